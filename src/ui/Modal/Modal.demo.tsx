import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';
import { DemoSection, type PropDoc } from '../docs';
import Modal from './Modal';
import { useLeavePageConfirmation } from './useLeavePageConfirmation';

export const props: readonly PropDoc[] = [
  { name: 'open', type: 'boolean', description: 'Muestra el modal.' },
  {
    name: 'onClose',
    type: '() => void',
    description: 'Botón Cerrar, tecla Escape o clic fuera (las alertas ignoran el clic fuera).',
  },
  { name: 'title', type: 'ReactNode', description: 'Título; da nombre al diálogo.' },
  { name: 'children', type: 'ReactNode', description: 'Contenido.' },
  { name: 'actions', type: 'ReactNode', description: 'Botones al pie del modal.' },
  {
    name: 'variant',
    type: "'default' | 'questionnaire' | 'alert'",
    default: "'default'",
    description:
      'Ancho máximo de 463 px, 745 px en cuestionarios; las alertas se anuncian como tales.',
  },
  { name: 'showClose', type: 'boolean', default: 'true', description: 'Muestra el botón Cerrar.' },
  {
    name: 'fullScreenOnMobile',
    type: 'boolean',
    default: 'false',
    description: 'Ocupa toda la pantalla por debajo de 576 px.',
  },
  {
    name: 'useLeavePageConfirmation(active, message?)',
    type: 'ReactElement',
    description:
      'Hook: mientras active sea verdadero, pide confirmar antes de salir de la página o recargarla.',
  },
];

function NestedExample() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setFirst(true)}>
        Abrir modal
      </Button>
      <Modal
        open={first}
        onClose={() => setFirst(false)}
        title="Inscripción al taller de oratoria"
        actions={
          <>
            <Button onClick={() => setSecond(true)}>Ver horario</Button>
            <Button variant="contained" onClick={() => setFirst(false)}>
              Inscribirme
            </Button>
          </>
        }
      >
        <Typography>El taller empieza el lunes y dura cuatro semanas.</Typography>
      </Modal>
      <Modal open={second} onClose={() => setSecond(false)} title="Horario del taller">
        <Typography>Lunes y miércoles de 7:00 p. m. a 9:00 p. m.</Typography>
      </Modal>
    </>
  );
}

function QuestionnaireExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Abrir cuestionario
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        variant="questionnaire"
        fullScreenOnMobile
        title="Encuesta de satisfacción"
        actions={
          <Button variant="contained" onClick={() => setOpen(false)}>
            Enviar
          </Button>
        }
      >
        <Typography>¿Qué tan útil te pareció la unidad de Matemática Aplicada?</Typography>
      </Modal>
    </>
  );
}

function AlertExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Eliminar notificación
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        variant="alert"
        title="¿Eliminar la notificación?"
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Cancelar</Button>
            <Button variant="contained" color="error" onClick={() => setOpen(false)}>
              Eliminar
            </Button>
          </>
        }
      >
        <Typography>
          Si borras la notificación, perderás la información contenida para siempre.
        </Typography>
      </Modal>
    </>
  );
}

// The page shows this demo twice (light and dark) and a router honours only its newest blocker,
// so both switches share one value.
let unsaved = false;
const listeners = new Set<() => void>();
const setUnsaved = (value: boolean) => {
  unsaved = value;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function LeavePageExample() {
  const dirty = useSyncExternalStore(subscribe, () => unsaved);
  useEffect(() => () => setUnsaved(false), []);
  const confirmation = useLeavePageConfirmation(dirty);
  return (
    <>
      <FormControlLabel
        control={<Switch checked={dirty} onChange={(event) => setUnsaved(event.target.checked)} />}
        label="Tengo cambios sin guardar"
      />
      <Link component={RouterLink} to="/documentacion">
        Volver al índice de componentes
      </Link>
      {confirmation}
    </>
  );
}

export default function ModalDemo() {
  return (
    <>
      <DemoSection
        title="Un modal a la vez"
        description="Ancho máximo de 463 px. Al abrir un segundo modal, el primero se oculta y vuelve al cerrarlo."
      >
        <NestedExample />
      </DemoSection>
      <DemoSection
        title="Cuestionario"
        description="Ancho máximo de 745 px; ocupa toda la pantalla en celulares."
      >
        <QuestionnaireExample />
      </DemoSection>
      <DemoSection
        title="Alerta"
        description="Pide confirmar una acción; un clic fuera no la cierra."
      >
        <AlertExample />
      </DemoSection>
      <DemoSection
        title="Confirmación al abandonar la página"
        description="Con cambios sin guardar, salir de la página o recargarla pide confirmación."
      >
        <LeavePageExample />
      </DemoSection>
    </>
  );
}
