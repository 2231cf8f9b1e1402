import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AsesoriasDisponiblesResponseResultsItem } from '@generated/main/model';
import { formatLongDate, formatTime, toCampusTime } from '@/lib/dates';
import { Button } from '@/ui/Button';
import { texts } from '../texts';

const t = texts.booking;
type Slot = AsesoriasDisponiblesResponseResultsItem;

interface FreeSlotsProps {
  slots: readonly Slot[];
  disabled: boolean;
  onPick: (slot: Slot) => void;
}

/** The week's free slots by day, each a button named by its day, hour and psychologist. */
export default function FreeSlots({ slots, disabled, onPick }: FreeSlotsProps) {
  if (slots.length === 0) return <Typography color="text.secondary">{t.noSlots}</Typography>;
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = toCampusTime(slot.fechaHoraInicio).format('YYYY-MM-DD');
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <Stack spacing={2}>
      {[...days].map(([day, daySlots]) => (
        <Stack key={day} component="section" spacing={1} aria-label={formatLongDate(day)}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {formatLongDate(daySlots[0]!.fechaHoraInicio)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {daySlots.map((slot) => (
              <Button
                key={slot.idAsesoria}
                variant="secondary"
                size="small"
                disabled={disabled}
                aria-label={t.slotLabel(
                  toCampusTime(slot.fechaHoraInicio).format('dddd D [de] MMMM, HH:mm'),
                  slot.psicologo,
                )}
                onClick={() => onPick(slot)}
              >
                {t.slot(formatTime(slot.fechaHoraInicio), slot.psicologo)}
              </Button>
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
