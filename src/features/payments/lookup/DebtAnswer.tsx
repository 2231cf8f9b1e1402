import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeudaPublicaResponseResults } from '@generated/main/model';
import { publicPaths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import { formatCents, formatDay } from '../shared/format';
import { texts } from '../texts';

const t = texts.lookup;

/**
 * What is owed: the masked name, the overdue fees and how to pay them, or the one answer for
 * nothing owed; either way a way to sign in.
 */
export default function DebtAnswer({ result }: { result: DeudaPublicaResponseResults }) {
  const signIn = publicPaths.login.getHref();
  if (!result.nombre || result.cuotas.length === 0) {
    return (
      <Stack spacing={1.5}>
        <Typography role="status">{t.nothing}</Typography>
        <RouterLink href={signIn}>{t.login}</RouterLink>
      </Stack>
    );
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
      {/* Where the lookup used to end: what to do with the debt (issue 54). */}
      <Typography>{t.howToPay}</Typography>
      <RouterLink href={signIn}>{t.signInToPay}</RouterLink>
    </Stack>
  );
}
