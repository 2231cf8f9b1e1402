import { KB } from '@/lib/files';
import { DemoSection, type PropDoc } from '../docs';
import CvDropzone from './CvDropzone';

export const props: readonly PropDoc[] = [
  {
    name: 'onChange',
    type: '(file: File | null) => void',
    description: 'Recibe el CV aceptado, o null si se quita o se rechaza.',
  },
  {
    name: 'defaultValue',
    type: 'File | null',
    default: 'null',
    description: 'CV ya elegido, por ejemplo para mostrarlo en solo lectura.',
  },
  {
    name: 'label',
    type: 'string',
    default: "'Curriculum Vitae'",
    description: 'Nombre del campo, visible sobre la zona.',
  },
  {
    name: 'disabled',
    type: 'boolean',
    default: 'false',
    description: 'Ignora lo que se suelte o se haga clic y atenúa la zona.',
  },
  {
    name: 'readOnly',
    type: 'boolean',
    default: 'false',
    description: 'Ignora lo que se suelte o se haga clic, pero deja ver el archivo elegido.',
  },
];

const sentCv = new File([new Uint8Array(240 * KB)], 'CV-Lucia-Ramos.pdf', {
  type: 'application/pdf',
});

export default function CvDropzoneDemo() {
  return (
    <>
      <DemoSection
        title="Vacía"
        description="Arrastrar el archivo o elegirlo con clic, Enter o Espacio."
      >
        <CvDropzone />
      </DemoSection>
      <DemoSection title="Con CV elegido" description="Se muestra el nombre y el peso del archivo.">
        <CvDropzone label="CV actualizado" defaultValue={sentCv} />
      </DemoSection>
      <DemoSection title="Solo lectura" description="No acepta otro archivo.">
        <CvDropzone label="CV enviado" defaultValue={sentCv} readOnly />
      </DemoSection>
      <DemoSection title="Deshabilitado">
        <CvDropzone label="CV del postulante" disabled />
      </DemoSection>
    </>
  );
}
