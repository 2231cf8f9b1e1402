import type { CursoFinalizado } from '@generated/main/model';
import type { TableColumn } from '@/ui/ResponsiveTable';
import { Tag } from '@/ui/Tag';
import { moduleLabel } from '@/lib/academic';
import { texts } from '../texts';

const { history, progress } = texts;

/** The columns of a finished course's grade: course, module, credits, grade and passed or not. */
export const gradeColumns = (
  capitalize: (name: string) => string,
): TableColumn<CursoFinalizado>[] => [
  { id: 'nombre', header: progress.course, render: (course) => capitalize(course.nombre) },
  {
    id: 'codigoModulo',
    header: progress.module,
    render: (course) => moduleLabel(course.codigoModulo) ?? course.codigoModulo,
  },
  { id: 'creditos', header: progress.credits, align: 'right' },
  { id: 'nota', header: progress.grade, align: 'right' },
  {
    id: 'aprobado',
    header: progress.state,
    render: (course) =>
      course.aprobado ? (
        <Tag label={history.passed} color="success" size="small" />
      ) : (
        <Tag label={history.failed} color="error" size="small" />
      ),
  },
];
