import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { toast, type ToastPosition } from '@/lib/toast';
import { DemoSection, type PropDoc } from '../docs';

export const props: readonly PropDoc[] = [
  {
    name: 'type',
    type: "'success' | 'info' | 'warning' | 'error'",
    description:
      'Color, icono y urgencia; las advertencias y los errores se anuncian de inmediato.',
  },
  { name: 'detail', type: 'string', description: 'El mensaje.' },
  {
    name: 'life',
    type: 'number',
    default: '3000 (errores 5000, notificaciones 7000)',
    description: 'Milisegundos en pantalla; se pausa mientras el puntero está encima.',
  },
  {
    name: 'position',
    type: "'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right'",
    default: "'top-right'",
    description: 'Esquina o borde donde se apila.',
  },
  {
    name: 'icon',
    type: "'notification' | 'mail' | 'calendar' | 'document' | 'check'",
    description: 'Reemplaza el icono del tipo.',
  },
  { name: 'buttonText', type: 'string', description: 'Texto de un botón de acción en el aviso.' },
  {
    name: 'onButton',
    type: '() => void',
    description: 'Acción del botón; después el aviso se cierra.',
  },
];

const positions: Record<ToastPosition, string> = {
  'top-left': 'Arriba a la izquierda',
  'top-center': 'Arriba al centro',
  'top-right': 'Arriba a la derecha',
  'bottom-left': 'Abajo a la izquierda',
  'bottom-center': 'Abajo al centro',
  'bottom-right': 'Abajo a la derecha',
};

function PositionExample() {
  const [position, setPosition] = useState<ToastPosition>('bottom-center');
  return (
    <>
      <TextField
        select
        label="Posición"
        size="small"
        value={position}
        onChange={(event) => setPosition(event.target.value as ToastPosition)}
        slotProps={{ select: { native: true } }}
      >
        {Object.entries(positions).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={() =>
          toast.show({
            type: 'info',
            detail: `Aviso ${positions[position].toLowerCase()}`,
            position,
          })
        }
      >
        Mostrar aviso
      </Button>
    </>
  );
}

export default function ToastDemo() {
  return (
    <>
      <DemoSection
        title="Tipos"
        description="Duran 3 s; los errores, 5 s. Pasa el puntero encima para que no se cierren."
      >
        <Button
          variant="outlined"
          color="success"
          onClick={() =>
            toast.show({ type: 'success', detail: 'Se realizo la operación con éxito' })
          }
        >
          Éxito
        </Button>
        <Button
          variant="outlined"
          color="info"
          onClick={() =>
            toast.show({ type: 'info', detail: 'Tu conexión a internet es inestable.' })
          }
        >
          Información
        </Button>
        <Button
          variant="outlined"
          color="warning"
          onClick={() =>
            toast.show({ type: 'warning', detail: 'No se encontro la informacion solicitada.' })
          }
        >
          Advertencia
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() =>
            toast.show({ type: 'error', detail: '¡Ups! ocurrió un error, inténtalo más tarde' })
          }
        >
          Error
        </Button>
      </DemoSection>
      <DemoSection
        title="Notificación con botón"
        description="Las notificaciones en vivo duran 7 s y muestran una campana."
      >
        <Button
          variant="outlined"
          onClick={() =>
            toast.notify('Se publicó tu nota de Comunicación Efectiva', {
              buttonText: 'Ver',
              onButton: () => toast.show({ type: 'success', detail: 'Abriste la notificación' }),
            })
          }
        >
          Nueva notificación
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            toast.show({
              type: 'success',
              icon: 'mail',
              detail: 'Enviamos la constancia a tu correo',
            })
          }
        >
          Con icono
        </Button>
      </DemoSection>
      <DemoSection title="Posición" description="Los avisos de una misma posición se apilan.">
        <PositionExample />
      </DemoSection>
    </>
  );
}
