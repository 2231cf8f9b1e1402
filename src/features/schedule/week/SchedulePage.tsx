import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { Skeleton } from '@/ui/Skeleton';
import CalendarSubscription from './CalendarSubscription';
import { texts } from '../texts';
import { CURRENT_WEEK, useWeekSchedule, weekOf, weekSlug } from '@/lib/schedule';
import WeekSchedule from './WeekSchedule';

const phoneNarrow = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { px: 0.75 } });

const dayOfMonth = (day: { format: (pattern: string) => string }, withYear: boolean) =>
  day.format(withYear ? 'D [de] MMMM [de] YYYY' : 'D [de] MMMM');

/**
 * /estudiantes/horario/{slug}: a week of the student's classes from Monday (spec §2, §9). The
 * slug keeps the week in the address ('semana' for the current one, else its Monday), so the
 * previous and next weeks are links the browser's back button knows.
 */
export default function SchedulePage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const monday = weekOf(slug, now);
  const sunday = monday.add(6, 'day');
  const query = useWeekSchedule(monday);
  const isCurrent = weekSlug(monday, now) === CURRENT_WEEK;
  const buttonSize = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
    ? 'small'
    : 'medium';
  const go = (target: typeof monday) =>
    void navigate(paths.estudiantes_horario.getHref({ slug: weekSlug(target, now) }));

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <PageHeader title={texts.title} intro={texts.intro} />
        <CalendarSubscription />
      </Stack>
      {/* Gaps, not margins, between the weeks' buttons: a button that wraps starts at the
          line's edge. A phone gets small, narrow ones, so both weeks fit on one line (issue 32). */}
      <Stack
        component="nav"
        aria-label={texts.navigation}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          variant="secondary"
          size={buttonSize}
          sx={phoneNarrow}
          startIcon={<ChevronLeft />}
          onClick={() => go(monday.subtract(7, 'day'))}
        >
          {texts.previous}
        </Button>
        <Button
          variant="secondary"
          size={buttonSize}
          sx={phoneNarrow}
          endIcon={<ChevronRight />}
          onClick={() => go(monday.add(7, 'day'))}
        >
          {texts.next}
        </Button>
        {!isCurrent && (
          <Button
            variant="text"
            size={buttonSize}
            sx={phoneNarrow}
            onClick={() => go(weekOf(CURRENT_WEEK, now))}
          >
            {texts.current}
          </Button>
        )}
      </Stack>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }} aria-live="polite">
        {texts.weekLabel(
          dayOfMonth(monday, monday.year() !== sunday.year()),
          dayOfMonth(sunday, true),
        )}
      </Typography>
      <QueryState
        query={query}
        loadError={texts.loadError}
        skeleton={<Skeleton variant="rectangular" height={320} />}
        isEmpty={({ results }) => results.length === 0}
        empty={texts.empty}
      >
        {({ results }) => <WeekSchedule monday={monday} classes={results} now={now} />}
      </QueryState>
    </Stack>
  );
}
