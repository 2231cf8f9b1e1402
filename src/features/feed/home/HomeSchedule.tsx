import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { courseColor } from '@/lib/academic';
import { toCampusTime } from '@/lib/dates';
import { CURRENT_WEEK, classHours, modalityLabel, useWeekSchedule, weekOf } from '@/lib/schedule';
import { useCapitalizeName } from '@/lib/text';
import { paths } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';

const t = texts.home;

/**
 * The home card's 'Mi horario' tab: today's classes from this week's schedule (the request the
 * schedule page makes for the current week), and the way to the whole week.
 */
export default function HomeSchedule() {
  const [now] = useState(() => Date.now());
  const query = useWeekSchedule(weekOf(CURRENT_WEEK, now));
  const capitalize = useCapitalizeName();
  if (query.isPending) return <Skeleton variant="rectangular" height={120} />;
  if (query.isError) {
    return <LoadError message={t.scheduleError} onRetry={() => void query.refetch()} />;
  }
  const week = query.data.results;
  const today = toCampusTime(now).format('YYYY-MM-DD');
  const classes = week.filter(
    (item) => toCampusTime(item.fechaInicio).format('YYYY-MM-DD') === today,
  );
  const link = (
    <RouterLink href={paths.estudiantes_horario.getHref({ slug: CURRENT_WEEK })}>
      {t.fullSchedule}
    </RouterLink>
  );
  if (week.length === 0) {
    return (
      <Stack spacing={1.5} sx={{ pt: 2 }}>
        <Typography>{t.noSchedule}</Typography>
        {link}
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ pt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t.todayClasses}
      </Typography>
      {classes.length === 0 ? (
        <Typography>{t.noClassesToday}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {classes.map((item) => (
            <Box
              component="li"
              key={item.idSesion}
              sx={{ borderLeft: 4, borderLeftColor: courseColor(item.idSeccion), pl: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600 }}>{capitalize(item.descripcionCurso)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[classHours(item), modalityLabel[item.tipoModalidad], item.aula]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {link}
    </Stack>
  );
}
