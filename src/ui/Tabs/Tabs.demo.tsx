import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import Tabs, { type TabId, type TabItem } from './Tabs';

export const props: readonly PropDoc[] = [
  {
    name: 'items',
    type: 'TabItem[]',
    description:
      'Pestañas: id (o código), title, iconName, active, disable, badge (muestra 9+ sobre 9) y canGoTo.',
  },
  { name: 'aria-label', type: 'string', description: 'Nombre de la lista de pestañas.' },
  {
    name: 'value',
    type: 'string | number',
    default: 'la pestaña active, si no la primera',
    description: 'Pestaña seleccionada (controlada).',
  },
  { name: 'onChange', type: '(id) => void', description: 'Al pasar a otra pestaña.' },
  {
    name: 'onBlocked',
    type: '(item) => void',
    description: 'En lugar de onChange, si la pestaña elegida tiene canGoTo en false.',
  },
  { name: 'children', type: 'ReactNode', description: 'Contenido de la pestaña seleccionada.' },
];

const homeTabs: TabItem[] = [
  { id: 'cursos', title: 'Mis cursos', iconName: 'book', active: true },
  { id: 'horario', title: 'Mi horario', iconName: 'calendar' },
];

const notificationTabs: TabItem[] = [
  { id: 'TODAS', title: 'Todas', badge: 12 },
  { id: 'ACADEMICAS', title: 'Académicas', badge: 3, disable: true },
  { id: 'ADMINISTRATIVAS', title: 'Administrativas', badge: 1 },
];

const weekTabs: TabItem[] = [
  { id: 1, title: 'Semana actual' },
  { id: 2, title: 'Semana siguiente', canGoTo: false },
];

const courseTabs: TabItem[] = [
  'Comunicación Efectiva',
  'Matemática Aplicada',
  'Diseño Gráfico',
  'Contabilidad General',
  'Inglés Técnico',
  'Ética Profesional',
].map((title, index) => ({ id: index, title, iconName: 'school' }));

function HomeExample() {
  const [tab, setTab] = useState<TabId>('cursos');
  return (
    <Tabs items={homeTabs} aria-label="Inicio" value={tab} onChange={setTab}>
      <Typography>
        {tab === 'cursos' ? 'Tienes 5 cursos este ciclo.' : 'Hoy no tienes clases.'}
      </Typography>
    </Tabs>
  );
}

function UnsavedExample() {
  const [blocked, setBlocked] = useState(false);
  return (
    <>
      <Tabs items={weekTabs} aria-label="Semanas" onBlocked={() => setBlocked(true)} />
      <Typography role="status" color="text.secondary">
        {blocked &&
          'No puedes moverte entre semanas sin antes guardar los horarios que seleccionaste'}
      </Typography>
    </>
  );
}

export default function TabsDemo() {
  return (
    <>
      <DemoSection title="Con icono y contenido" description="Las flechas mueven entre pestañas.">
        <HomeExample />
      </DemoSection>
      <DemoSection
        title="Con contador y deshabilitada"
        description="Sobre 9 se muestra 9+. Las flechas saltan la pestaña deshabilitada."
      >
        <Tabs items={notificationTabs} aria-label="Notificaciones" />
      </DemoSection>
      <DemoSection
        title="Sin poder cambiar"
        description="Con horarios sin guardar no se puede pasar a la semana siguiente."
      >
        <UnsavedExample />
      </DemoSection>
      <DemoSection title="Muchas pestañas" description="En pantallas angostas se desplazan.">
        <Tabs items={courseTabs} aria-label="Cursos" />
      </DemoSection>
    </>
  );
}
