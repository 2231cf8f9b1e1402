import Typography from '@mui/material/Typography';
import { useFieldValue, type FieldProps } from 'react-admin';

interface TruncatedTextFieldProps extends FieldProps {
  /** The widest the cell may grow before the value is cut. */
  maxWidth: string;
  /** Lines shown before the ellipsis (a description reads better on two). */
  lines?: 1 | 2;
  emptyText?: string;
}

/**
 * A long value (raw JSON, a description) in a list cell: cut with an ellipsis instead of widening
 * the table past the screen (issue 32). Hovering shows it whole, and the row opens the record,
 * whose page shows every value in full.
 */
export default function TruncatedTextField({
  source,
  maxWidth,
  lines = 1,
  emptyText = '',
}: TruncatedTextFieldProps) {
  const value = useFieldValue({ source });
  const text = value === null || value === undefined || value === '' ? emptyText : String(value);
  return (
    <Typography
      component="span"
      variant="body2"
      title={text}
      sx={{
        display: '-webkit-box',
        maxWidth,
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: lines,
      }}
    >
      {text}
    </Typography>
  );
}
