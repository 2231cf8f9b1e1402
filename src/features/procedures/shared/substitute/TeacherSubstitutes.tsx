import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Sustitutorio } from '@generated/main/model';
import { useGuardarSustitutorioDocente } from '@generated/main/endpoints/evaluacion-sustitutoria/evaluacion-sustitutoria';
import { notifySuccess } from '@/lib/http';
import { LoadError } from '@/ui/LoadError';
import { Skeleton } from '@/ui/Skeleton';
import GradeSheet from './GradeSheet';
import { lockedReason } from './lockedReason';
import { texts } from './texts';

/**
 * The teacher's substitute evaluations (spec §3 INSEVASUS): each window of their courses with
 * their own students who requested it, graded while the window is open. `query` is the page's
 * read of them (it also decides whether the tab shows).
 */
export default function TeacherSubstitutes({ query }: { query: UseQueryResult<Sustitutorio[]> }) {
  const record = useGuardarSustitutorioDocente();
  if (query.isError) {
    return <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />;
  }
  const windows = query.data;
  if (!windows) return <Skeleton variant="rectangular" height={200} />;
  if (windows.length === 0) return <Typography>{texts.noneTeacher}</Typography>;
  return (
    <Stack spacing={2}>
      {windows.map((evaluacion) => (
        <GradeSheet
          // Opened anew with the grades saved, so the fields show what the server holds.
          key={`${evaluacion.idEvaluacion}-${evaluacion.estudiantes.map((s) => s.nota).join()}`}
          evaluacion={evaluacion}
          locked={lockedReason(evaluacion, 'docente')}
          pending={record.isPending}
          onRecord={(notas) =>
            record
              .mutateAsync({ data: { idEvaluacion: evaluacion.idEvaluacion, notas } })
              .then(notifySuccess, () => undefined)
          }
        />
      ))}
    </Stack>
  );
}
