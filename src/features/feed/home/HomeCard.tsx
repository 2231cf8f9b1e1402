import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useDeferredValue, useMemo, useState } from 'react';
import { useConsultarNomenclaturas } from '@generated/main/endpoints/nomenclatura/nomenclatura';
import { useAfterFirstScreen } from '@/lib/firstScreen';
import { nomenclatureLabel } from '@/lib/nomenclature';
import { roleOf, useSession } from '@/lib/session';
import { Tabs } from '@/ui/Tabs';
import { texts } from '../texts';
import HomeCourses from './HomeCourses';
import HomeProgramming from './HomeProgramming';
import HomeSchedule from './HomeSchedule';

/**
 * spec §2 home card: 'Mis cursos' (its noun from the brand's nomenclature) and 'Mi horario' for
 * students, 'Mi programación' for teachers. 'Mis cursos' lists this period's courses, 'Mi
 * horario' today's classes and 'Mi programación' the teacher's hours a week and sections.
 */
export default function HomeCard() {
  const { user } = useSession();
  const role = roleOf(user);
  const [tab, setTab] = useState(role === 'teacher' ? 'programacion' : 'cursos');
  // The tap marks its tab at once; the panel's new content (its list, its request) renders after
  // that frame, in a render the next tap can interrupt (issue 57: the switch took 700 ms at 4x
  // CPU, the content's mount and the tab bar's measuring in one task).
  const shownTab = useDeferredValue(tab);
  // The same element while only the selection changes: that render skips the panel.
  const panel = useMemo(
    () =>
      shownTab === 'cursos' ? (
        <HomeCourses />
      ) : shownTab === 'horario' ? (
        <HomeSchedule />
      ) : (
        <HomeProgramming />
      ),
    [shownTab],
  );
  // The open tab's content is part of home's first screen; the tabs follow it (issue 36).
  const afterFirstScreen = useAfterFirstScreen();
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
          listPending={!afterFirstScreen}
        >
          {panel}
        </Tabs>
      </CardContent>
    </Card>
  );
}
