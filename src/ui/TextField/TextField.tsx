import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { rejectSpaceKey, required as requiredRule, withoutSpaces } from '@/lib/validation';
import type { Validator } from '@/lib/validation';
import OutlinedField from './OutlinedField';
import { useFieldValue, type FieldChangeEvent } from './useFieldValue';
import VisibilityToggle from './VisibilityToggle';

export interface TextFieldProps {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Controlled value; leave undefined for an uncontrolled field. @default undefined */
  value?: string;
  /** Initial value of an uncontrolled field. @default '' */
  defaultValue?: string;
  /** Called with the new text (spaces already removed in password fields). @default undefined */
  onChange?: (value: string, event: FieldChangeEvent) => void;
  /** Called when the field loses focus, after it is marked as touched. @default undefined */
  onBlur?: () => void;
  /** Validators of `@/lib/validation`, checked in order; only the first failure is shown. @default [] */
  rules?: readonly Validator[];
  /** Adds the 'El campo es requerido.' rule and announces the field as required. @default false */
  required?: boolean;
  /** Shows the message without waiting for the field to be touched (on submit). @default false */
  showErrors?: boolean;
  /**
   * A message decided outside the field (a form hook that tracks touch itself, a server answer).
   * When given, even as null, it replaces the field's own rules. @default undefined
   */
  error?: string | null;
  /** Hint shown under the input while there is no message. @default undefined */
  helperText?: string;
  /** Input type; `password` refuses spaces and gets a show/hide button. @default 'text' */
  type?: 'text' | 'password' | 'email' | 'number' | 'tel' | 'url' | 'date' | 'search';
  /** @default undefined */
  placeholder?: string;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  readOnly?: boolean;
  /** Hard limit on the characters the input accepts. @default undefined */
  maxLength?: number;
  /** Shows 'n / maxLength' under the input (needs `maxLength`). @default false */
  showCounter?: boolean;
  /** Content before the text, e.g. an icon or 'S/'. @default undefined */
  startAdornment?: ReactNode;
  /** Content after the text; password fields put their own button here. @default undefined */
  endAdornment?: ReactNode;
  /** @default undefined */
  name?: string;
  /** @default undefined */
  autoComplete?: string;
  /** @default false */
  autoFocus?: boolean;
  /** Virtual keyboard on phones. @default undefined */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The input element, e.g. for a form library to focus the first wrong field. @default undefined */
  inputRef?: Ref<HTMLInputElement>;
}

/** The campus text input: spec §5 validators and messages, shown once touched or forced. */
export default function TextField({
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  rules = [],
  required = false,
  showErrors = false,
  error,
  type = 'text',
  maxLength,
  showCounter = false,
  endAdornment,
  inputMode,
  ...props
}: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  const password = type === 'password';
  const field = useFieldValue({
    value,
    defaultValue,
    onChange,
    onBlur,
    showErrors,
    validators: required ? [requiredRule(), ...rules] : rules,
  });
  const message = error === undefined ? field.message : error;
  return (
    <OutlinedField
      label={label}
      value={field.value}
      // spec §5: password fields refuse spaces, typed (onKeyDown) or pasted.
      onChange={(event) =>
        field.change(password ? withoutSpaces(event.target.value) : event.target.value, event)
      }
      onKeyDown={password ? rejectSpaceKey : undefined}
      onBlur={field.blur}
      type={password && visible ? 'text' : type}
      message={message}
      invalid={message !== null}
      required={required}
      counter={showCounter && maxLength ? { count: field.value.length, max: maxLength } : undefined}
      htmlInput={{ maxLength, inputMode }}
      endAdornment={
        password ? (
          <VisibilityToggle
            visible={visible}
            onToggle={() => setVisible(!visible)}
            disabled={props.disabled}
          />
        ) : (
          endAdornment
        )
      }
      {...props}
    />
  );
}
