import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { BeneficioReferido } from '@generated/main/model';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import ReferralStateTag from '../shared/ReferralStateTag';
import { programmeQuery } from '../shared/referralQueries';
import { texts } from '../texts';

const t = texts.rules;

const COLUMNS: readonly TableColumn<BeneficioReferido>[] = [
  {
    id: 'estado',
    header: t.columns.state,
    render: (row) => <ReferralStateTag estado={row.estado} />,
  },
  { id: 'beneficio', header: t.columns.benefit },
  { id: 'condicion', header: t.columns.condition },
];

/** /estudiantes/servicios/ver-referidos: the programme's rules and its benefits (master data). */
export default function ProgrammeRulesPage() {
  const query = useQuery(programmeQuery());
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 900, mx: 'auto' }}>
      <PageHeader title={t.title} intro={t.intro}>
        <RouterLink href={paths.estudiantes_mis_referidos.getHref()}>{t.refer}</RouterLink>
      </PageHeader>
      <QueryState query={query} loadError={t.loadError}>
        {({ results }) => (
          <>
            <Stack component="section" spacing={1} aria-labelledby="reglas">
              <Typography id="reglas" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {t.rulesTitle}
              </Typography>
              <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3 }}>
                {results.reglas.map((regla) => (
                  <Typography component="li" key={regla}>
                    {regla}
                  </Typography>
                ))}
              </Stack>
            </Stack>
            <Stack component="section" spacing={1} aria-labelledby="beneficios">
              <Typography id="beneficios" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {t.benefitsTitle}
              </Typography>
              <ResponsiveTable
                label={t.benefitsTitle}
                columns={COLUMNS}
                rows={results.beneficios}
                getRowKey={(row) => row.estado}
              />
            </Stack>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
