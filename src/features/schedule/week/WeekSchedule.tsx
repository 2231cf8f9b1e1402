import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClaseHorario } from '@generated/main/model';
import { toCampusTime, type dayjs } from '@/lib/dates';
import ScheduleClass from './ScheduleClass';
import { texts } from '../texts';
import { weekDays } from '@/lib/schedule';

interface WeekScheduleProps {
  monday: dayjs.Dayjs;
  classes: readonly ClaseHorario[];
  now: number;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The week as seven days, Monday first, each with its classes in order (or 'Sin clases'). */
export default function WeekSchedule({ monday, classes, now }: WeekScheduleProps) {
  const today = toCampusTime(now).format('YYYY-MM-DD');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
      }}
    >
      {weekDays(monday).map((day) => {
        const key = day.format('YYYY-MM-DD');
        const ofDay = classes.filter(
          (item) => toCampusTime(item.fechaInicio).format('YYYY-MM-DD') === key,
        );
        const headingId = `dia-${key}`;
        return (
          <Stack
            key={key}
            component="section"
            aria-labelledby={headingId}
            spacing={1}
            sx={{
              border: 1,
              borderColor: key === today ? 'primary.main' : 'divider',
              borderRadius: 2,
              p: 2,
            }}
          >
            <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {capitalised(day.format('dddd D [de] MMMM'))}
              {key === today && ` · ${texts.today}`}
            </Typography>
            {ofDay.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {texts.noClasses}
              </Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {ofDay.map((item) => (
                  <ScheduleClass key={item.idSesion} item={item} />
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Box>
  );
}
