import InfoOutlined from '@mui/icons-material/InfoOutlined';
import MuiCheckbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import { checkboxTexts } from '../texts';
import Tooltip from '../Tooltip/Tooltip';
import ChoiceControl from './ChoiceControl';

export interface CheckboxProps {
  /** What ticking the box means. */
  label: string;
  /** A line under the label, read as the checkbox's description. */
  description?: string;
  /** Longer help behind an info button beside the label, shown in a tooltip. */
  tooltipDescription?: string;
  /** Ticked or not (controlled). */
  checked?: boolean;
  /** Starting state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Shows a dash: some, not all, of the items it stands for are ticked. @default false */
  indeterminate?: boolean;
  /** Called with the new state. */
  onChange?: (checked: boolean) => void;
  /** Greys the checkbox out; it cannot be ticked. @default false */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Form field value. */
  value?: string;
}

/** One checkbox with its label, optional description and optional help tooltip. */
export default function Checkbox({
  label,
  description,
  tooltipDescription,
  checked,
  defaultChecked,
  indeterminate = false,
  onChange,
  disabled = false,
  name,
  value,
}: CheckboxProps) {
  return (
    <ChoiceControl
      label={label}
      description={description}
      disabled={disabled}
      adornment={
        tooltipDescription && (
          <Tooltip title={tooltipDescription} describeChild>
            <IconButton size="small" aria-label={checkboxTexts.moreInfo(label)} sx={{ my: -0.5 }}>
              <InfoOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      }
      control={({ inputId, descriptionId }) => (
        <MuiCheckbox
          id={inputId}
          checked={checked}
          defaultChecked={defaultChecked}
          indeterminate={indeterminate}
          onChange={(_, ticked) => onChange?.(ticked)}
          disabled={disabled}
          name={name}
          value={value}
          slotProps={{ input: { 'aria-describedby': descriptionId } }}
        />
      )}
    />
  );
}
