import type { Validator } from '@/lib/validation';
import { textAreaTexts as t } from '../texts';
import { OutlinedField, useFieldValue, type FieldChangeEvent } from '../TextField';

/** spec §5 and §9: text areas take up to 500 characters by default, in 6 rows. */
export const TEXT_AREA_MAX_LENGTH = 500;
export const TEXT_AREA_ROWS = 6;

export interface TextAreaProps {
  /** Visible label, also the text area's accessible name. */
  label: string;
  /** Controlled value; leave undefined for an uncontrolled text area. @default undefined */
  value?: string;
  /** Initial value of an uncontrolled text area. @default '' */
  defaultValue?: string;
  /** Called with the new text. @default undefined */
  onChange?: (value: string, event: FieldChangeEvent) => void;
  /** Called when the text area loses focus, after it is marked as touched. @default undefined */
  onBlur?: () => void;
  /** Asks for some text: 'El campo es requerido' once touched. @default false */
  required?: boolean;
  /** Most characters accepted; reaching it says 'Longitud máxima alcanzada'. @default 500 */
  maxLength?: number;
  /** Fewest characters when there is text: 'Longitud mínima no alcanzada' once touched. @default 0 */
  minLength?: number;
  /** Visible lines. @default 6 */
  rows?: number;
  /** Shows the messages without waiting for the text area to be touched (on submit). @default false */
  showErrors?: boolean;
  /** A message decided outside (a form hook, the server); replaces the own rules. @default undefined */
  error?: string | null;
  /** Hint shown under the text area while there is no message. @default undefined */
  helperText?: string;
  /** @default undefined */
  placeholder?: string;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  readOnly?: boolean;
  /** @default undefined */
  name?: string;
}

// spec §5 words these rules apart from the text field's: no final dot.
const rules = (required: boolean, min: number, max: number): Validator[] => [
  (value) => (required && value.trim() === '' ? t.required : null),
  (value) => (value.length > 0 && value.length < min ? t.minLength : null),
  (value) => (value.length > max ? t.maxLength : null),
];

/** Long text with a 'n / max' counter and the spec §5 length messages. */
export default function TextArea({
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  required = false,
  maxLength = TEXT_AREA_MAX_LENGTH,
  minLength = 0,
  rows = TEXT_AREA_ROWS,
  showErrors = false,
  error,
  ...props
}: TextAreaProps) {
  const field = useFieldValue({
    value,
    defaultValue,
    onChange,
    onBlur,
    showErrors,
    validators: rules(required, minLength, maxLength),
  });
  const invalidMessage = error === undefined ? field.message : error;
  // Reaching the limit is news, not a mistake: said at once, without marking the text invalid.
  const limitReached = field.value.length >= maxLength ? t.maxLength : null;
  return (
    <OutlinedField
      label={label}
      multiline
      rows={rows}
      value={field.value}
      onChange={(event) => field.change(event.target.value, event)}
      onBlur={field.blur}
      message={invalidMessage ?? limitReached}
      invalid={invalidMessage !== null}
      required={required}
      counter={{ count: field.value.length, max: maxLength }}
      htmlInput={{ maxLength }}
      {...props}
    />
  );
}
