import { describe, expect, it } from 'vitest';
import {
  nextPhase,
  startTour,
  type TourEvent,
  type TourPhase,
  type TourShape,
} from './tourMachine';

const full: TourShape = { hasWelcome: true, hasOmit: true, hasFinish: true, steps: 2 };

/** The phases and effects a run of events goes through from the start. */
function run(shape: TourShape, events: TourEvent[]) {
  let { phase, effect } = startTour(shape);
  const trail: (TourPhase | string)[] = [phase];
  for (const event of events) {
    ({ phase, effect } = nextPhase(phase, event, shape));
    trail.push(phase);
    if (effect) trail.push(effect);
  }
  return trail;
}

describe('the tour state machine', () => {
  it('goes welcome → each step → finish, completing once on the last step', () => {
    expect(run(full, ['next', 'next', 'next', 'dismiss'])).toEqual([
      { name: 'welcome' },
      { name: 'step', index: 0 },
      { name: 'step', index: 1 },
      { name: 'finish' },
      'complete',
      { name: 'ended' },
    ]);
  });

  it('asks through the omit modal when closed early, and resumes where it was', () => {
    expect(run(full, ['next', 'close', 'resume', 'close', 'omit'])).toEqual([
      { name: 'welcome' },
      { name: 'step', index: 0 },
      { name: 'omit', from: { name: 'step', index: 0 } },
      { name: 'step', index: 0 },
      { name: 'omit', from: { name: 'step', index: 0 } },
      { name: 'ended' },
      'omit',
    ]);
  });

  it('omits at once on close without an omit modal, the welcome included', () => {
    const shape = { ...full, hasOmit: false };
    expect(run(shape, ['close'])).toEqual([{ name: 'welcome' }, { name: 'ended' }, 'omit']);
    expect(run(shape, ['next', 'close'])).toEqual([
      { name: 'welcome' },
      { name: 'step', index: 0 },
      { name: 'ended' },
      'omit',
    ]);
  });

  it('starts at step 1 without a welcome and ends at the last step without a finish modal', () => {
    const shape = { ...full, hasWelcome: false, hasFinish: false };
    expect(run(shape, ['next', 'next'])).toEqual([
      { name: 'step', index: 0 },
      { name: 'step', index: 1 },
      { name: 'ended' },
      'complete',
    ]);
  });

  it('completes a tour with no step at this width from its welcome', () => {
    expect(run({ ...full, steps: 0 }, ['next'])).toEqual([
      { name: 'welcome' },
      { name: 'finish' },
      'complete',
    ]);
  });

  // Issue 54: the tour had no way back to a previous step.
  it("goes back one step with 'Anterior', and not before the first step", () => {
    expect(run(full, ['next', 'next', 'previous', 'next'])).toEqual([
      { name: 'welcome' },
      { name: 'step', index: 0 },
      { name: 'step', index: 1 },
      { name: 'step', index: 0 },
      { name: 'step', index: 1 },
    ]);
    expect(run(full, ['next', 'previous'])).toEqual([
      { name: 'welcome' },
      { name: 'step', index: 0 },
      { name: 'step', index: 0 },
    ]);
    expect(run(full, ['previous'])).toEqual([{ name: 'welcome' }, { name: 'welcome' }]);
  });

  it('ignores events that do not apply', () => {
    expect(nextPhase({ name: 'finish' }, 'next', full).phase).toEqual({ name: 'finish' });
    expect(nextPhase({ name: 'welcome' }, 'omit', full).phase).toEqual({ name: 'welcome' });
  });
});
