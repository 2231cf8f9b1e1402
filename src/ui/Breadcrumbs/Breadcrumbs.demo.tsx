import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import Breadcrumbs from './Breadcrumbs';

export const props: readonly PropDoc[] = [
  {
    name: 'items',
    type: '{ name: string; link?: string; external?: boolean; active?: boolean; click?: () => void }[]',
    description:
      'Pasos de la ruta. link lleva a una ruta del campus (o a otra web con external, en una pestaña nueva); active marca la página actual; click sin link convierte el paso en botón.',
  },
  {
    name: 'label',
    type: 'string',
    default: "'Ruta de navegación'",
    description: 'Nombre de la navegación para lectores de pantalla.',
  },
];

const longPath = [
  { name: 'Inicio', link: '/' },
  { name: 'Documentación', link: '/documentacion' },
  { name: 'Programa de Desarrollo de Sistemas de Información', link: '/documentacion' },
  { name: 'Ciclo III', link: '/documentacion' },
  { name: 'Unidades didácticas', link: '/documentacion' },
  { name: 'Base de datos I', link: '/documentacion' },
  { name: 'Sesión 4: Normalización de tablas', active: true },
];

function ActionPath() {
  const [chosen, setChosen] = useState('');
  return (
    <>
      <Breadcrumbs
        label="Ruta de recursos"
        items={[
          { name: 'Biblioteca virtual', link: 'https://example.org/biblioteca', external: true },
          { name: 'Mis reservas', click: () => setChosen('Mis reservas') },
          { name: 'Reserva 2026-0142', active: true },
        ]}
      />
      <Typography variant="body2" aria-live="polite">
        {chosen && `Elegiste: ${chosen}`}
      </Typography>
    </>
  );
}

export default function BreadcrumbsDemo() {
  return (
    <>
      <DemoSection title="Ruta corta" description="La página actual no es un enlace.">
        <Breadcrumbs
          items={[
            { name: 'Inicio', link: '/' },
            { name: 'Documentación', link: '/documentacion' },
            { name: 'Breadcrumbs', active: true },
          ]}
        />
      </DemoSection>
      <DemoSection
        title="Ruta larga"
        description="Se contrae con más de 6 pasos (más de 3 en pantallas de hasta 768 px) y recorta los nombres a 24 caracteres (18 en pantallas angostas)."
      >
        <Breadcrumbs label="Ruta del curso" items={longPath} />
      </DemoSection>
      <DemoSection
        title="Enlace externo y acción"
        description="El enlace externo abre una pestaña nueva; el segundo paso es un botón."
      >
        <ActionPath />
      </DemoSection>
    </>
  );
}
