import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  AvanceCurricularResponseResultsItem,
  AvanceCurricularResponseResultsItemModulosItemCursosItem as ModuleCourse,
} from '@generated/main/model';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { Tag } from '@/ui/Tag';
import { moduleLabel } from '@/lib/academic';
import { useCapitalizeName } from '@/lib/text';
import { courseStateColor } from '../shared/courseState';
import { texts } from '../texts';

// A module holds a handful of courses: one page shows them all, and the page scrolls, not the table.
const MODULE_PAGE_SIZE = 20;
const NO_INNER_SCROLL = Number.MAX_SAFE_INTEGER;

const moduleColumns = (capitalize: (name: string) => string): TableColumn<ModuleCourse>[] => [
  { id: 'nombre', header: texts.progress.course, render: (c) => capitalize(c.nombre) },
  { id: 'creditos', header: texts.progress.credits, align: 'right' },
  { id: 'nota', header: texts.progress.grade, align: 'right', render: (c) => c.nota ?? '—' },
  { id: 'codigoPeriodo', header: texts.progress.period, render: (c) => c.codigoPeriodo ?? '—' },
  {
    id: 'estado',
    header: texts.progress.state,
    render: (c) => (
      <Tag label={texts.courseState[c.estado]} color={courseStateColor(c.estado)} size="small" />
    ),
  },
];

/** A programme's courses module by module, each with its credits, grade and curricular state. */
export default function ModuleCourses({
  programme,
}: {
  programme: AvanceCurricularResponseResultsItem;
}) {
  const capitalize = useCapitalizeName();
  const columns = moduleColumns(capitalize);
  const programmeName = capitalize(programme.nombreProducto);
  return (
    <Stack spacing={2}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {texts.progress.modulesOf(programmeName)}
      </Typography>
      {programme.modulos.map((module) => {
        const code = moduleLabel(module.codigoModulo) ?? module.codigoModulo;
        // 'Módulo único' is both the code's label and the module's name: said once.
        const label = code === module.nombreModulo ? code : `${code} · ${module.nombreModulo}`;
        return (
          <Stack key={module.codigoModulo} spacing={1}>
            <Typography component="h4" variant="subtitle2">
              {label}
            </Typography>
            <ResponsiveTable
              columns={columns}
              rows={module.cursos}
              label={`${programmeName}: ${label}`}
              pageSize={MODULE_PAGE_SIZE}
              maxHeight={NO_INNER_SCROLL}
              getRowKey={(course) => course.idCurso}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
