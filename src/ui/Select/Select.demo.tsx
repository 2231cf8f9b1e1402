import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import Select from './Select';
import type { SelectOption, SelectValue } from './selectOption';

export const props: readonly PropDoc[] = [
  {
    name: 'label',
    type: 'string',
    description: 'Etiqueta visible; también es el nombre accesible.',
  },
  {
    name: 'options',
    type: '{ id, description, disabled?, backgroundColor? }[]',
    description:
      'Opciones; con backgroundColor (encuestas) el texto pasa a negro o blanco para leerse bien.',
  },
  { name: 'value', type: 'string | number | null', description: 'Id elegido, controlado.' },
  {
    name: 'defaultValue',
    type: 'string | number | null',
    default: 'null',
    description: 'Id elegido al inicio, sin control.',
  },
  {
    name: 'onChange',
    type: '(value, option) => void',
    description: 'Recibe el id y la opción elegidos.',
  },
  {
    name: 'required',
    type: 'boolean',
    default: 'false',
    description: "Pide una opción: 'El campo es requerido.' al cerrar la lista o salir sin elegir.",
  },
  {
    name: 'showErrors',
    type: 'boolean',
    default: 'false',
    description: 'Muestra el mensaje aunque no se haya tocado (al enviar el formulario).',
  },
  {
    name: 'error',
    type: 'string | null',
    description: 'Mensaje decidido fuera (un formulario o el servidor); reemplaza su regla.',
  },
  {
    name: 'helperText',
    type: 'string',
    description: 'Ayuda bajo el campo mientras no hay mensaje.',
  },
  { name: 'disabled', type: 'boolean', default: 'false', description: 'Deshabilita el select.' },
];

const careers: SelectOption[] = [
  'Administración de Empresas',
  'Computación e Informática',
  'Contabilidad',
  'Diseño Gráfico',
  'Electrónica Industrial',
  'Enfermería Técnica',
  'Gastronomía',
  'Guía Oficial de Turismo',
  'Marketing',
  'Secretariado Ejecutivo',
].map((description, index) => ({ id: index + 1, description }));

const activities: SelectOption[] = [
  { id: 'can', description: 'Canción criolla' },
  { id: 'dan', description: 'Danza folclórica' },
  { id: 'tea', description: 'Teatro' },
  { id: 'fot', description: 'Fotografía' },
  { id: 'aje', description: 'Ajedrez' },
  { id: 'nat', description: 'Natación (sin vacantes)', disabled: true },
];

const satisfaction: SelectOption[] = [
  { id: 1, description: 'Muy insatisfecho', backgroundColor: '#c62828' },
  { id: 2, description: 'Insatisfecho', backgroundColor: '#ef6c00' },
  { id: 3, description: 'Ni satisfecho ni insatisfecho', backgroundColor: '#fdd835' },
  { id: 4, description: 'Satisfecho', backgroundColor: '#7cb342' },
  { id: 5, description: 'Muy satisfecho', backgroundColor: '#1b5e20' },
];

const Slot = ({ children }: { children: ReactNode }) => (
  <Box sx={{ width: { xs: '100%', sm: 300 } }}>{children}</Box>
);

function ForcedForm() {
  const [submitted, setSubmitted] = useState(false);
  const [career, setCareer] = useState<SelectValue>(null);
  const chosen = careers.find((option) => option.id === career);
  return (
    <>
      <Slot>
        <Select
          label="Carrera"
          options={careers}
          required
          value={career}
          onChange={setCareer}
          showErrors={submitted}
          helperText="Escribe para buscar entre las carreras."
        />
      </Slot>
      <Button variant="contained" onClick={() => setSubmitted(true)}>
        Continuar
      </Button>
      {chosen && <Typography variant="body2">Elegiste {chosen.description}.</Typography>}
    </>
  );
}

export default function SelectDemo() {
  return (
    <>
      <DemoSection
        title="Requerido con búsqueda"
        description="Se abre con Enter, Espacio o flecha abajo; la búsqueda ignora mayúsculas y tildes."
      >
        <ForcedForm />
      </DemoSection>
      <DemoSection
        title="Opción deshabilitada"
        description="Escribe «cancion» para encontrar «Canción criolla»."
      >
        <Slot>
          <Select label="Actividad extracurricular" options={activities} />
        </Slot>
      </DemoSection>
      <DemoSection title="Encuesta" description="Cada opción con su color y texto legible.">
        <Slot>
          <Select label="Satisfacción con el curso" options={satisfaction} />
        </Slot>
      </DemoSection>
      <DemoSection title="Deshabilitado">
        <Slot>
          <Select
            label="Sede"
            options={[{ id: 1, description: 'Sede Central' }]}
            defaultValue={1}
            disabled
          />
        </Slot>
      </DemoSection>
    </>
  );
}
