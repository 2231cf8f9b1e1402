import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactElement, type ReactNode } from 'react';

interface ChoiceControlProps {
  /** The input, given the ids its own id and aria-describedby must take. */
  control: (ids: { inputId: string; descriptionId: string | undefined }) => ReactElement;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** Beside the label but outside it, so clicking it does not toggle the input (an info button). */
  adornment?: ReactNode;
  /** Top padding that centres the label's first line on the control. @default 9 */
  labelOffset?: number;
}

/**
 * A checkbox, radio or switch with its label and an optional description under it. The label
 * names the input and the description describes it, so screen readers read them apart.
 */
export default function ChoiceControl({
  control,
  label,
  description,
  disabled = false,
  adornment,
  labelOffset = 9,
}: ChoiceControlProps) {
  const inputId = useId();
  const descriptionId = useId();
  const textColor = disabled ? 'text.disabled' : undefined;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'start' }}>
      {control({ inputId, descriptionId: description ? descriptionId : undefined })}
      <Box sx={{ pt: `${labelOffset}px`, pb: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography
            component="label"
            htmlFor={inputId}
            color={textColor}
            sx={{ cursor: disabled ? 'default' : 'pointer' }}
          >
            {label}
          </Typography>
          {adornment}
        </Box>
        {description && (
          <Typography id={descriptionId} variant="body2" color={textColor ?? 'text.secondary'}>
            {description}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
