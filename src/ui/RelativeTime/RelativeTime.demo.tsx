import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatTime,
} from '@/lib/dates';
import { DemoSection, type PropDoc } from '../docs';
import RelativeTime from './RelativeTime';

export const props: readonly PropDoc[] = [
  {
    name: 'value',
    type: 'string | Date | number | Dayjs',
    description: 'Momento que se describe; el título muestra la fecha completa en hora de Lima.',
  },
  {
    name: 'sx',
    type: 'SxProps<Theme>',
    description: 'Estilos del elemento <time>.',
  },
];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const AGES = [0, 45 * SECOND, 5 * MINUTE, 3 * HOUR, 2 * DAY, 4 * 30 * DAY, 365 * DAY];

const SAMPLE = '2026-03-02T20:05:00Z';

const formats = [
  { name: 'formatDate', text: formatDate(SAMPLE) },
  { name: 'formatTime', text: formatTime(SAMPLE) },
  { name: 'formatDateTime', text: formatDateTime(SAMPLE) },
  { name: 'formatLongDate', text: formatLongDate(SAMPLE) },
  { name: 'formatLongDateTime', text: formatLongDateTime(SAMPLE) },
];

export default function RelativeTimeDemo() {
  const [now] = useState(() => Date.now());
  return (
    <>
      <DemoSection
        title="Etiquetas"
        description="Se actualizan cada minuto; al pasar el puntero se ve la fecha completa."
      >
        {AGES.map((age) => (
          <RelativeTime key={age} value={now - age} />
        ))}
      </DemoSection>
      <DemoSection
        title="Formatos es-PE"
        description="Funciones de @/lib/dates, siempre en hora de Lima."
      >
        <Stack spacing={0.5}>
          {formats.map(({ name, text }) => (
            <Typography key={name} variant="body2">
              <code>{name}</code>: {text}
            </Typography>
          ))}
        </Stack>
      </DemoSection>
    </>
  );
}
