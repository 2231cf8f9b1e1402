import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import Checkbox from './Checkbox';
import CheckboxGroup, { type CheckboxItem } from './CheckboxGroup';

export const props: readonly PropDoc[] = [
  { name: 'label', type: 'string', description: 'Checkbox: qué significa marcar la casilla.' },
  { name: 'description', type: 'string', description: 'Checkbox: línea bajo el texto.' },
  {
    name: 'tooltipDescription',
    type: 'string',
    description: 'Checkbox: ayuda más larga tras un botón de información junto al texto.',
  },
  {
    name: 'checked / defaultChecked',
    type: 'boolean',
    default: 'false',
    description: 'Checkbox: marcada (controlado) o estado inicial.',
  },
  {
    name: 'indeterminate',
    type: 'boolean',
    default: 'false',
    description:
      'Checkbox: muestra un guion; solo algunas de las opciones que representa están marcadas.',
  },
  {
    name: 'onChange',
    type: '(checked: boolean) => void | (value: string[]) => void',
    description: 'Checkbox: recibe el nuevo estado. CheckboxGroup: recibe los ids marcados.',
  },
  { name: 'disabled', type: 'boolean', default: 'false', description: 'Checkbox: deshabilitada.' },
  { name: 'label (grupo)', type: 'string', description: 'CheckboxGroup: leyenda del grupo.' },
  {
    name: 'items',
    type: '{ id, text, description?, disabled?, tooltipDescription? }[]',
    description: 'CheckboxGroup: las opciones.',
  },
  { name: 'value', type: 'string[]', description: 'CheckboxGroup: ids de las opciones marcadas.' },
  {
    name: 'required',
    type: 'boolean',
    default: 'false',
    description:
      "CheckboxGroup: exige al menos una; muestra 'El campo es requerido.' tras tocarlo.",
  },
  {
    name: 'touched',
    type: 'boolean',
    default: 'false',
    description: 'CheckboxGroup: muestra el error aunque no se haya tocado (al enviar).',
  },
  {
    name: 'error',
    type: 'string | null',
    description:
      'CheckboxGroup: mensaje decidido fuera (un formulario o el servidor); reemplaza su regla.',
  },
  {
    name: 'row',
    type: 'boolean',
    default: 'false',
    description: 'CheckboxGroup: opciones en fila.',
  },
];

const shifts: CheckboxItem[] = [
  { id: 'manana', text: 'Mañana', description: 'De 8:00 a. m. a 1:00 p. m.' },
  { id: 'tarde', text: 'Tarde', description: 'De 2:00 p. m. a 6:00 p. m.' },
  {
    id: 'noche',
    text: 'Noche',
    description: 'De 6:30 p. m. a 10:30 p. m.',
    tooltipDescription: 'El turno noche solo está disponible en la sede central.',
  },
  { id: 'fin', text: 'Fin de semana', description: 'Sin vacantes este ciclo.', disabled: true },
];

const documents = ['DNI', 'Partida de nacimiento', 'Certificado de estudios'];

function SelectAll() {
  const [ticked, setTicked] = useState<string[]>(['DNI']);
  const all = ticked.length === documents.length;
  return (
    <div>
      <Checkbox
        label="Todos los documentos"
        checked={all}
        indeterminate={ticked.length > 0 && !all}
        onChange={(checked) => setTicked(checked ? documents : [])}
      />
      {documents.map((document) => (
        <Checkbox
          key={document}
          label={document}
          checked={ticked.includes(document)}
          onChange={(checked) =>
            setTicked(documents.filter((d) => (d === document ? checked : ticked.includes(d))))
          }
        />
      ))}
    </div>
  );
}

function ShiftGroup() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckboxGroup
      label="¿En qué turnos puedes estudiar?"
      items={shifts}
      value={value}
      onChange={setValue}
      required
    />
  );
}

export default function CheckboxDemo() {
  return (
    <>
      <DemoSection title="Casilla individual">
        <Checkbox label="Acepto el reglamento" />
        <Checkbox
          label="Recibir el boletín"
          description="Un correo al mes con las novedades."
          defaultChecked
        />
        <Checkbox label="Matrícula cerrada" disabled />
      </DemoSection>
      <DemoSection
        title="Indeterminada"
        description="Marca parcial cuando solo algunas opciones lo están."
      >
        <SelectAll />
      </DemoSection>
      <DemoSection
        title="Grupo"
        description="Con descripción, ayuda y una opción deshabilitada; es obligatorio marcar al menos una."
      >
        <ShiftGroup />
      </DemoSection>
    </>
  );
}
