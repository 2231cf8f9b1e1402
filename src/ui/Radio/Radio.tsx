import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import MuiRadio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import ChoiceControl from '../Checkbox/ChoiceControl';

export interface RadioOption {
  /** Reported by onChange when chosen. */
  id: string;
  /** The radio's label. */
  text: string;
  /** A line under the text. */
  description?: string;
  /** @default false */
  disabled?: boolean;
}

export interface RadioProps {
  /** The question, naming the radio group. */
  label: string;
  /** The choices, in display order. */
  options: readonly RadioOption[];
  /** The chosen option's id (controlled); null while none is chosen. */
  value?: string | null;
  /** Starting choice when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen option's id. */
  onChange?: (id: string) => void;
  /** Lays the options out in a row. @default false */
  row?: boolean;
  /** Form field name; generated when missing so arrow keys stay inside this group. */
  name?: string;
}

/** One choice among a few options shown at once, under a label (arrow keys move the choice). */
export default function Radio({
  label,
  options,
  value,
  defaultValue,
  onChange,
  row = false,
  name,
}: RadioProps) {
  const generatedName = useId();
  const labelId = useId();
  return (
    // The radiogroup carries the name; a fieldset around it would announce the label twice.
    <FormControl>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={name ?? generatedName}
        value={value}
        defaultValue={defaultValue}
        onChange={(_, id) => onChange?.(id)}
        row={row}
        sx={{ columnGap: 2 }}
      >
        {options.map((option) => (
          <ChoiceControl
            key={option.id}
            label={option.text}
            description={option.description}
            disabled={option.disabled}
            control={({ inputId, descriptionId }) => (
              <MuiRadio
                id={inputId}
                value={option.id}
                disabled={option.disabled}
                slotProps={{ input: { 'aria-describedby': descriptionId } }}
              />
            )}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
