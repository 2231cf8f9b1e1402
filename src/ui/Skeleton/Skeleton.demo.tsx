import Box from '@mui/material/Box';
import { DemoSection, type PropDoc } from '../docs';
import Skeleton from './Skeleton';

export const props: readonly PropDoc[] = [
  {
    name: 'empty',
    type: 'boolean',
    default: 'true',
    description:
      'Sin datos todavía: muestra 10 marcadores; si ya hay datos, 1 mientras llegan más.',
  },
  {
    name: 'height',
    type: 'number',
    default: '48',
    description: 'Alto de cada marcador en píxeles.',
  },
  {
    name: 'variant',
    type: "'rounded' | 'rectangular' | 'circular' | 'text'",
    default: "'rounded'",
    description: 'Forma del marcador.',
  },
  {
    name: 'width',
    type: 'number | string',
    default: "'100%'",
    description: 'Ancho de cada marcador.',
  },
  {
    name: 'label',
    type: 'string',
    default: "'Cargando'",
    description: 'Texto que anuncian los lectores de pantalla.',
  },
];

export default function SkeletonDemo() {
  return (
    <>
      <DemoSection
        title="Lista vacía"
        description="Diez marcadores mientras llega la primera página."
      >
        <Box sx={{ width: '100%' }}>
          <Skeleton height={24} />
        </Box>
      </DemoSection>
      <DemoSection
        title="Cargando más"
        description="Un marcador al final de una lista que ya tiene datos."
      >
        <Box sx={{ width: '100%' }}>
          <Skeleton empty={false} label="Cargando más publicaciones" />
        </Box>
      </DemoSection>
      <DemoSection title="Avatar">
        <Skeleton empty={false} variant="circular" height={56} label="Cargando foto" />
      </DemoSection>
    </>
  );
}
