import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useObtenerTipoTramite } from '@generated/main/endpoints/tramite/tramite';
import type { AudienciaTramite, Solicitud } from '@generated/main/model';
import { toast } from '@/lib/toast';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import FilingForm from './filing/FilingForm';
import { texts } from '../texts';
import TypeSheet from './TypeSheet';

interface TypeFilingProps {
  idTipoTramite: number;
  audience: AudienciaTramite;
  /** The catalogue, to go back. */
  backHref: string;
  /** The new request's detail. */
  hrefOf: (solicitud: Solicitud) => string;
  /** The page has its own h1. @default false */
  nested?: boolean;
}

/** A type's TUPA entry and its filing form; a filed request opens its detail. */
export default function TypeFiling(props: TypeFilingProps) {
  const { idTipoTramite, audience, backHref, hrefOf, nested = false } = props;
  const navigate = useNavigate();
  const opened = useCallback(
    (solicitud: Solicitud) => {
      toast.show({ type: 'success', detail: texts.filedToast });
      void navigate(hrefOf(solicitud));
    },
    [navigate, hrefOf],
  );
  const { data, isError } = useObtenerTipoTramite(idTipoTramite, {
    query: { enabled: idTipoTramite > 0, meta: { silentError: true } },
  });
  if (isError || !(idTipoTramite > 0)) return <Alert severity="error">{texts.notFound}</Alert>;
  if (!data) return <Skeleton variant="rectangular" height={320} />;
  return (
    <Stack spacing={2.5}>
      <RouterLink href={backHref}>{texts.backToCatalogue}</RouterLink>
      <TypeSheet tipo={data.results} level={nested ? 2 : 1} />
      <FilingForm tipo={data.results} audience={audience} onFiled={opened} />
    </Stack>
  );
}
