import Stack from '@mui/material/Stack';
import { DemoSection, type PropDoc } from '../docs';
import ProgressBar from './ProgressBar';

export const props: readonly PropDoc[] = [
  { name: 'value', type: 'number', description: 'Avance, en las mismas unidades que limit.' },
  { name: 'limit', type: 'number', default: '100', description: 'Valor que llena la barra.' },
  {
    name: 'label',
    type: 'string',
    default: "'Progreso'",
    description: 'Nombre de la barra; se muestra encima y lo leen los lectores de pantalla.',
  },
  {
    name: 'legend',
    type: '{ estado: string; fecha: string }[]',
    default: '[]',
    description: 'Hitos que se listan bajo la barra, con la fecha ya formateada.',
  },
];

export default function ProgressBarDemo() {
  return (
    <>
      <DemoSection
        title="Colores por tramo"
        description="Rojo desde 0 %, naranja desde 30 %, amarillo desde 60 % y verde desde 75 %."
      >
        <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
          <ProgressBar value={15} label="Créditos aprobados" />
          <ProgressBar value={45} label="Asistencia del módulo" />
          <ProgressBar value={68} label="Tareas entregadas" />
          <ProgressBar value={90} label="Avance del ciclo" />
        </Stack>
      </DemoSection>
      <DemoSection title="Con límite y leyenda" description="18 de 24 créditos, con sus hitos.">
        <Stack sx={{ width: '100%', maxWidth: 480 }}>
          <ProgressBar
            value={18}
            limit={24}
            label="Créditos de la carrera"
            legend={[
              { estado: 'Matriculado', fecha: '02/03/2026' },
              { estado: 'En curso', fecha: '16/03/2026' },
              { estado: 'Evaluación final', fecha: '10/07/2026' },
            ]}
          />
        </Stack>
      </DemoSection>
    </>
  );
}
