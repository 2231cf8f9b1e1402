import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Schedule from '@mui/icons-material/Schedule';
import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import Tag from './Tag';

export const props: readonly PropDoc[] = [
  { name: 'label', type: 'string', description: 'Texto de la etiqueta.' },
  {
    name: 'color',
    type: "'success' | 'warning' | 'error' | 'info' | 'neutral' | 'primary'",
    default: "'neutral'",
    description: 'Color de estado o categoría; el texto mantiene contraste AA en ambos modos.',
  },
  { name: 'icon', type: 'ReactElement', description: 'Icono antes del texto.' },
  {
    name: 'onDelete',
    type: '() => void',
    description: 'Muestra un botón «Quitar {label}» que llama a esta función.',
  },
  {
    name: 'size',
    type: "'small' | 'medium'",
    default: "'medium'",
    description: 'Tamaño de la etiqueta.',
  },
];

const courses = ['Matemática I', 'Comunicación', 'Ofimática'];

function DeletableTags() {
  const [selected, setSelected] = useState(courses);
  return selected.map((course) => (
    <Tag
      key={course}
      label={course}
      color="primary"
      onDelete={() => setSelected((current) => current.filter((item) => item !== course))}
    />
  ));
}

export default function TagDemo() {
  return (
    <>
      <DemoSection title="Colores" description="Estados de un trámite y categorías.">
        <Tag label="Aprobado" color="success" />
        <Tag label="Observado" color="warning" />
        <Tag label="Rechazado" color="error" />
        <Tag label="En revisión" color="info" />
        <Tag label="Institucional" color="primary" />
        <Tag label="General" />
      </DemoSection>
      <DemoSection title="Con icono">
        <Tag label="Presente" color="success" icon={<CheckCircleOutlined />} />
        <Tag label="Tardanza" color="warning" icon={<Schedule />} />
        <Tag label="Ausente" color="error" icon={<ErrorOutlined />} />
      </DemoSection>
      <DemoSection title="Se pueden quitar" description="Cada etiqueta tiene su botón «Quitar».">
        <DeletableTags />
      </DemoSection>
      <DemoSection title="Pequeñas">
        <Tag label="Nuevo" color="info" size="small" />
        <Tag label="Electivo" size="small" />
      </DemoSection>
    </>
  );
}
