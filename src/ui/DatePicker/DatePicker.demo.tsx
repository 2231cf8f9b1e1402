import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { toCampusTime } from '@/lib/dates';
import { DemoSection, type PropDoc } from '../docs';
import DatePicker from './DatePicker';
import DateRangePicker from './DateRangePicker';
import type { DateRange } from './rangeSelection';

export const props: readonly PropDoc[] = [
  { name: 'label', type: 'string', description: 'Etiqueta del campo y nombre del selector.' },
  {
    name: 'value',
    type: 'string | Date | Dayjs | null (DateRange | null en rango)',
    description: 'Fecha y hora elegidas; en el rango, { start, end }.',
  },
  {
    name: 'onChange',
    type: '(value: Dayjs) => void (rango: (value: DateRange | null) => void)',
    description:
      "'Crear evento' entrega la fecha y hora; 'Aplicar' entrega el rango (null si está incompleto) y 'Borrar', null.",
  },
  {
    name: 'minDate / maxDate',
    type: 'string | Date | Dayjs',
    description: 'Primer y último día que se pueden elegir.',
  },
  {
    name: 'disabledDates',
    type: 'Array<string | Date | Dayjs>',
    description: 'Días que no se pueden elegir (por ejemplo feriados).',
  },
  {
    name: 'disabledWeekdays',
    type: 'number[]',
    default: '[6, 0]',
    description: 'Días de la semana deshabilitados (0 domingo … 6 sábado); [] habilita todos.',
  },
  {
    name: 'minutesStep',
    type: 'number',
    default: '1',
    description: 'Minutos entre opciones del reloj (solo fecha y hora).',
  },
  { name: 'disabled', type: 'boolean', default: 'false', description: 'Deshabilita el campo.' },
  { name: 'helperText', type: 'string', description: 'Ayuda o error bajo el campo.' },
];

interface SingleExampleProps {
  label: string;
  minutesStep?: number;
  allWeekdays?: boolean;
}

function SingleExample({ label, minutesStep, allWeekdays = false }: SingleExampleProps) {
  const [value, setValue] = useState<Dayjs | null>(null);
  const [limits] = useState(() => {
    const today = toCampusTime(Date.now()).startOf('day');
    return { min: today, max: today.add(2, 'month'), holiday: today.add(3, 'day') };
  });
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={setValue}
      minutesStep={minutesStep}
      minDate={limits.min}
      maxDate={limits.max}
      disabledDates={[limits.holiday]}
      disabledWeekdays={allWeekdays ? [] : undefined}
    />
  );
}

function RangeExample() {
  const [value, setValue] = useState<DateRange | null>(null);
  return (
    <DateRangePicker
      label="Periodo del reporte"
      value={value}
      onChange={setValue}
      helperText="El fin se propone 7 días después del inicio."
    />
  );
}

export default function DatePickerDemo() {
  return (
    <>
      <DemoSection
        title="Fecha y hora"
        description="Desde hoy y hasta dentro de dos meses; fines de semana y un feriado deshabilitados."
      >
        <SingleExample label="Fecha del evento" />
        <SingleExample label="Hora de la reunión" minutesStep={15} />
      </DemoSection>
      <DemoSection
        title="Todos los días"
        description="disabledWeekdays={[]} habilita sábado y domingo."
      >
        <SingleExample label="Fecha de entrega" allWeekdays />
      </DemoSection>
      <DemoSection
        title="Rango de fechas"
        description="Elige el inicio y luego el fin; 'Aplicar' sin fin deja el campo vacío."
      >
        <RangeExample />
      </DemoSection>
    </>
  );
}
