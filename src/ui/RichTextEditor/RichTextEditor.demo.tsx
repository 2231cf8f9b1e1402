import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import type { MentionOption } from './mentions';
import RichTextEditor from './RichTextEditor';
import RichTextView from './RichTextView';

export const props: readonly PropDoc[] = [
  { name: 'label', type: 'string', description: 'Etiqueta visible; da nombre al área editable.' },
  {
    name: 'value',
    type: 'string',
    default: "''",
    description: 'HTML inicial. Después el editor maneja su propio contenido.',
  },
  {
    name: 'onChange',
    type: '(html: string, change: { length: number; error: string | null }) => void',
    description: 'Recibe el HTML saneado (vacío si no hay texto), los caracteres y el error.',
  },
  { name: 'min', type: 'number', default: '3', description: 'Mínimo de caracteres.' },
  {
    name: 'max',
    type: 'number',
    default: '250',
    description: 'Máximo de caracteres; también el total del contador.',
  },
  { name: 'required', type: 'boolean', default: 'false', description: 'El texto es obligatorio.' },
  {
    name: 'touched',
    type: 'boolean',
    default: 'false',
    description: 'Muestra los errores sin esperar a que el usuario salga del campo.',
  },
  {
    name: 'mentions',
    type: 'readonly { id: string; label: string }[]',
    default: '[]',
    description:
      'Personas que se sugieren al escribir «@»; la búsqueda solo acepta letras y espacios.',
  },
  {
    name: 'placeholder',
    type: 'string',
    default: "''",
    description: 'Texto de ayuda mientras el campo está vacío.',
  },
  {
    name: 'disabled',
    type: 'boolean',
    default: 'false',
    description: 'Solo lectura, con la barra de herramientas deshabilitada.',
  },
];

const classmates: readonly MentionOption[] = [
  { id: '1', label: 'Lucía Ramírez' },
  { id: '2', label: 'Jorge Huamán' },
  { id: '3', label: 'Ñusta Mamani' },
  { id: '4', label: 'Óscar Peña' },
];

const announcement =
  '<p><strong>Recordatorio:</strong> la práctica de <em>Redes I</em> se entrega el viernes.</p>' +
  '<ul><li>Informe en PDF</li><li>Capturas de la topología</li></ul>';

function PreviewDemo() {
  const [html, setHtml] = useState(announcement);
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 2 }}>
      <RichTextEditor label="Anuncio" value={announcement} onChange={setHtml} />
      <Typography variant="subtitle2" component="p">
        Vista previa
      </Typography>
      <RichTextView html={html} />
    </Box>
  );
}

export default function RichTextEditorDemo() {
  return (
    <>
      <DemoSection
        title="Comentario con menciones"
        description="Obligatorio, de 3 a 250 caracteres. Escribe «@» para mencionar a un compañero."
      >
        <RichTextEditor
          label="Comentario"
          required
          mentions={classmates}
          placeholder="Escribe tu comentario"
        />
      </DemoSection>
      <DemoSection
        title="Vista previa saneada"
        description="RichTextView muestra el HTML que emite el editor, ya saneado."
      >
        <PreviewDemo />
      </DemoSection>
      <DemoSection title="Deshabilitado">
        <RichTextEditor label="Observaciones" value="<p>Sin observaciones.</p>" disabled />
      </DemoSection>
    </>
  );
}
