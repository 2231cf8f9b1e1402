import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DemoSection, type PropDoc } from '../docs';
import Popover from './Popover';

export const props: readonly PropDoc[] = [
  {
    name: 'label',
    type: 'string',
    description: 'Texto del botón que lo abre (o su nombre accesible si hay icono).',
  },
  { name: 'icon', type: 'ReactNode', description: 'Dibuja un botón de solo icono con ese nombre.' },
  {
    name: 'title',
    type: 'string',
    description: 'Título del popover, que también le da nombre; sin él lo nombra label.',
  },
  { name: 'children', type: 'ReactNode', description: 'Contenido del popover.' },
  {
    name: 'placement',
    type: "'bottom-start' | 'bottom' | 'top' | 'right' | …",
    default: "'bottom-start'",
    description: 'Dónde se abre respecto del botón.',
  },
];

export default function PopoverDemo() {
  return (
    <>
      <DemoSection
        title="Con título"
        description="Al abrir, el foco entra al popover; Escape lo cierra y devuelve el foco al botón."
      >
        <Popover label="Requisitos del trámite" title="Constancia de estudios">
          <Typography variant="body2">
            Necesitas estar matriculado en el ciclo actual y no tener deudas pendientes.
          </Typography>
          <Link href="#tramites" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
            Ver todos los trámites
          </Link>
        </Popover>
      </DemoSection>
      <DemoSection title="Botón de icono" description="Hacer clic fuera también lo cierra.">
        <Popover label="Cómo se calcula el promedio" icon={<InfoOutlined />} placement="right">
          <Typography variant="body2">
            El promedio pondera cada evaluación por su peso en el sílabo del curso.
          </Typography>
        </Popover>
      </DemoSection>
    </>
  );
}
