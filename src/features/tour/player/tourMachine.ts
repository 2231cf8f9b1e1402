// The tour's screens in order (spec §4 Tour): the welcome modal, each step, and the finish modal;
// closing early asks through the omit modal when the tour has one. Pure: the player renders the
// phase and runs the effect (completar or omitir) a transition asks for.

export interface TourShape {
  hasWelcome: boolean;
  hasOmit: boolean;
  hasFinish: boolean;
  /** Steps shown at the screen's width. */
  steps: number;
}

/** Where the tour can be interrupted and resumed from. */
type Resumable = { name: 'welcome' } | { name: 'step'; index: number };

export type TourPhase =
  Resumable | { name: 'omit'; from: Resumable } | { name: 'finish' } | { name: 'ended' };

export type TourEvent =
  /** 'Ver más' on the welcome modal, 'Continuemos' or 'Listo' on a step. */
  | 'next'
  /** 'Anterior' on a step after the first: the step before it. */
  | 'previous'
  /** The close button or Escape on the welcome modal or a step. */
  | 'close'
  /** The omit modal's confirmation. */
  | 'omit'
  /** The omit modal's way back to where the tour was. */
  | 'resume'
  /** The finish modal's button or close. */
  | 'dismiss';

export interface TourTransition {
  phase: TourPhase;
  /** The call to make on this transition. */
  effect?: 'complete' | 'omit';
}

const ENDED: TourPhase = { name: 'ended' };

function finished(shape: TourShape): TourTransition {
  return { phase: shape.hasFinish ? { name: 'finish' } : ENDED, effect: 'complete' };
}

function stepOrFinish(shape: TourShape, index: number): TourTransition {
  return index < shape.steps ? { phase: { name: 'step', index } } : finished(shape);
}

/** The first screen: the welcome modal, or else step 1. */
export function startTour(shape: TourShape): TourTransition {
  return shape.hasWelcome ? { phase: { name: 'welcome' } } : stepOrFinish(shape, 0);
}

/** The screen after `event` on `phase` (the same phase when the event does not apply there). */
export function nextPhase(phase: TourPhase, event: TourEvent, shape: TourShape): TourTransition {
  switch (phase.name) {
    case 'welcome':
    case 'step':
      if (event === 'next') return stepOrFinish(shape, phase.name === 'step' ? phase.index + 1 : 0);
      if (event === 'previous' && phase.name === 'step' && phase.index > 0) {
        return { phase: { name: 'step', index: phase.index - 1 } };
      }
      if (event === 'close') {
        return shape.hasOmit
          ? { phase: { name: 'omit', from: phase } }
          : { phase: ENDED, effect: 'omit' };
      }
      return { phase };
    case 'omit':
      if (event === 'omit') return { phase: ENDED, effect: 'omit' };
      if (event === 'resume') return { phase: phase.from };
      return { phase };
    case 'finish':
      return event === 'dismiss' ? { phase: ENDED } : { phase };
    case 'ended':
      return { phase };
  }
}
