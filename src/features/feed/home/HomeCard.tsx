import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { lazy, Suspense, useState } from 'react';
import { useConsultarNomenclaturas } from '@generated/main/endpoints/nomenclatura/nomenclatura';
import { nomenclatureLabel } from '@/lib/nomenclature';
import { roleOf, useSession } from '@/lib/session';
import { Skeleton } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import { texts } from '../texts';

// The panels, their data and their code follow the feed's first page (issue 36: first screen
// first). Until then, and while their code loads, they hold the place their own loading state
// holds, so nothing below moves.
const HomeCourses = lazy(() => import('./HomeCourses'));
const HomeProgramming = lazy(() => import('./HomeProgramming'));
const HomeSchedule = lazy(() => import('./HomeSchedule'));
const panelPlaceholder = <Skeleton variant="rectangular" height={120} />;

interface HomeCardProps {
  /** The feed's first page has shown (or failed): the panels may load now. */
  ready: boolean;
}

/**
 * spec §2 home card: 'Mis cursos' (its noun from the brand's nomenclature) and 'Mi horario' for
 * students, 'Mi programación' for teachers. 'Mis cursos' lists this period's courses, 'Mi
 * horario' today's classes and 'Mi programación' the teacher's hours a week and sections.
 */
export default function HomeCard({ ready }: HomeCardProps) {
  const { user } = useSession();
  const role = roleOf(user);
  const [tab, setTab] = useState(role === 'teacher' ? 'programacion' : 'cursos');
  const nomenclature = useConsultarNomenclaturas({
    query: { staleTime: Infinity, gcTime: Infinity, enabled: role === 'student' },
  });
  if (role !== 'student' && role !== 'teacher') return null;
  const courses = `Mis ${nomenclatureLabel(nomenclature.data?.results, 'COURSE', {
    userTypeId: 1,
    plural: true,
  })}`;
  const items =
    role === 'student'
      ? [
          { id: 'cursos', title: courses, tourAnchor: 'tour-mis-cursos' },
          { id: 'horario', title: texts.home.schedule, tourAnchor: 'tour-mi-horario' },
        ]
      : [{ id: 'programacion', title: texts.home.programming, tourAnchor: 'tour-programacion' }];
  return (
    <Card variant="outlined">
      <CardContent>
        <Tabs
          items={items}
          aria-label={texts.home.tabsLabel}
          value={tab}
          onChange={(id) => setTab(String(id))}
        >
          <Suspense fallback={panelPlaceholder}>
            {!ready ? (
              panelPlaceholder
            ) : tab === 'cursos' ? (
              <HomeCourses />
            ) : tab === 'horario' ? (
              <HomeSchedule />
            ) : (
              <HomeProgramming />
            )}
          </Suspense>
        </Tabs>
      </CardContent>
    </Card>
  );
}
