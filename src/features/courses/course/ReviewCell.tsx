import Typography from '@mui/material/Typography';
import type { Nota } from '@generated/main/model';
import { Button } from '@/ui/Button';
import { reviewOf } from '../shared/scores';

interface ReviewCellProps {
  nota: Nota;
  autonomous: boolean;
  onRequest: (nota: Nota) => void;
}

/** spec §4: 'Solicitar revisión' acts (state 4); 'En revisión', 'Aprobada', 'Denegada' are text. */
export default function ReviewCell({ nota, autonomous, onRequest }: ReviewCellProps) {
  const review = reviewOf(nota.state, autonomous);
  if (!review) return null;
  if (review.actionable) {
    return (
      <Button variant="text" size="small" onClick={() => onRequest(nota)}>
        {review.label}
      </Button>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {review.label}
    </Typography>
  );
}
