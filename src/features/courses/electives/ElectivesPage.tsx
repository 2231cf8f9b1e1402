import Stack from '@mui/material/Stack';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import ElectiveUnit from './ElectiveUnit';
import { useElectiveUnit } from './useElectiveUnit';

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * /electivos: the unit the student still has to choose, reached from the AlertaElectivos task
 * (`?idTask=`). With nothing left to choose the page sends the student home (spec §2).
 */
export default function ElectivesPage() {
  const [search] = useSearchParams();
  const idTask = positiveId(search.get('idTask'));
  const query = useElectiveUnit(idTask ? { idTask } : {});
  if (query.data && query.data.results === null) {
    return <Navigate to={paths.home.getHref()} replace />;
  }
  const unit = query.data?.results;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader title={unit?.courseName ?? texts.electives.chooseElective}>
        <RouterLink href={paths.estudiantes_cursos.getHref()}>{texts.course.back}</RouterLink>
      </PageHeader>
      <QueryState
        query={query}
        loadError={texts.electives.loadError}
        skeleton={<Skeleton variant="rectangular" height={320} />}
      >
        {({ results }) => results && <ElectiveUnit unit={results} />}
      </QueryState>
    </Stack>
  );
}
