import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import TextArea from './TextArea';

export const props: readonly PropDoc[] = [
  {
    name: 'label',
    type: 'string',
    description: 'Etiqueta visible; también es el nombre accesible.',
  },
  {
    name: 'value',
    type: 'string',
    description: 'Valor controlado; sin él, el área guarda el suyo.',
  },
  {
    name: 'defaultValue',
    type: 'string',
    default: "''",
    description: 'Valor inicial sin control.',
  },
  {
    name: 'onChange',
    type: '(value: string, event) => void',
    description: 'Recibe el texto nuevo.',
  },
  { name: 'onBlur', type: '() => void', description: 'Al salir del área, ya marcada como tocada.' },
  {
    name: 'required',
    type: 'boolean',
    default: 'false',
    description: "Pide texto: 'El campo es requerido' al salir del área vacía.",
  },
  {
    name: 'maxLength',
    type: 'number',
    default: '500',
    description: "Máximo de caracteres; al llegar avisa 'Longitud máxima alcanzada'.",
  },
  {
    name: 'minLength',
    type: 'number',
    default: '0',
    description: "Mínimo de caracteres cuando hay texto: 'Longitud mínima no alcanzada'.",
  },
  { name: 'rows', type: 'number', default: '6', description: 'Líneas visibles.' },
  {
    name: 'showErrors',
    type: 'boolean',
    default: 'false',
    description: 'Muestra los mensajes aunque no se haya tocado el área (al enviar).',
  },
  {
    name: 'error',
    type: 'string | null',
    description:
      'Mensaje decidido fuera del área (un formulario o el servidor); reemplaza sus reglas.',
  },
  {
    name: 'helperText',
    type: 'string',
    description: 'Ayuda bajo el área mientras no hay mensaje.',
  },
  { name: 'placeholder', type: 'string', description: 'Texto de ejemplo dentro del área.' },
  { name: 'disabled', type: 'boolean', default: 'false', description: 'Deshabilita el área.' },
  {
    name: 'readOnly',
    type: 'boolean',
    default: 'false',
    description: 'Se puede leer pero no editar.',
  },
  { name: 'name', type: 'string', description: 'Nombre del campo en el formulario.' },
];

const Slot = ({ children }: { children: ReactNode }) => (
  <Box sx={{ width: { xs: '100%', md: 420 } }}>{children}</Box>
);

function ForcedForm() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      <Slot>
        <TextArea label="Motivo de la solicitud" required minLength={20} showErrors={submitted} />
      </Slot>
      <Button variant="contained" onClick={() => setSubmitted(true)}>
        Enviar solicitud
      </Button>
    </>
  );
}

export default function TextAreaDemo() {
  return (
    <>
      <DemoSection
        title="Comentario"
        description="Hasta 500 caracteres en 6 líneas; el contador avanza mientras se escribe."
      >
        <Slot>
          <TextArea label="Comentario" placeholder="Cuéntanos tu experiencia en el curso" />
        </Slot>
      </DemoSection>
      <DemoSection
        title="Requerido con mínimo"
        description="Los mensajes aparecen al salir del área o al enviar el formulario."
      >
        <ForcedForm />
      </DemoSection>
      <DemoSection title="Límite alcanzado" description="Un máximo corto, ya lleno.">
        <Slot>
          <TextArea
            label="Resumen"
            maxLength={60}
            rows={3}
            defaultValue="Taller de redacción para el ciclo II de Diseño Gráfico, sede"
          />
        </Slot>
      </DemoSection>
      <DemoSection title="Solo lectura y deshabilitado">
        <Slot>
          <TextArea
            label="Observación del docente"
            rows={3}
            readOnly
            defaultValue="Entregar el informe final hasta el viernes."
          />
        </Slot>
        <Slot>
          <TextArea label="Respuesta" rows={3} disabled />
        </Slot>
      </DemoSection>
    </>
  );
}
