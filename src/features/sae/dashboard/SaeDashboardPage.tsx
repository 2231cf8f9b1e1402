import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CasoSae } from '@generated/main/model';
import { formatLongDateTime } from '@/lib/dates';
import { paths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import CaseCard from '../shared/CaseCard';
import { caseActions, isPending, nextInterview } from '../shared/caseActions';
import SaePage from '../shared/SaePage';
import { texts } from '../texts';

const t = texts.dashboard;

/** What is pending and the next interview, in one box over the open cases. */
function Summary({ cases }: { cases: CasoSae[] }) {
  const [now] = useState(() => Date.now());
  const pending = caseActions(cases).filter(isPending);
  const next = nextInterview(cases, now)?.accion;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography>{t.pendingSummary(pending.length)}</Typography>
        {next && (
          <Stack spacing={0.5}>
            <Typography>
              {t.nextInterview}: {next.titulo}
            </Typography>
            <Typography variant="body2">
              {texts.pending.interviewOn(formatLongDateTime(next.fecha))}
            </Typography>
            {next.lugar && (
              <Typography variant="body2">{texts.pending.place(next.lugar)}</Typography>
            )}
            {next.estado === 'CONFIRMADA' && (
              <Typography variant="body2">{texts.actionStates.CONFIRMADA}</Typography>
            )}
          </Stack>
        )}
        {pending.length > 0 && (
          <RouterLink href={paths.estudiantes_sae_pendientes.getHref()}>{t.seePending}</RouterLink>
        )}
      </Stack>
    </Paper>
  );
}

/** /estudiantes/sae/dashboard: the student's open cases and what SAE expects of them. */
export default function SaeDashboardPage() {
  return (
    <SaePage page="dashboard" title={t.title} intro={t.intro}>
      {(cases) => {
        const open = cases.filter((caso) => caso.estado !== 'CERRADO');
        return (
          <>
            <Summary cases={cases} />
            <Stack component="section" spacing={2} aria-labelledby="casos-abiertos">
              <Typography id="casos-abiertos" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {t.openCases}
              </Typography>
              {open.length === 0 ? (
                <Typography color="text.secondary">{t.noOpenCases}</Typography>
              ) : (
                <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
                  {open.map((caso) => (
                    <CaseCard key={`${caso.origen}-${caso.idCaso}`} caso={caso} />
                  ))}
                </Stack>
              )}
            </Stack>
          </>
        );
      }}
    </SaePage>
  );
}
