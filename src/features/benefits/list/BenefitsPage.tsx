import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarBeneficios } from '@generated/main/endpoints/beneficios/beneficios';
import type { Beneficio, BeneficioTipo } from '@generated/main/model';
import { CardGrid } from '@/ui/CardGrid';
import { LoadError } from '@/ui/LoadError';
import { Skeleton } from '@/ui/Skeleton';
import BenefitCard from './BenefitCard';
import { texts } from '../texts';

const KINDS: readonly BeneficioTipo[] = ['CONVENIO', 'DESCUENTO'];

/** /beneficios: the institute's agreements and discounts for its students, each with its conditions. */
export default function BenefitsPage() {
  const query = useListarBeneficios({ query: { meta: { silentError: true } } });
  const benefits = query.data?.results;
  const byKind = (kind: BeneficioTipo): Beneficio[] =>
    (benefits ?? []).filter((benefit) => benefit.tipo === kind);
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {texts.title}
        </Typography>
        <Typography color="text.secondary">{texts.intro}</Typography>
      </Stack>
      {query.isError ? (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      ) : !benefits ? (
        <Skeleton variant="rectangular" height={240} />
      ) : benefits.length === 0 ? (
        <Typography>{texts.none}</Typography>
      ) : (
        KINDS.filter((kind) => byKind(kind).length > 0).map((kind) => (
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
        ))
      )}
    </Stack>
  );
}
