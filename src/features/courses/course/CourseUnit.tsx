import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Skeleton } from '@/ui/Skeleton';
import ElectiveUnit from '../electives/ElectiveUnit';
import { useElectiveUnit } from '../electives/useElectiveUnit';
import { LoadError } from '@/ui/LoadError';
import { texts } from '../texts';

/** The options or the chosen content of an elective or autonomous course, on its course page. */
export default function CourseUnit({ idSeccion }: { idSeccion: number }) {
  const query = useElectiveUnit({ idSection: idSeccion });
  const unit = query.data?.results;
  if (query.data && !unit) return null;
  return (
    <Card variant="outlined" component="section">
      <CardContent>
        {query.isError && (
          <LoadError message={texts.electives.loadError} onRetry={() => void query.refetch()} />
        )}
        {query.isPending && <Skeleton variant="rectangular" height={200} />}
        {unit && <ElectiveUnit unit={unit} />}
      </CardContent>
    </Card>
  );
}
