import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EstadoVerificacion } from '@generated/main/model';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/dates';
import { DefinitionList } from '@/ui/DefinitionList';
import { texts } from '../texts';

const SEVERITY = { VALIDO: 'success', REVOCADO: 'error', DESCONOCIDO: 'info' } as const;

interface VerificationAnswerProps {
  estado: EstadoVerificacion;
  /** The texts of the kind of document verified. */
  copy: { valid: string; revoked: string; unknown: string; revokedOn: (day: string) => string };
  /** When the document was revoked, if it was. */
  revokedAt: string | null;
  /** What the document states; null for an unknown code. */
  items: readonly (readonly [string, ReactNode])[] | null;
}

/** A verification's answer, announced as it arrives: valid, revoked (since when) or unknown. */
export default function VerificationAnswer({
  estado,
  copy,
  revokedAt,
  items,
}: VerificationAnswerProps) {
  const title =
    estado === 'VALIDO' ? copy.valid : estado === 'REVOCADO' ? copy.revoked : texts.verify.unknown;
  return (
    <Alert severity={SEVERITY[estado]} role="status" variant="outlined">
      <AlertTitle component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </AlertTitle>
      <Stack spacing={1.5}>
        {items === null && <Typography>{copy.unknown}</Typography>}
        {revokedAt && <Typography>{copy.revokedOn(formatDate(revokedAt))}</Typography>}
        {items && <DefinitionList items={items} />}
      </Stack>
    </Alert>
  );
}
