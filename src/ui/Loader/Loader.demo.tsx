import { DemoSection, type PropDoc } from '../docs';
import Loader from './Loader';

export const props: readonly PropDoc[] = [
  {
    name: 'label',
    type: 'string',
    default: "'Cargando'",
    description: 'Qué se está cargando; lo leen los lectores de pantalla.',
  },
  {
    name: 'showLabel',
    type: 'boolean',
    default: 'false',
    description: 'Muestra el texto bajo el indicador, con puntos que avanzan cada paso.',
  },
  {
    name: 'size',
    type: 'number',
    default: '40',
    description: 'Diámetro del indicador en píxeles.',
  },
  {
    name: 'fullHeight',
    type: 'boolean',
    default: 'false',
    description: 'Ocupa media pantalla y se centra; para páginas completas.',
  },
  {
    name: 'tick',
    type: 'number',
    default: '500',
    description: 'Milisegundos entre pasos de la animación.',
  },
];

export default function LoaderDemo() {
  return (
    <>
      <DemoSection
        title="Solo indicador"
        description="Para botones, tarjetas y secciones pequeñas."
      >
        <Loader size={24} />
        <Loader />
      </DemoSection>
      <DemoSection title="Con texto" description="Los puntos avanzan cada 500 ms.">
        <Loader showLabel label="Cargando tus cursos" />
      </DemoSection>
    </>
  );
}
