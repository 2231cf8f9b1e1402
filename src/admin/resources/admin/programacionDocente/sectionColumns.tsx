import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { SeccionProceso } from '@generated/main/model';
import StateTag from '@/admin/StateTag';
import { weeklySession } from '@/lib/schedule';
import type { TableColumn } from '@/ui/ResponsiveTable';
import { stateColors } from './stateColors';
import { texts } from './texts';

/** The timetable as one line per weekly class. */
export const Timetable = ({ section }: { section: SeccionProceso }) => (
  <Box component="span" sx={{ display: 'block' }}>
    {section.horarios.map((session) => (
      <Box key={`${session.dia}-${session.horaInicio}`} component="span" sx={{ display: 'block' }}>
        {weeklySession(session)}
      </Box>
    ))}
  </Box>
);

const teacherOf = (section: SeccionProceso) =>
  section.docente ??
  (section.motivoRechazo ? texts.rejectedBecause(section.motivoRechazo) : texts.noTeacher);

/**
 * The columns a process's sections show; `course` draws the course cell (a link to where the
 * page leads) and `actions`, when given, a last column.
 */
export const sectionColumns = (
  course: (section: SeccionProceso) => ReactNode,
  actions?: (section: SeccionProceso) => ReactNode,
): TableColumn<SeccionProceso>[] => [
  { id: 'curso', header: texts.course, render: course },
  { id: 'codigoGrupo', header: texts.group },
  {
    id: 'programa',
    header: texts.programme,
    render: (section) => `${section.programa} · ${section.ciclo}`,
  },
  { id: 'horarios', header: texts.timetable, render: (section) => <Timetable section={section} /> },
  {
    id: 'horasSemanales',
    header: texts.weeklyHours,
    align: 'right',
    render: (section) => texts.hours(section.horasSemanales),
  },
  {
    id: 'estado',
    header: texts.state,
    render: (section) => (
      <StateTag state={section.estado} labels={texts.states} colors={stateColors} size="small" />
    ),
  },
  { id: 'docente', header: texts.teacher, render: teacherOf },
  ...(actions ? [{ id: 'acciones', header: '', render: actions }] : []),
];
