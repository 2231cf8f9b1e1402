import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loading, Title } from 'react-admin';
import { useListarDisponibilidadDocentes } from '@generated/main/endpoints/disponibilidad-docente/disponibilidad-docente';
import { isApiError } from '@/lib/http/apiError';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { Pagination } from '@/ui/Pagination';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import TeacherWeek from './TeacherWeek';
import { texts } from './texts';

const PAGE_SIZE = 10;

/**
 * /admin/disponibilidad-docente (ADMDISPO): the brand's teachers, searched and paged on the
 * server, with the hours each declared free for the next period; one opens their week below.
 */
export default function AvailabilityPage() {
  const [pagina, setPagina] = useState(1);
  const [busqueda, setBusqueda] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const query = useListarDisponibilidadDocentes(
    { pagina, tamanoPagina: PAGE_SIZE, ...(busqueda.trim() && { busqueda: busqueda.trim() }) },
    { query: { meta: { silentError: true }, placeholderData: (previous) => previous } },
  );
  const page = query.data?.results;

  let body;
  if (query.isError) {
    body =
      isApiError(query.error) && query.error.status === 403 ? (
        <Typography role="alert">{texts.forbidden}</Typography>
      ) : (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      );
  } else if (!page) {
    body = <Loading />;
  } else {
    body = (
      <>
        <Typography color="text.secondary">{texts.period(page.periodo)}</Typography>
        <TextField
          label={texts.search}
          value={busqueda}
          onChange={(event) => {
            // A new search starts again from the first page.
            setBusqueda(event.target.value);
            setPagina(1);
          }}
          size="small"
          sx={{ maxWidth: 360 }}
        />
        {page.docentes.length === 0 ? (
          <Typography role="status">{texts.empty}</Typography>
        ) : (
          <ResponsiveTable
            label={texts.teachers}
            rows={page.docentes}
            pageSize={PAGE_SIZE}
            getRowKey={(teacher) => teacher.idDocente}
            columns={[
              { id: 'nombre', header: texts.teacher },
              { id: 'horasDeclaradas', header: texts.hours, align: 'right' },
              {
                id: 'idDocente',
                header: texts.see,
                render: (teacher) => (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={texts.seeOf(teacher.nombre)}
                    aria-pressed={chosen === teacher.idDocente}
                    onClick={() => setChosen(teacher.idDocente)}
                  >
                    {texts.see}
                  </Button>
                ),
              },
            ]}
          />
        )}
        {page.total > PAGE_SIZE && (
          <Pagination
            count={Math.ceil(page.total / PAGE_SIZE)}
            page={pagina}
            onChange={setPagina}
            label={texts.pages}
            size="small"
          />
        )}
        {chosen !== null && <TeacherWeek idDocente={chosen} />}
      </>
    );
  }
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={texts.title} />
      {body}
    </Stack>
  );
}
