import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarBeneficios } from '@generated/main/endpoints/beneficios/beneficios';
import type { Beneficio, BeneficioTipo } from '@generated/main/model';
import { CardGrid } from '@/ui/CardGrid';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import BenefitCard from './BenefitCard';
import { texts } from '../texts';

const KINDS: readonly BeneficioTipo[] = ['CONVENIO', 'DESCUENTO'];

/** /beneficios: the institute's agreements and discounts for its students, each with its conditions. */
export default function BenefitsPage() {
  const query = useListarBeneficios({ query: { meta: { silentError: true } } });
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <PageHeader title={texts.title} intro={texts.intro} spacing={1} />
      <QueryState
        query={query}
        loadError={texts.loadError}
        isEmpty={({ results }) => results.length === 0}
        empty={<Typography>{texts.none}</Typography>}
      >
        {({ results }) => {
          const byKind = (kind: BeneficioTipo): Beneficio[] =>
            results.filter((benefit) => benefit.tipo === kind);
          return KINDS.filter((kind) => byKind(kind).length > 0).map((kind) => (
            <Stack key={kind} component="section" spacing={2} aria-label={texts.kinds[kind]}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {texts.kinds[kind]}
              </Typography>
              <CardGrid label={texts.kinds[kind]}>
                {byKind(kind).map((benefit) => (
                  <li key={benefit.idBeneficio}>
                    <BenefitCard benefit={benefit} />
                  </li>
                ))}
              </CardGrid>
            </Stack>
          ));
        }}
      </QueryState>
    </Stack>
  );
}
