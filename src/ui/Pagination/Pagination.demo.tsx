import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import Pagination from './Pagination';

export const props: readonly PropDoc[] = [
  { name: 'count', type: 'number', default: '9', description: 'Cantidad de páginas.' },
  {
    name: 'page',
    type: 'number',
    description: 'Página actual (desde 1) cuando el padre la controla; úsala con onChange.',
  },
  {
    name: 'defaultPage',
    type: 'number',
    default: '1',
    description: 'Página inicial cuando el componente guarda su propio estado.',
  },
  {
    name: 'onChange',
    type: '(page: number) => void',
    description: 'Recibe la página elegida.',
  },
  {
    name: 'minVisible',
    type: 'number',
    default: '5',
    description: 'Mínimo de botones de página visibles, sin contar los puntos suspensivos.',
  },
  {
    name: 'label',
    type: 'string',
    default: "'Paginación'",
    description: 'Nombre de la navegación para lectores de pantalla.',
  },
  { name: 'disabled', type: 'boolean', default: 'false', description: 'Deshabilita los botones.' },
  {
    name: 'size',
    type: "'small' | 'medium' | 'large'",
    default: "'medium'",
    description: 'Tamaño de los botones.',
  },
];

function ControlledPagination() {
  const [page, setPage] = useState(4);
  return (
    <Stack spacing={1}>
      <Pagination count={12} page={page} onChange={setPage} label="Paginación de cursos" />
      <Typography variant="body2" aria-live="polite">
        Mostrando la página {page} de 12
      </Typography>
    </Stack>
  );
}

export default function PaginationDemo() {
  return (
    <>
      <DemoSection
        title="Por defecto"
        description="Nueve páginas desde la primera: sin «anterior» en la página 1."
      >
        <Pagination />
      </DemoSection>
      <DemoSection title="Controlada" description="El padre guarda la página actual.">
        <ControlledPagination />
      </DemoSection>
      <DemoSection title="Última página" description="En la última página no aparece «siguiente».">
        <Pagination count={5} defaultPage={5} label="Paginación de notas" />
      </DemoSection>
    </>
  );
}
