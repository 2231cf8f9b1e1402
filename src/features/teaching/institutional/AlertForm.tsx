import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { MotivoAlerta } from '@generated/main/model';
import {
  useListarCursosDocente,
  useObtenerSeccionDocente,
} from '@generated/main/endpoints/docente-cursos/docente-cursos';
import { useRegistrarAlertaDocente } from '@generated/main/endpoints/docente-institucional/docente-institucional';
import { applyServerErrors, useCampusForm, useSubmit, validateWith } from '@/lib/forms';
import { isApiError, notifyError, notifySuccess } from '@/lib/http';
import { toast } from '@/lib/toast';
import { VALIDATION_MESSAGES, maxLength, minLength, type Validator } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { Select } from '@/ui/Select';
import { TextArea } from '@/ui/TextArea';
import { texts } from './texts';

const t = texts.alerts;

/** The server counts the comment once trimmed: so does the form. */
const trimmed =
  (validator: Validator): Validator =>
  (value) =>
    validator(value.trim());
const COMMENT_RULES = [trimmed(minLength(10)), trimmed(maxLength(500))];

interface AlertValues {
  idSeccion: number | null;
  idMatricula: number | null;
  motivo: MotivoAlerta | null;
  comentario: string;
}

const EMPTY: AlertValues = { idSeccion: null, idMatricula: null, motivo: null, comentario: '' };
const REASON_OPTIONS = (Object.keys(t.reasons) as MotivoAlerta[]).map((reason) => ({
  id: reason,
  description: t.reasons[reason],
}));
const chosen = (value: unknown) =>
  value === null || value === '' ? VALIDATION_MESSAGES.required : true;

/**
 * A new alert: one of the teacher's classes, a student of its roster, the reason and what they
 * saw. Sent once; a refusal keeps what was typed, under the field it concerns when it names one.
 */
export default function AlertForm() {
  const form = useCampusForm<AlertValues>({ defaultValues: EMPTY });
  const sectionId = form.watch('idSeccion');
  const classes = useListarCursosDocente({ query: { meta: { silentError: true } } });
  const roster = useObtenerSeccionDocente(sectionId ?? 0, {
    query: { enabled: sectionId !== null, meta: { silentError: true } },
  });
  const register = useRegistrarAlertaDocente({ mutation: { meta: { silentError: true } } });
  const submit = useSubmit(form, async (values) => {
    try {
      const response = await register.mutateAsync({
        data: {
          idSeccion: values.idSeccion!,
          idMatricula: values.idMatricula!,
          motivo: values.motivo!,
          comentario: values.comentario.trim(),
        },
      });
      notifySuccess(response);
      form.reset({ ...EMPTY, idSeccion: values.idSeccion });
    } catch (error) {
      if (applyServerErrors(error, form)) throw error;
      // An open alert on the same student and reason: the server says which, which beats the
      // catalogue's generic notice for a 409.
      if (isApiError(error) && error.status === 409 && error.messagePublic) {
        toast.show({ type: 'warning', detail: error.messagePublic });
      } else {
        notifyError(error);
      }
      throw error;
    }
  });

  if (classes.isError) {
    return <LoadError message={t.classesError} onRetry={() => void classes.refetch()} />;
  }
  const sectionOptions = (classes.data?.results.secciones ?? []).map((section) => ({
    id: section.idSeccion,
    description: t.sectionOption(section.nombre, section.codigoGrupo),
  }));
  const studentOptions = (roster.data?.results.alumnos ?? []).map((student) => ({
    id: student.idMatricula,
    description: t.studentOption(student.nombre, student.codigo),
  }));
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-labelledby="alerta">
      <Typography id="alerta" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.form}
      </Typography>
      <Controller
        control={form.control}
        name="idSeccion"
        rules={{ validate: chosen }}
        render={({ field, fieldState }) => (
          <Select
            label={t.section}
            options={sectionOptions}
            value={field.value ?? ''}
            onChange={(value) => {
              field.onChange(value === '' ? null : Number(value));
              form.setValue('idMatricula', null);
            }}
            error={fieldState.error?.message ?? null}
          />
        )}
      />
      <Controller
        control={form.control}
        name="idMatricula"
        rules={{ validate: chosen }}
        render={({ field, fieldState }) => (
          <Select
            label={t.student}
            options={studentOptions}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value === '' ? null : Number(value))}
            disabled={sectionId === null}
            helperText={sectionId === null ? t.chooseSectionFirst : undefined}
            error={fieldState.error?.message ?? null}
          />
        )}
      />
      <Controller
        control={form.control}
        name="motivo"
        rules={{ validate: chosen }}
        render={({ field, fieldState }) => (
          <Select
            label={t.reason}
            options={REASON_OPTIONS}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value === '' ? null : (value as MotivoAlerta))}
            error={fieldState.error?.message ?? null}
          />
        )}
      />
      <Controller
        control={form.control}
        name="comentario"
        rules={{ validate: validateWith(COMMENT_RULES, true) }}
        render={({ field, fieldState }) => (
          <TextArea
            label={t.comment}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            rows={4}
            maxLength={500}
            helperText={t.commentHint}
            error={fieldState.error?.message ?? null}
          />
        )}
      />
      <div>
        <Button type="submit" loading={register.isPending}>
          {t.submit}
        </Button>
      </div>
    </Stack>
  );
}
