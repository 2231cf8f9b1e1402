import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarDocumentosMatriculaAlumno } from '@generated/main/endpoints/documento-matricula/documento-matricula';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { texts } from '../texts';
import DocumentCard from './DocumentCard';
import { summaryText } from './documentStatus';

/**
 * /subir-documentos: the documents the enrolment office asks this student for (the server decides
 * which, from their identity document and programme), each with its state, the staff's reason
 * when observed, its file, and a new file until it is approved.
 */
export default function UploadDocumentsPage() {
  // A failed load says so in the page itself (spec §8), with a retry.
  const query = useListarDocumentosMatriculaAlumno({ query: { meta: { silentError: true } } });
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto', width: '100%' }}>
      <PageHeader title={texts.title} intro={texts.intro} />
      <QueryState query={query} loadError={texts.loadError}>
        {({ results: result }) => (
          <>
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {result.documentos.length === 0 ? texts.none : summaryText(result)}
            </Typography>
            <Box
              component="ul"
              aria-label={texts.listLabel}
              sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}
            >
              {result.documentos.map((document) => (
                <DocumentCard key={document.tipo} document={document} />
              ))}
            </Box>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
