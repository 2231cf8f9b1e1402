import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClaseActual } from '@generated/main/model';
import { courseColor } from '@/lib/academic';
import type { AttendanceRole } from '@/lib/attendance/rules';
import { formatTime } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';
import { Button } from '@/ui/Button';
import { Tag } from '@/ui/Tag';
import { classAction } from './classAction';
import { texts } from '../texts';

interface ClassCardProps {
  item: ClaseActual;
  role: AttendanceRole;
  /** The attendance clock (refreshed every 60 s). */
  now: number;
  marking: boolean;
  onMark: () => void;
}

const statusColor = { A: 'success', T: 'warning', F: 'error', J: 'info' } as const;

/** One of today's classes: its hours and place, the state button and the Teams button. */
export default function ClassCard({ item, role, now, marking, onMark }: ClassCardProps) {
  const action = classAction(item, role, now);
  const capitalize = useCapitalizeName();
  const headingId = `clase-${item.idSesion}`;
  const hoursId = `clase-${item.idSesion}-horas`;
  return (
    <Box
      component="li"
      // Named by course and hours: a section can meet twice in a day.
      aria-labelledby={`${headingId} ${hoursId}`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: courseColor(item.idSeccion),
        borderRadius: 2,
        p: 1.5,
      }}
    >
      <Stack spacing={0.5}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
          {capitalize(item.nombreCurso)}
        </Typography>
        <Typography variant="body2" id={hoursId}>
          {texts.hours(formatTime(item.fechaHoraInicio), formatTime(item.fechaHoraFin))} ·{' '}
          {texts.group(item.grupoCodigo)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.place(item.aula, capitalize(item.campus))}
          {role === 'alumno' && ` · ${texts.teacher(capitalize(item.docenteNombre))}`}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          <Tag size="small" label={texts.modality[item.claseModalidad]} />
          {item.esAsincronico && <Tag size="small" color="warning" label={texts.async} />}
          {item.estadoAsistencia && (
            <Tag size="small" color={statusColor[item.estadoAsistencia]} label={action.label} />
          )}
        </Stack>
        {action.note && (
          <Typography variant="body2" color="text.secondary">
            {action.note}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 0.5 }}>
          {action.showButton && (
            <Button
              disabled={!action.canMark}
              loading={marking}
              onClick={onMark}
              aria-describedby={headingId}
            >
              {action.label}
            </Button>
          )}
          {item.enlaceTeams && item.linkTeams && (
            // A link to the meeting, styled as the library's secondary button.
            <MuiButton
              variant="outlined"
              endIcon={<OpenInNew />}
              disabled={!action.teamsOpen}
              href={item.linkTeams}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={texts.teamsLabel(item.nombreCurso)}
            >
              {texts.teams}
            </MuiButton>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
