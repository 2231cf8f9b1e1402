import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Sustitutorio } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { useCampusForm } from '@/lib/forms';
import { FormTextField } from '@/ui/Form';
import { isGrade } from '@/lib/grades';
import { useCapitalizeName } from '@/lib/text';
import { Button } from '@/ui/Button';
import { Tag, type TagColor } from '@/ui/Tag';
import { texts } from './texts';

export interface NotaSustitutoria {
  idSolicitud: number;
  nota: string;
}

interface GradeSheetProps {
  evaluacion: Sustitutorio;
  /** Why grades cannot be recorded now (before or after the window), or null when they can. */
  locked: string | null;
  /** Whether each student's teacher is shown (the office sees every section). */
  showTeacher?: boolean;
  pending: boolean;
  /** Sends the grades typed; resolves once the server answered. */
  onRecord: (notas: NotaSustitutoria[]) => Promise<unknown>;
}

const stateColours: Record<Sustitutorio['estado'], TagColor> = {
  PROGRAMADA: 'info',
  ABIERTA: 'success',
  CERRADA: 'neutral',
};

const fieldOf = (idSolicitud: number) => `s${idSolicitud}` as const;

/**
 * One window: its course, dates and state, and each student who requested it with the grade
 * recorded (and the evaluation it replaced) and, while grades may be recorded, a field for it.
 * 'Grabar notas' sends the grades typed or changed; what was typed stays if the server refuses.
 */
export default function GradeSheet({
  evaluacion,
  locked,
  showTeacher = false,
  pending,
  onRecord,
}: GradeSheetProps) {
  const headingId = useId();
  const capitalize = useCapitalizeName();
  const initial = Object.fromEntries(
    evaluacion.estudiantes.map((student) => [fieldOf(student.idSolicitud), student.nota ?? '']),
  );
  const form = useCampusForm<{ notas: Record<string, string> }>({
    defaultValues: { notas: initial },
  });
  const [nothing, setNothing] = useState(false);
  const submit = form.handleSubmit(async ({ notas }) => {
    const changed = evaluacion.estudiantes
      .map((student) => ({
        idSolicitud: student.idSolicitud,
        nota: (notas[fieldOf(student.idSolicitud)] ?? '').trim(),
        before: student.nota ?? '',
      }))
      .filter((row) => row.nota !== '' && row.nota !== row.before)
      .map(({ idSolicitud, nota }) => ({ idSolicitud, nota }));
    setNothing(changed.length === 0);
    if (changed.length > 0) await onRecord(changed);
  });
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {capitalize(evaluacion.curso.nombre)}
          </Typography>
          <Tag
            label={texts.states[evaluacion.estado]}
            color={stateColours[evaluacion.estado]}
            size="small"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {capitalize(evaluacion.curso.programa)} ·{' '}
          {texts.window(
            formatDateTime(evaluacion.fechaInicio),
            formatDateTime(evaluacion.fechaFin),
          )}
        </Typography>
        {locked && <Alert severity="info">{locked}</Alert>}
        {evaluacion.estudiantes.length === 0 ? (
          <Typography variant="body2">{texts.noStudents}</Typography>
        ) : (
          <Stack
            component="form"
            noValidate
            spacing={1.5}
            aria-label={texts.studentsLabel(capitalize(evaluacion.curso.nombre))}
            onSubmit={(event) => void submit(event)}
          >
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {evaluacion.estudiantes.map((student) => (
                <Stack
                  component="li"
                  key={student.idSolicitud}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ justifyContent: 'space-between' }}
                >
                  <div>
                    <Typography variant="body1" sx={{ fontWeight: 600 }}>
                      {capitalize(student.estudiante)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[
                        student.codigo,
                        texts.section(student.seccion),
                        ...(showTeacher && student.docente
                          ? [texts.teacher(capitalize(student.docente))]
                          : []),
                      ].join(' · ')}
                    </Typography>
                    {student.evaluacionReemplazada && student.notaReemplazada !== null && (
                      <Typography variant="body2">
                        {texts.replaced(student.evaluacionReemplazada, student.notaReemplazada)}
                        {student.registradaPor === 'REGISTRO' && ` · ${texts.byRegistry}`}
                      </Typography>
                    )}
                  </div>
                  <Stack sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}>
                    <FormTextField
                      control={form.control}
                      name={`notas.${fieldOf(student.idSolicitud)}`}
                      label={texts.grade(capitalize(student.estudiante))}
                      helperText={texts.gradeHint}
                      inputMode="decimal"
                      disabled={locked !== null}
                      rules={[
                        (value) =>
                          value.trim() === '' || isGrade(value) ? null : texts.gradeInvalid,
                      ]}
                    />
                  </Stack>
                </Stack>
              ))}
            </Stack>
            {nothing && <Alert severity="warning">{texts.nothingToRecord}</Alert>}
            {locked === null && (
              <Button type="submit" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
                {pending ? texts.recording : texts.record}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
