import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { DemoSection, type PropDoc } from '../docs';
import Tooltip from './Tooltip';

export const props: readonly PropDoc[] = [
  {
    name: 'title',
    type: 'ReactNode',
    description: "Texto de ayuda; si está vacío muestra 'No se encontró información'.",
  },
  {
    name: 'children',
    type: 'ReactElement',
    description: 'Elemento enfocable al que pertenece la ayuda.',
  },
  {
    name: 'placement',
    type: "'top' | 'bottom' | 'left' | 'right' | …",
    default: "'top'",
    description: 'Lado del elemento donde aparece.',
  },
  {
    name: 'arrow',
    type: 'boolean',
    default: 'true',
    description: 'Dibuja la flecha que apunta al elemento.',
  },
  {
    name: 'describeChild',
    type: 'boolean',
    default: 'false',
    description:
      'La ayuda describe al elemento en lugar de darle nombre; para elementos con nombre propio.',
  },
];

export default function TooltipDemo() {
  return (
    <>
      <DemoSection
        title="Al pasar o enfocar"
        description="Aparece con el puntero y también al llegar con el teclado (Tab)."
      >
        <Tooltip title="Descarga la constancia en PDF" describeChild>
          <Button variant="outlined">Descargar constancia</Button>
        </Tooltip>
        <Tooltip title="Más información sobre la matrícula">
          <IconButton>
            <InfoOutlined />
          </IconButton>
        </Tooltip>
      </DemoSection>
      <DemoSection
        title="Texto largo"
        description="El ancho máximo es de 253 px; el texto continúa en otra línea."
      >
        <Tooltip
          title="Podrás solicitar la rectificación de notas hasta siete días después de publicada la calificación final del curso."
          placement="bottom"
          describeChild
        >
          <Button variant="outlined">Rectificación de notas</Button>
        </Tooltip>
      </DemoSection>
      <DemoSection
        title="Sin información"
        description="Un texto vacío muestra el mensaje del catálogo."
      >
        <Tooltip title="" describeChild>
          <Button variant="outlined">Detalle del curso</Button>
        </Tooltip>
      </DemoSection>
    </>
  );
}
