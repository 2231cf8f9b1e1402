import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Nota } from '@generated/main/model';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import type { TableColumn } from '@/ui/ResponsiveTable';
import { Tag } from '@/ui/Tag';
import { formatScore } from '../shared/scores';
import { texts } from '../texts';
import ReviewCell from './ReviewCell';
import ScoreBullet from './ScoreBullet';

interface ScoreListProps {
  notas: Nota[];
  dual: boolean;
  /** Autonomous courses hide the review request (spec §4). */
  autonomous: boolean;
  onRequestReview: (nota: Nota) => void;
}

/** The course's evaluations with weight, score and review (spec §3 Score item, §4, §9). */
export default function ScoreList({ notas, dual, autonomous, onRequestReview }: ScoreListProps) {
  if (notas.length === 0) return <Typography>{texts.scores.empty}</Typography>;
  const columns: TableColumn<Nota>[] = [
    {
      id: 'name',
      header: texts.scores.name,
      render: (nota) => (
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ScoreBullet stateGraphic={nota.stateGraphic} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {nota.name}
            </Typography>
          </Stack>
          {nota.description && (
            <Typography variant="caption" color="text.secondary">
              {nota.description}
            </Typography>
          )}
          {nota.esEvaluacionSustitutoria && (
            <Tag label={texts.scores.substitute} color="info" size="small" />
          )}
        </Stack>
      ),
    },
    {
      id: 'percentage',
      header: texts.scores.percentage,
      align: 'right',
      render: (n) => `${n.percentage}%`,
    },
    {
      id: 'score',
      header: texts.scores.score,
      align: 'right',
      render: (nota) => (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatScore(nota.score, dual)}
        </Typography>
      ),
    },
  ];
  if (!autonomous) {
    columns.push({
      id: 'review',
      header: texts.scores.review,
      render: (nota) => (
        <ReviewCell nota={nota} autonomous={autonomous} onRequest={onRequestReview} />
      ),
    });
  }
  return (
    <ResponsiveTable
      columns={columns}
      rows={notas}
      label={texts.scores.title}
      pageSize={20}
      maxHeight={720}
      getRowKey={(nota) => nota.idNota}
    />
  );
}
