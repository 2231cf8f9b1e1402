import Box from '@mui/material/Box';
import { useState } from 'react';
import { MB, type AttachedFile } from '@/lib/files';
import { DemoSection, type PropDoc } from '../docs';
import FileInput, { type FileInputProps } from './FileInput';

export const props: readonly PropDoc[] = [
  { name: 'label', type: 'string', description: 'Nombre del campo, visible sobre el botón.' },
  {
    name: 'value',
    type: 'AttachedFile[]',
    description: 'Archivos adjuntos: { file (data URL), name, ext, size }.',
  },
  {
    name: 'onChange',
    type: '(files: AttachedFile[]) => void',
    description: 'Recibe la lista completa tras cada archivo aceptado o quitado.',
  },
  { name: 'multiple', type: 'boolean', default: 'false', description: 'Permite varios archivos.' },
  { name: 'minFiles', type: 'number', default: '0', description: 'Mínimo de archivos (múltiple).' },
  {
    name: 'maxFiles',
    type: 'number',
    default: '2',
    description: 'Máximo de archivos; al superarlo avisa con un mensaje emergente.',
  },
  {
    name: 'extensions',
    type: 'string',
    default: "''",
    description:
      "Extensiones permitidas separadas por comas, p. ej. 'pdf,png'; vacío permite todas.",
  },
  { name: 'maxSize', type: 'number', description: 'Peso máximo de cada archivo en bytes.' },
  { name: 'minWidth', type: 'number', description: 'Ancho mínimo en px de las imágenes.' },
  { name: 'maxWidth', type: 'number', description: 'Ancho máximo en px de las imágenes.' },
  { name: 'minHeight', type: 'number', description: 'Alto mínimo en px de las imágenes.' },
  { name: 'maxHeight', type: 'number', description: 'Alto máximo en px de las imágenes.' },
  { name: 'required', type: 'boolean', default: 'false', description: 'Exige adjuntar archivo.' },
  {
    name: 'showErrors',
    type: 'boolean',
    default: 'false',
    description: 'Muestra los errores aunque no se haya tocado el campo (al enviar).',
  },
  {
    name: 'error',
    type: 'string | null',
    description: 'Mensaje decidido fuera (un formulario o el servidor); reemplaza su regla.',
  },
  { name: 'disabled', type: 'boolean', default: 'false', description: 'Desactiva el campo.' },
  {
    name: 'buttonText',
    type: 'string',
    default: "'Seleccionar archivo'",
    description: 'Texto del botón que abre el selector.',
  },
  { name: 'helperText', type: 'string', description: 'Ayuda bajo el campo mientras no hay error.' },
];

type ExampleProps = Omit<FileInputProps, 'value' | 'onChange'> & { initial?: AttachedFile[] };

function Example({ initial = [], ...rest }: ExampleProps) {
  const [files, setFiles] = useState<AttachedFile[]>(initial);
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FileInput {...rest} value={files} onChange={setFiles} />
    </Box>
  );
}

const sampleFile: AttachedFile = {
  file: 'data:application/pdf;base64,JVBERi0xLjQK',
  name: 'constancia-matricula.pdf',
  ext: 'pdf',
  size: 184_320,
};

export default function FileInputDemo() {
  return (
    <>
      <DemoSection title="Un archivo" description="Obligatorio, PDF o PNG de hasta 2 MB.">
        <Example label="Constancia de estudios" required extensions="pdf,png" maxSize={2 * MB} />
      </DemoSection>
      <DemoSection
        title="Varios archivos"
        description="Hasta dos adjuntos; los repetidos no se agregan dos veces."
      >
        <Example
          label="Sustentos del trámite"
          multiple
          extensions="pdf,png,jpg,jpeg"
          maxSize={5 * MB}
          buttonText="Adjuntar archivos"
          helperText="PDF o imagen, máximo 5 MB cada uno."
        />
      </DemoSection>
      <DemoSection title="Imagen con medidas" description="PNG, JPG o SVG de 100 a 800 px.">
        <Example
          label="Imagen de portada"
          extensions="png,jpg,jpeg,svg"
          minWidth={100}
          maxWidth={800}
          minHeight={100}
          maxHeight={800}
        />
      </DemoSection>
      <DemoSection title="Deshabilitado">
        <Example label="Comprobante de pago" disabled initial={[sampleFile]} />
      </DemoSection>
    </>
  );
}
