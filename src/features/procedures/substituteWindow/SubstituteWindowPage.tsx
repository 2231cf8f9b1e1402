import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import type { Sustitutorio } from '@generated/main/model';
import {
  useListarSustitutorios,
  useRegistrarSustitutorio,
} from '@generated/main/endpoints/evaluacion-sustitutoria/evaluacion-sustitutoria';
import { applyServerErrors, useCampusForm } from '@/lib/forms';
import { notifySuccess } from '@/lib/http';
import { useCapitalizeName } from '@/lib/text';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { FormDatePicker, FormSelect } from '@/ui/Form';
import { LoadError } from '@/ui/LoadError';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../shared/substitute/texts';
import { windowEndError } from './windowRules';

interface Values {
  idCurso: number | null;
  fechaInicio: string | null;
  fechaFin: string | null;
}

/**
 * /superadmin/tramites/evaluacion-sustiturio/agregar (a course waiting for a window, `?curso=`
 * preselects it) and /actaulizar?id= (the window's dates; its course stays): one form.
 */
export default function SubstituteWindowPage() {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id')) || null;
  const query = useListarSustitutorios();
  const capitalize = useCapitalizeName();
  const data = query.data?.results;
  const editing = id ? data?.evaluaciones.find((window) => window.idEvaluacion === id) : undefined;
  return (
    <Stack spacing={3} sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {id ? texts.updateTitle : texts.addTitle}
      </Typography>
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={200} />}
      {data && id && !editing && <Alert severity="warning">{texts.notFound}</Alert>}
      {data && (!id || editing) && (
        <WindowForm
          key={editing?.version ?? 'nuevo'}
          editing={editing ?? null}
          courses={
            editing
              ? [{ id: editing.curso.idCurso, description: capitalize(editing.curso.nombre) }]
              : data.pendientes.map((pending) => ({
                  id: pending.idCurso,
                  description: `${capitalize(pending.curso)} (${capitalize(pending.programa)})`,
                }))
          }
          preselected={Number(searchParams.get('curso')) || null}
        />
      )}
      <Button
        component={RouterLink}
        href={paths.superadmin_evaluacion_sustitutoria_listar.getHref()}
        variant="text"
        sx={{ alignSelf: 'flex-start' }}
      >
        {texts.backToList}
      </Button>
    </Stack>
  );
}

interface WindowFormProps {
  editing: Sustitutorio | null;
  courses: { id: number; description: string }[];
  preselected: number | null;
}

function WindowForm({ editing, courses, preselected }: WindowFormProps) {
  const navigate = useNavigate();
  const save = useRegistrarSustitutorio();
  const form = useCampusForm<Values>({
    defaultValues: {
      idCurso:
        editing?.curso.idCurso ??
        (courses.some((course) => course.id === preselected) ? preselected : null),
      fechaInicio: editing?.fechaInicio ?? null,
      fechaFin: editing?.fechaFin ?? null,
    },
  });
  if (!editing && courses.length === 0) return <Typography>{texts.noPending}</Typography>;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        data: {
          ...(editing && { idEvaluacion: editing.idEvaluacion, version: editing.version }),
          idCurso: values.idCurso!,
          fechaInicio: values.fechaInicio!,
          fechaFin: values.fechaFin!,
        },
      },
      {
        onSuccess: (body) => {
          notifySuccess(body);
          void navigate(paths.superadmin_evaluacion_sustitutoria_listar.getHref());
        },
        onError: (error) => void applyServerErrors(error, form),
      },
    ),
  );
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <FormSelect
        control={form.control}
        name="idCurso"
        required={texts.courseRequired}
        label={texts.course}
        disabled={editing !== null}
        options={courses}
      />
      <FormDatePicker
        control={form.control}
        name="fechaInicio"
        required={texts.dateRequired}
        label={texts.opens}
        disabledWeekdays={[]}
      />
      <FormDatePicker
        control={form.control}
        name="fechaFin"
        rules={(values) => [(closes) => windowEndError(values.fechaInicio, closes)]}
        label={texts.closes}
        disabledWeekdays={[]}
      />
      <Button type="submit" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {save.isPending ? texts.saving : texts.save}
      </Button>
    </Stack>
  );
}
