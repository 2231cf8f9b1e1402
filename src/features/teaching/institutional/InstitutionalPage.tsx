import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DocumentoInstitucional } from '@generated/main/model';
import {
  descargarDocumentoInstitucional,
  useObtenerPaginaInstitucional,
} from '@generated/main/endpoints/docente-institucional/docente-institucional';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/files';
import { toast } from '@/lib/toast';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { Skeleton } from '@/ui/Skeleton';
import TeachingContact from '../shared/TeachingContact';
import InductionCompletion from './InductionCompletion';
import { texts } from './texts';

export interface InstitutionalPageProps {
  /** Which page: conocenos, guia-docente, directivas or induccion (spec §2). */
  slug: Parameters<typeof useObtenerPaginaInstitucional>[0];
}

/**
 * One of the institute's pages for teachers: its sections (plain text, never HTML), its
 * documents to download as PDF, and the teaching management contact.
 */
export default function InstitutionalPage({ slug }: InstitutionalPageProps) {
  const query = useObtenerPaginaInstitucional(slug, { query: { meta: { silentError: true } } });
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (document: DocumentoInstitucional) => {
    setDownloading(document.idDocumento);
    try {
      saveFile(
        await descargarDocumentoInstitucional(document.idDocumento),
        `${document.codigo}-v${document.version}.pdf`,
      );
    } catch {
      toast.show({ type: 'error', detail: texts.page.downloadError });
    } finally {
      setDownloading(null);
    }
  };
  const columns: TableColumn<DocumentoInstitucional>[] = [
    { id: 'codigo', header: texts.page.code },
    {
      id: 'nombre',
      header: texts.page.name,
      render: (document) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {document.nombre}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {document.resumen}
          </Typography>
        </>
      ),
    },
    {
      id: 'version',
      header: texts.page.version,
      render: (document) => texts.page.versionNumber(document.version),
    },
    { id: 'fecha', header: texts.page.date, render: (document) => formatDate(document.fecha) },
    {
      id: 'descargar',
      header: texts.page.download,
      render: (document) => (
        <Button
          variant="secondary"
          loading={downloading === document.idDocumento}
          disabled={downloading !== null && downloading !== document.idDocumento}
          aria-label={texts.page.downloadLabel(document.nombre)}
          onClick={() => void download(document)}
        >
          {texts.page.download}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <QueryState
        query={query}
        loadError={texts.page.loadError}
        skeleton={<Skeleton variant="rectangular" height={320} />}
      >
        {({ results: page }) => (
          <>
            <PageHeader title={page.titulo} intro={page.resumen} spacing={0} />
            {page.secciones.map((section) => (
              <Box component="section" key={section.titulo} aria-label={section.titulo}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  {section.titulo}
                </Typography>
                <Stack spacing={1}>
                  {section.parrafos.map((paragraph) => (
                    <Typography key={paragraph}>{paragraph}</Typography>
                  ))}
                </Stack>
              </Box>
            ))}
            {page.documentos.length > 0 && (
              <Box>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  {texts.page.documents}
                </Typography>
                <ResponsiveTable
                  columns={columns}
                  rows={page.documentos}
                  label={texts.page.documents}
                  getRowKey={(document) => document.idDocumento}
                />
              </Box>
            )}
            {slug === 'induccion' && <InductionCompletion />}
            <TeachingContact />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
