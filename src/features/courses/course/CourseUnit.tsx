import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { QueryState } from '@/ui/QueryState';
import { Skeleton } from '@/ui/Skeleton';
import ElectiveUnit from '../electives/ElectiveUnit';
import { useElectiveUnit } from '../electives/useElectiveUnit';
import { texts } from '../texts';

/** The options or the chosen content of an elective or autonomous course, on its course page. */
export default function CourseUnit({ idSeccion }: { idSeccion: number }) {
  const query = useElectiveUnit({ idSection: idSeccion });
  if (query.data && !query.data.results) return null;
  return (
    <Card variant="outlined" component="section">
      <CardContent>
        <QueryState
          query={query}
          loadError={texts.electives.loadError}
          skeleton={<Skeleton variant="rectangular" height={200} />}
        >
          {({ results }) => results && <ElectiveUnit unit={results} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
