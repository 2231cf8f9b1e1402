import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import Switch from './Switch';

export const props: readonly PropDoc[] = [
  { name: 'label', type: 'string', description: 'Qué activa el switch.' },
  {
    name: 'description',
    type: 'string',
    description: 'Una línea bajo el texto que explica el efecto; se lee como descripción.',
  },
  { name: 'checked', type: 'boolean', description: 'Activado o no (controlado).' },
  {
    name: 'defaultChecked',
    type: 'boolean',
    default: 'false',
    description: 'Estado inicial cuando no está controlado.',
  },
  {
    name: 'onChange',
    type: '(checked: boolean) => void',
    description: 'Recibe el nuevo estado.',
  },
  { name: 'disabled', type: 'boolean', default: 'false', description: 'Deshabilita el switch.' },
  { name: 'name', type: 'string', description: 'Nombre del campo en el formulario.' },
];

function PrivacySwitch() {
  const [visible, setVisible] = useState(true);
  return (
    <Switch
      label="Mostrar mi correo en el perfil"
      description={visible ? 'Tus compañeros ven tu correo.' : 'Solo tú ves tu correo.'}
      checked={visible}
      onChange={setVisible}
    />
  );
}

export default function SwitchDemo() {
  return (
    <>
      <DemoSection title="Simple">
        <Switch label="Modo oscuro" />
        <Switch label="Recibir avisos por correo" defaultChecked />
      </DemoSection>
      <DemoSection title="Con descripción" description="La descripción explica qué cambia.">
        <PrivacySwitch />
      </DemoSection>
      <DemoSection title="Deshabilitado">
        <Switch label="Sincronizar calendario" disabled />
        <Switch label="Notificaciones del curso" disabled defaultChecked />
      </DemoSection>
    </>
  );
}
