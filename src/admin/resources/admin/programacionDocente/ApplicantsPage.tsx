import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { Loading, Title } from 'react-admin';
import { useListarPostulantesSeccion } from '@generated/main/endpoints/programacion-docente/programacion-docente';
import type { PostulanteSeccion } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { paths } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import SectionSummary from './SectionSummary';
import { texts } from './texts';
import { useSection } from './useSection';

const columns: TableColumn<PostulanteSeccion>[] = [
  { id: 'nombre', header: texts.teacher },
  {
    id: 'fechaPostulacion',
    header: texts.appliedOn,
    render: (applicant) => formatDate(applicant.fechaPostulacion),
  },
  { id: 'comentario', header: texts.comment, render: (applicant) => applicant.comentario ?? '—' },
];

/**
 * /admin/programacion-docente/aprobaciones/{id}/seccion/{section}/postulantes: the teachers who
 * applied to the section, first applicant first.
 */
export default function ApplicantsPage() {
  const { id, idSeccion, section } = useSection();
  const applicants = useListarPostulantesSeccion(idSeccion, {
    query: { meta: { silentError: true } },
  });
  const rows = applicants.data?.results;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={texts.applicantsTitle} />
      {section && <SectionSummary section={section} />}
      {applicants.isError && (
        <LoadError message={texts.loadError} onRetry={() => void applicants.refetch()} />
      )}
      {applicants.isPending && <Loading />}
      {rows && rows.length === 0 && <Typography role="status">{texts.noApplicants}</Typography>}
      {rows && rows.length > 0 && (
        <ResponsiveTable
          columns={columns}
          rows={rows}
          label={texts.applicantsLabel}
          getRowKey={(applicant) => applicant.idDocente}
        />
      )}
      <Button
        sx={{ alignSelf: 'flex-start' }}
        component={Link}
        to={paths.admin_programacion_aprobaciones.getHref({ id })}
      >
        {texts.approvalsTitle}
      </Button>
    </Stack>
  );
}
