import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Cita } from '@generated/main/model';
import type { ReactNode } from 'react';
import { formatLongDate, formatTime } from '@/lib/dates';
import { texts } from '../texts';
import AppointmentState from './AppointmentState';

/** One of the student's appointments: when, with whom, how, why, and its actions. */
export default function AppointmentCard({ cita, actions }: { cita: Cita; actions?: ReactNode }) {
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {formatLongDate(cita.fechaHoraInicio)}, {formatTime(cita.fechaHoraInicio)}
          </Typography>
          <AppointmentState state={cita.estado} />
        </Stack>
        <Typography>
          {texts.appointment.with(cita.psicologo)} · {texts.appointment.modalities[cita.modalidad]}
        </Typography>
        <Typography color="text.secondary">{cita.motivo}</Typography>
        {cita.enlaceReunion && (
          <Link href={cita.enlaceReunion} target="_blank" rel="noopener noreferrer">
            {texts.history.meeting}
          </Link>
        )}
        {actions && (
          <Stack direction="row" spacing={1} sx={{ pt: 1, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
