import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CasoSae } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import CaseStateTag from './CaseStateTag';
import { texts } from '../texts';

/** The anchor of a case's card: a notification about the case links to it (mocks' saeGestion). */
export const caseAnchor = (caso: Pick<CasoSae, 'origen' | 'idCaso'>) =>
  `caso-${caso.origen}-${caso.idCaso}`;

/** One case: its reason, where it came from, its course, who follows it and its state. */
export default function CaseCard({ caso, children }: { caso: CasoSae; children?: ReactNode }) {
  return (
    <Paper
      component="li"
      id={caseAnchor(caso)}
      variant="outlined"
      sx={{ p: 2, listStyle: 'none', scrollMarginTop: 96 }}
    >
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {caso.motivo}
          </Typography>
          <CaseStateTag estado={caso.estado} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {texts.origins[caso.origen]} · {texts.openedOn(formatDate(caso.abiertoEn))}
        </Typography>
        {caso.curso && <Typography variant="body2">{texts.course(caso.curso)}</Typography>}
        <Typography variant="body2">{texts.inCharge(caso.responsable)}</Typography>
        {children}
      </Stack>
    </Paper>
  );
}
