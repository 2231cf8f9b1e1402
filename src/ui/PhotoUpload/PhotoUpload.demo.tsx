import { KB } from '@/lib/files';
import { DemoSection, type PropDoc } from '../docs';
import PhotoUpload from './PhotoUpload';

export const props: readonly PropDoc[] = [
  { name: 'src', type: 'string', description: 'Foto actual, visible hasta recortar una nueva.' },
  {
    name: 'onChange',
    type: '(photo: AttachedFile) => void',
    description: 'Recibe la foto recortada de 164 × 164 px: { file (data URL), name, ext, size }.',
  },
  {
    name: 'maxSize',
    type: 'number',
    default: '5242880',
    description: 'Peso máximo del archivo elegido en bytes (5MB).',
  },
  {
    name: 'label',
    type: 'string',
    default: "'Foto de perfil'",
    description: 'Nombre del campo, visible sobre la foto.',
  },
  { name: 'disabled', type: 'boolean', default: 'false', description: 'Desactiva el cambio.' },
];

// A fictitious person's initials, drawn inline so the demo needs no network.
const currentPhoto = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="164" height="164">' +
    '<rect width="164" height="164" fill="#2f5d8a"/>' +
    '<text x="82" y="100" font-size="56" font-family="sans-serif" fill="#fff" ' +
    'text-anchor="middle">LQ</text></svg>',
)}`;

export default function PhotoUploadDemo() {
  return (
    <>
      <DemoSection
        title="Sin foto"
        description="Elegir una foto JPG o PNG, recortarla en cuadrado y confirmarla."
      >
        <PhotoUpload />
      </DemoSection>
      <DemoSection title="Con foto actual" description="La foto actual se reemplaza al recortar.">
        <PhotoUpload label="Foto del docente" src={currentPhoto} />
      </DemoSection>
      <DemoSection
        title="Límite de 500KB"
        description="El mensaje de peso muestra el máximo en KB."
      >
        <PhotoUpload label="Foto del carné" maxSize={500 * KB} />
      </DemoSection>
      <DemoSection title="Deshabilitado">
        <PhotoUpload label="Foto bloqueada" src={currentPhoto} disabled />
      </DemoSection>
    </>
  );
}
