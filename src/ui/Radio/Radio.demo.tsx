import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import Radio, { type RadioOption } from './Radio';

export const props: readonly PropDoc[] = [
  { name: 'label', type: 'string', description: 'La pregunta; da nombre al grupo.' },
  {
    name: 'options',
    type: '{ id, text, description?, disabled? }[]',
    description: 'Las opciones.',
  },
  {
    name: 'value',
    type: 'string | null',
    description: 'Id de la opción elegida (controlado); null si aún no hay elección.',
  },
  { name: 'defaultValue', type: 'string', description: 'Elección inicial si no está controlado.' },
  { name: 'onChange', type: '(id: string) => void', description: 'Recibe el id elegido.' },
  { name: 'row', type: 'boolean', default: 'false', description: 'Opciones en fila.' },
  {
    name: 'name',
    type: 'string',
    description:
      'Nombre del campo; si falta se genera uno para que las flechas no salgan del grupo.',
  },
];

const modalities: RadioOption[] = [
  { id: 'presencial', text: 'Presencial', description: 'Clases en la sede.' },
  { id: 'virtual', text: 'Virtual', description: 'Clases en vivo por videoconferencia.' },
  {
    id: 'semipresencial',
    text: 'Semipresencial',
    description: 'Sin vacantes este ciclo.',
    disabled: true,
  },
];

function ModalityChoice() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Radio label="Modalidad de estudio" options={modalities} value={value} onChange={setValue} />
  );
}

export default function RadioDemo() {
  return (
    <>
      <DemoSection
        title="Con descripción"
        description="Las flechas del teclado mueven la elección; la opción deshabilitada se salta."
      >
        <ModalityChoice />
      </DemoSection>
      <DemoSection title="En fila">
        <Radio
          label="Turno"
          row
          defaultValue="manana"
          options={[
            { id: 'manana', text: 'Mañana' },
            { id: 'tarde', text: 'Tarde' },
            { id: 'noche', text: 'Noche' },
          ]}
        />
      </DemoSection>
    </>
  );
}
