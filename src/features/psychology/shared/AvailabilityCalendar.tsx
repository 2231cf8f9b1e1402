import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  ConfiguracionAsesoriasResponseResults,
  GuardarDisponibilidadResponseResults,
  SlotDisponibilidad,
} from '@generated/main/model';
import { useMemo, useState } from 'react';
import { mondayOf, limaDayOf } from '@/lib/psychology/slotRules';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { texts } from '../texts';
import CalendarGrid from './CalendarGrid';
import { calendarRules } from './calendarRules';
import { calendarWeek, toggled, type PendingChange } from './calendarWeek';
import ConflictsModal from './ConflictsModal';
import WeekNavigator from './WeekNavigator';

const t = texts.calendar;

export interface AvailabilityCalendarProps {
  /** The grid's name, e.g. 'Disponibilidad de Andrea Vargas Mendoza'. */
  label: string;
  config: ConfiguracionAsesoriasResponseResults;
  slots: readonly SlotDisponibilidad[];
  /** The moment the page opened (spec §5: past slots are not editable). */
  now: number;
  monday: string;
  onMondayChange: (monday: string) => void;
  /** The psychologist's own calendar saves; without it the calendar is only read. */
  onSave?: (items: PendingChange[]) => Promise<GuardarDisponibilidadResponseResults>;
}

/**
 * spec §4: the availability calendar in view mode, and for its psychologist in edit mode, where
 * toggling slots fills a pending list that 'Guardar' sends and 'Cancelar' drops; moving to
 * another week with pending slots is blocked.
 */
export default function AvailabilityCalendar({
  label,
  config,
  slots,
  now,
  monday,
  onMondayChange,
  onSave,
}: AvailabilityCalendarProps) {
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<Map<number, PendingChange>>(() => new Map());
  const [blocked, setBlocked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<GuardarDisponibilidadResponseResults | null>(null);
  const rules = useMemo(() => calendarRules(config), [config]);
  const holidays = useMemo(
    () => new Map(config.feriados.map((holiday) => [holiday.fecha, holiday.nombre])),
    [config],
  );
  const week = calendarWeek(monday, slots, rules, now, pending);

  const changeWeek = (next: string) => {
    if (pending.size > 0) setBlocked(true);
    else onMondayChange(next);
  };
  const stopEditing = () => {
    setPending(new Map());
    setEditing(false);
  };
  const save = async () => {
    if (!onSave || saving) return;
    if (pending.size === 0) {
      toast.show({ type: 'warning', detail: t.noChanges });
      return;
    }
    setSaving(true);
    try {
      const answer = await onSave([...pending.values()]);
      stopEditing();
      if (answer.conflictos > 0) setResult(answer);
      else toast.show({ type: 'success', detail: t.saved, life: 3000 });
    } catch {
      // The error toast says why; the pending list stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <WeekNavigator
          monday={monday}
          first={mondayOf(limaDayOf(now))}
          last={mondayOf(config.ultimoDiaEditable)}
          onChange={changeWeek}
        />
        {onSave && !editing && <Button onClick={() => setEditing(true)}>{t.edit}</Button>}
        {onSave && editing && (
          <Stack direction="row" spacing={1}>
            <Button variant="secondary" onClick={stopEditing} disabled={saving}>
              {t.cancel}
            </Button>
            <Button onClick={() => void save()} loading={saving}>
              {t.save}
            </Button>
          </Stack>
        )}
      </Stack>
      {editing && (
        <Typography role="status" color="text.secondary">
          {t.editing} {pending.size > 0 && t.pending(pending.size)}
        </Typography>
      )}
      <CalendarGrid
        week={week}
        label={label}
        editing={editing}
        holidays={holidays}
        onToggle={(cell) => setPending((current) => toggled(current, cell.start, slots))}
      />
      <Modal
        open={blocked}
        onClose={() => setBlocked(false)}
        title={t.weekBlockedTitle}
        actions={<Button onClick={() => setBlocked(false)}>{t.agreed}</Button>}
      >
        <Typography>{t.weekBlocked}</Typography>
      </Modal>
      <ConflictsModal result={result} onClose={() => setResult(null)} />
    </Stack>
  );
}
