import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FranjaDisponible } from '@generated/main/model';
import {
  useGuardarDisponibilidadDocente,
  useObtenerDisponibilidadDocente,
} from '@generated/main/endpoints/disponibilidad-docente/disponibilidad-docente';
import { isApiError } from '@/lib/http/apiError';
import { notifySuccess } from '@/lib/http/notify';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { Skeleton } from '@/ui/Skeleton';
import { WeekGrid, weekHourKey } from '@/ui/WeekGrid';
import { texts } from '../texts';

const t = texts.availability;
const keysOf = (slots: readonly FranjaDisponible[]) =>
  new Set(slots.map((slot) => weekHourKey(slot.dia, slot.hora)));
const slotOf = (key: string): FranjaDisponible => {
  const [dia, hora] = key.split('-');
  return { dia: Number(dia), hora: hora! };
};
const sameKeys = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((key) => b.has(key));

/**
 * The teacher's free hours for the next period (issue 40, DISPODOC), which the scheduling's
 * candidates' ranking reads: the week in view mode; in edit mode each hour toggles and 'Guardar'
 * sends the whole week (spec §5: without changes it only warns). A failed save keeps the edits.
 * Hidden when the teacher may not declare (403) or no period follows (404).
 */
export default function AvailabilitySection() {
  const query = useObtenerDisponibilidadDocente({ query: { meta: { silentError: true } } });
  const save = useGuardarDisponibilidadDocente();
  const [draft, setDraft] = useState<Set<string> | null>(null);

  if (query.isError) {
    if (isApiError(query.error) && [403, 404].includes(query.error.status)) return null;
    return <LoadError message={t.loadError} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton variant="rectangular" height={320} />;
  const week = query.data.results;
  const saved = keysOf(week.franjas);
  const shown = draft ?? saved;

  const toggle = (day: number, hour: string) =>
    setDraft((current) => {
      const next = new Set(current ?? saved);
      const key = weekHourKey(day, hour);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const submit = async () => {
    if (!draft || save.isPending) return;
    if (sameKeys(draft, saved)) {
      toast.show({ type: 'warning', detail: t.noChanges });
      return;
    }
    try {
      const answer = await save.mutateAsync({ data: { franjas: [...draft].map(slotOf) } });
      setDraft(null);
      notifySuccess(answer);
    } catch {
      // The error toast says why; the edits stay for another try.
    }
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby="availability-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id="availability-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t.title(week.periodo)}
        </Typography>
        {draft ? (
          <Stack direction="row" spacing={1}>
            <Button variant="secondary" onClick={() => setDraft(null)} disabled={save.isPending}>
              {t.cancel}
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending}>
              {t.save}
            </Button>
          </Stack>
        ) : (
          <Button onClick={() => setDraft(new Set(saved))}>{t.edit}</Button>
        )}
      </Stack>
      <Typography color="text.secondary">{t.intro}</Typography>
      {draft && (
        <Typography role="status" color="text.secondary">
          {t.editing} {t.hours(draft.size)}
        </Typography>
      )}
      <WeekGrid label={t.grid} free={shown} editing={draft !== null} onToggle={toggle} />
    </Stack>
  );
}
