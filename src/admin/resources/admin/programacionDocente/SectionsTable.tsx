import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import type { SeccionProceso } from '@generated/main/model';
import { LoadError } from '@/ui/LoadError';
import { Pagination } from '@/ui/Pagination';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import { sectionColumns } from './sectionColumns';
import { texts } from './texts';
import { SECTIONS_PAGE_SIZE, type useProcessSections } from './useProcessSections';

interface SectionsTableProps {
  page: ReturnType<typeof useProcessSections>;
  label: string;
  course: (section: SeccionProceso) => ReactNode;
  actions?: (section: SeccionProceso) => ReactNode;
  empty?: string;
}

/** A page of a process's sections as a table (cards on a phone), with the server's pages. */
export default function SectionsTable({ page, label, course, actions, empty }: SectionsTableProps) {
  const { query, sections } = page;
  if (query.isError) {
    return <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />;
  }
  if (!sections) return <Loading />;
  return (
    <Stack spacing={2}>
      {sections.length === 0 ? (
        <Typography role="status">{empty ?? texts.empty}</Typography>
      ) : (
        <ResponsiveTable
          columns={sectionColumns(course, actions)}
          rows={sections}
          label={label}
          pageSize={SECTIONS_PAGE_SIZE}
          maxHeight={900}
          getRowKey={(section) => section.idSeccion}
        />
      )}
      {page.pageCount > 1 && (
        <Pagination
          count={page.pageCount}
          page={page.pagina}
          onChange={page.setPagina}
          label={texts.pages}
          size="small"
        />
      )}
    </Stack>
  );
}
