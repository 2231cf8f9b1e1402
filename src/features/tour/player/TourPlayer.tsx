import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  useCompletarNuevaFuncionalidad,
  useConsultarNuevaFuncionalidad,
  useOmitirNuevaFuncionalidad,
} from '@generated/main/endpoints/tour/tour';
import type { ModalTour, NuevaFuncionalidadResponseResults } from '@generated/main/model';
import { endTour, type TourRequest } from '@/lib/tour/tourRequests';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { texts } from '../texts';
import { nextPhase, startTour, type TourEvent, type TourShape } from './tourMachine';
import { stepsAtWidth } from './tourLayout';
import TourStep from './TourStep';

type Tour = NuevaFuncionalidadResponseResults;

/** Loads the requested tour (spec §7 tour/consultarNuevaFuncionalidad) and plays it. */
export default function TourPlayer({ request }: { request: TourRequest }) {
  const query = useConsultarNuevaFuncionalidad(
    { codeConfig: request.codeConfig },
    { query: { meta: { silentError: true }, staleTime: 5 * 60_000 } },
  );
  // A tour that cannot load is not played: the page stays as it was.
  useEffect(() => {
    if (query.isError) endTour();
  }, [query.isError]);
  const tour = query.data?.results;
  return tour ? <TourRun tour={tour} request={request} /> : null;
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** One of the tour's modals (welcome, omit, finish) as its configuration words it. */
function TourModal({
  modal,
  onClose,
  actions,
}: {
  modal: ModalTour;
  onClose: () => void;
  actions: ReactNode;
}) {
  return (
    <Modal open title={modal.title} showClose={modal.showClose} onClose={onClose} actions={actions}>
      {modal.image && (
        <Box
          component="img"
          src={modal.image}
          alt=""
          sx={{ width: '100%', mb: 2, borderRadius: 1 }}
        />
      )}
      <Typography>{modal.content}</Typography>
    </Modal>
  );
}

/** spec §4 Tour: the welcome modal, each step, the omit and finish modals, completar or omitir. */
function TourRun({ tour, request }: { tour: Tour; request: TourRequest }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The steps of the width the tour starts at; each step's measure follows the width as it changes.
  const [steps] = useState(() => stepsAtWidth(tour.nuevaFuncionalidad, window.innerWidth));
  const modal = (code: ModalTour['code']) =>
    tour.nuevaFuncionalidadModal.find((item) => item.code === code);
  const welcome = modal('ModBienvenida');
  const omitModal = modal('ModOmision');
  const finish = modal('ModFinaliza');
  const shape: TourShape = {
    hasWelcome: welcome !== undefined,
    hasOmit: omitModal !== undefined,
    hasFinish: finish !== undefined,
    steps: steps.length,
  };
  const [transition, setTransition] = useState(() => startTour(shape));
  const { phase } = transition;
  const complete = useCompletarNuevaFuncionalidad();
  const omit = useOmitirNuevaFuncionalidad();
  const settling = useRef<Promise<unknown>>(Promise.resolve());
  const returnFocus = useRef(document.activeElement as HTMLElement | null);

  const effect = transition.effect;
  useEffect(() => {
    if (!effect) return;
    const data = { idTask: request.idTask, codeConfig: request.codeConfig };
    const call = effect === 'complete' ? complete : omit;
    settling.current = call.mutateAsync({ data }).catch(() => undefined);
    // Each transition asks once: `transition` is a new object per event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transition]);

  const step = phase.name === 'step' ? steps[phase.index] : undefined;
  useEffect(() => {
    if (step && !samePath(step.route, pathname)) void navigate(step.route);
    // Only on entering a step: the user may still browse away from it afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  useEffect(() => {
    if (phase.name !== 'ended') return;
    // The flow reads the task's new state only once the call has settled.
    void settling.current.then(() => {
      endTour();
      const target = returnFocus.current?.isConnected ? returnFocus.current : null;
      (target ?? document.querySelector<HTMLElement>('main'))?.focus();
    });
  }, [phase.name]);

  const send = (event: TourEvent) => setTransition(nextPhase(phase, event, shape));
  const dismissFinish = () => {
    send('dismiss');
    if (finish?.route && !samePath(finish.route, pathname)) void navigate(finish.route);
  };

  if (phase.name === 'welcome' && welcome) {
    return (
      <TourModal
        modal={welcome}
        onClose={() => welcome.showClose && send('close')}
        actions={<Button onClick={() => send('next')}>{texts.viewMore}</Button>}
      />
    );
  }
  if (phase.name === 'omit' && omitModal) {
    return (
      <TourModal
        modal={omitModal}
        onClose={() => send('resume')}
        actions={
          <>
            <Button variant="secondary" onClick={() => send('resume')}>
              {texts.resume}
            </Button>
            <Button onClick={() => send('omit')}>{texts.omit}</Button>
          </>
        }
      />
    );
  }
  if (phase.name === 'finish' && finish) {
    return (
      <TourModal
        modal={finish}
        onClose={dismissFinish}
        actions={<Button onClick={dismissFinish}>{texts.finish}</Button>}
      />
    );
  }
  if (step && phase.name === 'step') {
    return (
      <TourStep
        key={step.step}
        step={step}
        number={phase.index + 1}
        total={steps.length}
        measures={tour.medida}
        pathname={pathname}
        onNext={() => send('next')}
        onPrevious={phase.index > 0 ? () => send('previous') : undefined}
        onClose={() => send('close')}
      />
    );
  }
  return null;
}
