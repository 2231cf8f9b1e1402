import MuiSwitch from '@mui/material/Switch';
import ChoiceControl from '../Checkbox/ChoiceControl';

export interface SwitchProps {
  /** What the switch turns on, e.g. 'Mostrar mi correo'. */
  label: string;
  /** One line under the label explaining the effect; read as the switch's description. */
  description?: string;
  /** On or off (controlled). */
  checked?: boolean;
  /** Starting state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onChange?: (checked: boolean) => void;
  /** Greys the switch out; it cannot be changed. @default false */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
}

/** Turns one setting on or off at once (no save button needed). */
export default function Switch({
  label,
  description,
  checked,
  defaultChecked,
  onChange,
  disabled = false,
  name,
}: SwitchProps) {
  return (
    <ChoiceControl
      label={label}
      description={description}
      disabled={disabled}
      labelOffset={7}
      control={({ inputId, descriptionId }) => (
        <MuiSwitch
          id={inputId}
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={(_, value) => onChange?.(value)}
          disabled={disabled}
          name={name}
          slotProps={{ input: { 'aria-describedby': descriptionId } }}
        />
      )}
    />
  );
}
