import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId, useState, type FocusEvent } from 'react';
import { requiredMessage } from '../texts';
import Checkbox from './Checkbox';

export interface CheckboxItem {
  /** Reported in the group's value when ticked. */
  id: string;
  /** The checkbox's label. */
  text: string;
  /** A line under the text. */
  description?: string;
  /** @default false */
  disabled?: boolean;
  /** Longer help behind an info button beside the text. */
  tooltipDescription?: string;
}

export interface CheckboxGroupProps {
  /** The question the group answers, shown as its legend. */
  label: string;
  /** The choices, in display order. */
  items: readonly CheckboxItem[];
  /** The ids of the ticked items. */
  value: readonly string[];
  /** Called with the ticked ids, in the items' order. */
  onChange: (value: string[]) => void;
  /** At least one item must be ticked; says 'El campo es requerido.' once touched. @default false */
  required?: boolean;
  /** Shows the error before the user touched the group (on submit). @default false */
  touched?: boolean;
  /** A message decided outside (a form hook, the server); replaces the own rule. @default undefined */
  error?: string | null;
  /** Lays the items out in a row. @default false */
  row?: boolean;
  /** Form field name of every checkbox. */
  name?: string;
}

/** Several independent choices under one legend, with the spec §5 required message. */
export default function CheckboxGroup({
  label,
  items,
  value,
  onChange,
  required = false,
  touched = false,
  error,
  row = false,
  name,
}: CheckboxGroupProps) {
  const [visited, setVisited] = useState(false);
  const errorId = useId();
  const ownMessage =
    required && (touched || visited) && value.length === 0 ? requiredMessage : null;
  const message = error === undefined ? ownMessage : error;
  const toggle = (id: string, ticked: boolean) => {
    setVisited(true);
    const next = new Set(value);
    if (ticked) next.add(id);
    else next.delete(id);
    onChange(items.filter((item) => next.has(item.id)).map((item) => item.id));
  };
  // Touched once focus leaves the whole group, not when it moves between its boxes.
  const leave = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setVisited(true);
  };

  return (
    <FormControl
      component="fieldset"
      required={required}
      error={message !== null}
      onBlur={leave}
      aria-describedby={message ? errorId : undefined}
    >
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup row={row} sx={{ columnGap: 2 }}>
        {items.map((item) => (
          <Checkbox
            key={item.id}
            label={item.text}
            description={item.description}
            tooltipDescription={item.tooltipDescription}
            disabled={item.disabled}
            checked={value.includes(item.id)}
            onChange={(ticked) => toggle(item.id, ticked)}
            name={name}
            value={item.id}
          />
        ))}
      </FormGroup>
      {message && <FormHelperText id={errorId}>{message}</FormHelperText>}
    </FormControl>
  );
}
