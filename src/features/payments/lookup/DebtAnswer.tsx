import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeudaPublicaResponseResults } from '@generated/main/model';
import { formatCents, formatDay } from '../shared/format';
import { texts } from '../texts';

const t = texts.lookup;

/** What is owed: the masked name and the overdue fees, or the one answer for nothing owed. */
export default function DebtAnswer({ result }: { result: DeudaPublicaResponseResults }) {
  if (!result.nombre || result.cuotas.length === 0) {
    return <Typography role="status">{t.nothing}</Typography>;
  }
  return (
    <Stack spacing={1.5} role="status">
      <Typography>{t.owed(result.nombre)}</Typography>
      <Box component="ul" aria-label={t.label} sx={{ m: 0, pl: 3 }}>
        {result.cuotas.map((fee) => (
          <li key={`${fee.concepto}-${fee.vencimiento}`}>
            {`${fee.concepto} · ${formatDay(fee.vencimiento)} · ${formatCents(fee.totalCentimos)}`}
          </li>
        ))}
      </Box>
      <Typography sx={{ fontWeight: 700 }}>{t.total(formatCents(result.totalCentimos))}</Typography>
    </Stack>
  );
}
