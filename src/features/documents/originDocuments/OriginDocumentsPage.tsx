import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  descargarDocumento,
  useListarDocumentosOrigen,
} from '@generated/main/endpoints/documento/documento';
import type { DocumentosResponseResultsDocumentosItem as Documento } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/files';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useCapitalizeName } from '@/lib/text';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { TextField } from '@/ui/TextField';
import { texts } from '../texts';

const PAGE_SIZE = 20;

/** /documentos/origen/{slug}: the documents one procedure type issued, searched and paged on the server. */
export default function OriginDocumentsPage() {
  const slug = useParams().slug ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('pagina')) || 1);
  const query = searchParams.get('busqueda') ?? '';
  const [search, setSearch] = useState(query);
  useEffect(() => {
    if (search.trim() === query) return undefined;
    const timer = setTimeout(
      () => setSearchParams(search.trim() ? { busqueda: search.trim() } : {}, { replace: true }),
      400,
    );
    return () => clearTimeout(timer);
  }, [search, query, setSearchParams]);
  const { data, error } = useListarDocumentosOrigen(
    slug,
    { pagina: page, tamanoPagina: PAGE_SIZE, ...(query && { busqueda: query }) },
    { query: { placeholderData: (previous) => previous, meta: { silentError: true } } },
  );
  const [pending, setPending] = useState<number | null>(null);
  const capitalize = useCapitalizeName();
  const download = async (documento: Documento) => {
    setPending(documento.idDocumento);
    try {
      saveFile(await descargarDocumento(documento.idDocumento), `${documento.numero}.pdf`);
    } catch {
      toast.show({ type: 'error', detail: texts.downloadFailed });
    } finally {
      setPending(null);
    }
  };
  const columns: TableColumn<Documento>[] = [
    { id: 'numero', header: texts.number },
    {
      id: 'solicitante',
      header: texts.requester,
      render: (row) => `${capitalize(row.solicitante)} (${row.codigoSolicitante})`,
    },
    { id: 'emitidoEn', header: texts.date, render: (row) => formatDate(row.emitidoEn) },
    {
      id: 'firmantes',
      header: texts.signers,
      render: (row) => row.firmantes.map((signer) => capitalize(signer.firmante)).join(', '),
    },
    {
      id: 'descargar',
      header: texts.download,
      render: (row) => (
        <Button
          variant="text"
          size="small"
          startIcon={<DownloadOutlined />}
          loading={pending === row.idDocumento}
          aria-label={texts.downloadOf(row.numero)}
          onClick={() => void download(row)}
        >
          {texts.download}
        </Button>
      ),
    },
  ];
  const notFound = isApiError(error) && error.status === 404;
  // Another area's origin: its documents are not this user's to see.
  const forbidden = isApiError(error) && error.status === 403;
  const results = data?.results;
  const pages = results ? Math.max(1, Math.ceil(results.total / PAGE_SIZE)) : 1;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <RouterLink href={paths.documentos_origen.getHref()}>{texts.back}</RouterLink>
      <PageHeader title={results?.origen.nombre ?? texts.title} />
      {error && (
        <Alert severity="error">
          {notFound ? texts.notFound : forbidden ? texts.notYourArea : texts.loadFailed}
        </Alert>
      )}
      {!notFound && !forbidden && (
        <TextField label={texts.search} type="search" value={search} onChange={setSearch} />
      )}
      {!results && !error && <Skeleton variant="rectangular" height={280} />}
      {results && (
        <>
          <Typography role="status">{texts.issued(results.total)}</Typography>
          {results.total === 0 ? (
            <Typography>{texts.empty}</Typography>
          ) : (
            <ResponsiveTable
              label={texts.listLabel}
              columns={columns}
              rows={results.documentos}
              pageSize={PAGE_SIZE}
              getRowKey={(row) => row.idDocumento}
            />
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              label={texts.pages}
              onChange={(next) =>
                setSearchParams({ ...(query && { busqueda: query }), pagina: String(next) })
              }
            />
          )}
        </>
      )}
    </Stack>
  );
}
