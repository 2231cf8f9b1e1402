import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import Rating from './Rating';

export const props: readonly PropDoc[] = [
  {
    name: 'label',
    type: 'string',
    default: "'Calificación'",
    description: 'Nombre del grupo para lectores de pantalla, por ejemplo la pregunta.',
  },
  {
    name: 'value',
    type: 'number | null',
    description: 'Valor elegido (de 1 a la escala) cuando es controlado; null sin elección.',
  },
  {
    name: 'defaultValue',
    type: 'number | null',
    default: 'null',
    description: 'Valor inicial cuando no es controlado.',
  },
  {
    name: 'onChange',
    type: '(value: number) => void',
    description: 'Recibe el valor elegido.',
  },
  {
    name: 'variant',
    type: "'numbers' | 'emoji'",
    default: "'numbers'",
    description: 'Círculos numerados o la escala de cinco emojis de las encuestas.',
  },
  {
    name: 'scale',
    type: 'number',
    default: '5',
    description: 'Cantidad de círculos numerados; la escala de emojis siempre tiene cinco.',
  },
  {
    name: 'disabled',
    type: 'boolean',
    default: 'false',
    description: 'No se puede elegir ni enfocar.',
  },
  {
    name: 'readOnly',
    type: 'boolean',
    default: 'false',
    description: 'Muestra el valor y se puede enfocar, pero no cambia.',
  },
  {
    name: 'name',
    type: 'string',
    default: 'un nombre único generado',
    description: 'Nombre de los radios en el formulario.',
  },
];

function ControlledRating() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <Rating label="¿Qué tan útil fue la clase?" value={value} onChange={setValue} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {value ? `Elegiste ${value}` : 'Aún no eliges'}
      </Typography>
    </>
  );
}

export default function RatingDemo() {
  return (
    <>
      <DemoSection
        title="Círculos del 1 al 5"
        description="Tab entra al grupo; las flechas cambian la elección."
      >
        <ControlledRating />
      </DemoSection>
      <DemoSection title="Escala de 10">
        <Rating label="¿Recomendarías el curso a un amigo?" scale={10} defaultValue={8} />
      </DemoSection>
      <DemoSection title="Encuesta con emojis" description="Cada cara lleva su nombre en español.">
        <Rating label="¿Cómo te sentiste esta semana?" variant="emoji" defaultValue={4} />
      </DemoSection>
      <DemoSection title="Solo lectura">
        <Rating label="Calificación recibida" defaultValue={3} readOnly />
      </DemoSection>
      <DemoSection title="Deshabilitado">
        <Rating label="Calificación cerrada" variant="emoji" disabled />
      </DemoSection>
    </>
  );
}
