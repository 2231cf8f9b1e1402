import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import Button from './Button';

export const props: readonly PropDoc[] = [
  {
    name: 'variant',
    type: "'primary' | 'secondary' | 'text'",
    default: "'primary'",
    description:
      'primary (relleno) para la acción principal, secondary (borde) y text para las menores.',
  },
  {
    name: 'size',
    type: "'small' | 'medium' | 'large'",
    default: "'medium'",
    description: 'Tamaño del botón.',
  },
  {
    name: 'startIcon / endIcon',
    type: 'ReactNode',
    description: 'Icono antes o después del texto.',
  },
  {
    name: 'fullWidth',
    type: 'boolean',
    default: 'false',
    description: 'Ocupa todo el ancho de su contenedor.',
  },
  {
    name: 'loading',
    type: 'boolean',
    default: 'false',
    description:
      'Acción en curso: muestra un indicador, deshabilita el botón y lo marca ocupado; un doble clic no envía dos veces.',
  },
  {
    name: 'disabled',
    type: 'boolean',
    default: 'false',
    description: 'Deshabilita el botón.',
  },
  {
    name: 'type',
    type: "'button' | 'submit' | 'reset'",
    default: "'button'",
    description: 'Tipo del botón dentro de un formulario.',
  },
  {
    name: 'href',
    type: 'string',
    description: 'Convierte el botón en un enlace a esta dirección.',
  },
  {
    name: 'component',
    type: 'ElementType',
    default: "'button' (o 'a' con href)",
    description: 'Elemento a dibujar, por ejemplo un enlace del enrutador que recibe href.',
  },
  {
    name: 'onClick',
    type: '(event) => void',
    description: 'Se llama al hacer clic.',
  },
];

function LoadingExample() {
  const [loading, setLoading] = useState(false);
  const send = () => {
    setLoading(true);
    window.setTimeout(() => setLoading(false), 2000);
  };
  return (
    <Button loading={loading} onClick={send}>
      Enviar solicitud
    </Button>
  );
}

export default function ButtonDemo() {
  return (
    <>
      <DemoSection
        title="Variantes"
        description="Una acción principal por vista; las demás, secundarias o de texto."
      >
        <Button>Guardar</Button>
        <Button variant="secondary">Cancelar</Button>
        <Button variant="text">Ver detalle</Button>
        <Button disabled>No disponible</Button>
      </DemoSection>
      <DemoSection title="Tamaños">
        <Button size="small">Pequeño</Button>
        <Button>Mediano</Button>
        <Button size="large">Grande</Button>
      </DemoSection>
      <DemoSection title="Con icono">
        <Button startIcon={<Add />}>Nuevo trámite</Button>
        <Button variant="secondary" endIcon={<Download />}>
          Descargar constancia
        </Button>
      </DemoSection>
      <DemoSection
        title="Cargando"
        description="Pulsa el botón: queda ocupado dos segundos y no acepta otro clic."
      >
        <LoadingExample />
        <Button loading variant="secondary">
          Guardando
        </Button>
      </DemoSection>
      <DemoSection title="Como enlace">
        <Button variant="text" href="#reglamento" endIcon={<OpenInNew />}>
          Leer el reglamento
        </Button>
      </DemoSection>
      <DemoSection title="Ancho completo">
        <Button fullWidth size="large">
          Ingresar
        </Button>
      </DemoSection>
    </>
  );
}
