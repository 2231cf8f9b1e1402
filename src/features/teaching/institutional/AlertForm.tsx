import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MotivoAlerta } from '@generated/main/model';
import {
  useListarCursosDocente,
  useObtenerSeccionDocente,
} from '@generated/main/endpoints/docente-cursos/docente-cursos';
import { useRegistrarAlertaDocente } from '@generated/main/endpoints/docente-institucional/docente-institucional';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { isApiError, notifyError, notifySuccess } from '@/lib/http';
import { toast } from '@/lib/toast';
import { maxLength, minLength, required, trimmed } from '@/lib/validation';
import { useCapitalizeName } from '@/lib/text';
import { Button } from '@/ui/Button';
import { FormSelect, FormTextArea } from '@/ui/Form';
import { LoadError } from '@/ui/LoadError';
import { texts } from './texts';

const t = texts.alerts;

// Every field is asked for, though none is marked with an asterisk.
const CHOSEN = [required()];
const COMMENT_RULES = [required(), trimmed(minLength(10)), trimmed(maxLength(500))];

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

/**
 * A new alert: one of the teacher's classes, a student of its roster, the reason and what they
 * saw. Sent once; a refusal keeps what was typed, under the field it concerns when it names one.
 */
export default function AlertForm() {
  const form = useCampusForm<AlertValues>({ defaultValues: EMPTY });
  const capitalize = useCapitalizeName();
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
    description: t.sectionOption(capitalize(section.nombre), section.codigoGrupo),
  }));
  const studentOptions = (roster.data?.results.alumnos ?? []).map((student) => ({
    id: student.idMatricula,
    description: t.studentOption(capitalize(student.nombre), student.codigo),
  }));
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-labelledby="alerta">
      <Typography id="alerta" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.form}
      </Typography>
      <FormSelect
        control={form.control}
        name="idSeccion"
        rules={CHOSEN}
        label={t.section}
        options={sectionOptions}
        onChange={() => form.setValue('idMatricula', null)}
      />
      <FormSelect
        control={form.control}
        name="idMatricula"
        rules={CHOSEN}
        label={t.student}
        options={studentOptions}
        disabled={sectionId === null}
        helperText={sectionId === null ? t.chooseSectionFirst : undefined}
      />
      <FormSelect
        control={form.control}
        name="motivo"
        rules={CHOSEN}
        label={t.reason}
        options={REASON_OPTIONS}
      />
      <FormTextArea
        control={form.control}
        name="comentario"
        rules={COMMENT_RULES}
        label={t.comment}
        rows={4}
        maxLength={500}
        helperText={t.commentHint}
      />
      <div>
        <Button type="submit" loading={register.isPending}>
          {t.submit}
        </Button>
      </div>
    </Stack>
  );
}
