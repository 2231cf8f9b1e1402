import Typography from '@mui/material/Typography';
import type { DescriptionFieldProps } from '@rjsf/utils';

/**
 * A field's description as help text under its label: rjsf's MUI theme draws it as a subtitle,
 * which MUI renders as an h6, and a form is not a list of headings to a screen reader.
 */
export default function HelpText({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Typography id={id} component="p" variant="body2" color="text.secondary">
      {description}
    </Typography>
  );
}
