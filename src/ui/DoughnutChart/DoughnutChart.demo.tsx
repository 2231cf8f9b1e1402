import { DemoSection, type PropDoc } from '../docs';
import DoughnutChart from './DoughnutChart';

export const props: readonly PropDoc[] = [
  { name: 'value', type: 'number', description: 'Cantidad alcanzada, entre 0 y limit.' },
  { name: 'limit', type: 'number', default: '100', description: 'Cantidad que cierra el anillo.' },
  {
    name: 'label',
    type: 'string',
    default: "'Avance'",
    description: 'Qué se mide; inicia la descripción que escuchan los lectores de pantalla.',
  },
  { name: 'size', type: 'number', default: '166', description: 'Diámetro en píxeles.' },
  { name: 'stroke', type: 'number', default: '7', description: 'Grosor del anillo en píxeles.' },
];

export default function DoughnutChartDemo() {
  return (
    <>
      <DemoSection
        title="Por defecto"
        description="Límite 100, 166 px de diámetro y anillo de 7 px."
      >
        <DoughnutChart value={75} label="Asistencia" />
      </DemoSection>
      <DemoSection title="Con otro límite" description="18 de 24 créditos.">
        <DoughnutChart value={18} limit={24} label="Créditos aprobados" size={120} stroke={10} />
      </DemoSection>
      <DemoSection
        title="Valores fuera de rango"
        description="En lugar del gráfico se explica qué valor enviar."
      >
        <DoughnutChart value={120} label="Asistencia" />
        <DoughnutChart value={-5} label="Asistencia" />
      </DemoSection>
    </>
  );
}
