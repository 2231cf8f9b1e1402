import MailOutlined from '@mui/icons-material/MailOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { DemoSection, type PropDoc } from '../docs';
import Badge from './Badge';

export const props: readonly PropDoc[] = [
  {
    name: 'content',
    type: 'number',
    description: 'Cantidad a mostrar; 0 o vacío oculta el badge.',
  },
  {
    name: 'max',
    type: 'number',
    default: '9',
    description: 'Mayor cantidad que se muestra tal cual; por encima se lee «9+».',
  },
  {
    name: 'color',
    type: "'error' | 'primary' | 'secondary' | 'success' | 'warning' | 'info'",
    default: "'error'",
    description: 'Color de la paleta del tema.',
  },
  {
    name: 'variant',
    type: "'standard' | 'dot'",
    default: "'standard'",
    description: 'dot muestra un punto en lugar del número.',
  },
  {
    name: 'showZero',
    type: 'boolean',
    default: 'false',
    description: 'Muestra el badge también cuando la cantidad es 0.',
  },
  {
    name: 'aria-label',
    type: 'string',
    description:
      'Qué significa la cantidad; el badge y su icono se anuncian como una imagen con este nombre.',
  },
  {
    name: 'children',
    type: 'ReactNode',
    description: 'Elemento sobre el que se muestra, normalmente un icono.',
  },
];

export default function BadgeDemo() {
  return (
    <>
      <DemoSection title="Cantidad" description="Por encima de 9 se muestra «9+».">
        <Badge content={3} aria-label="3 notificaciones sin leer">
          <NotificationsOutlined />
        </Badge>
        <Badge content={12} aria-label="12 notificaciones sin leer">
          <NotificationsOutlined />
        </Badge>
      </DemoSection>
      <DemoSection title="Sin pendientes" description="En 0 se oculta, salvo con showZero.">
        <Badge content={0} aria-label="Sin mensajes nuevos">
          <MailOutlined />
        </Badge>
        <Badge content={0} showZero aria-label="0 mensajes nuevos">
          <MailOutlined />
        </Badge>
      </DemoSection>
      <DemoSection title="Colores y punto">
        <Badge content={5} color="primary" aria-label="5 mensajes nuevos">
          <MailOutlined />
        </Badge>
        <Badge content={2} color="success" aria-label="2 mensajes nuevos">
          <MailOutlined />
        </Badge>
        <Badge variant="dot" color="info" aria-label="Hay mensajes nuevos">
          <MailOutlined />
        </Badge>
      </DemoSection>
    </>
  );
}
