import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { selectTexts } from '../texts';
import { OutlinedField } from '../TextField';
import SelectDisplay from './SelectDisplay';
import SelectList from './SelectList';
import type { SelectOption, SelectValue } from './selectOption';

export interface SelectProps {
  /** Visible label, also the combobox's accessible name. */
  label: string;
  options: readonly SelectOption[];
  /** Controlled chosen id; leave undefined for an uncontrolled select. @default undefined */
  value?: SelectValue;
  /** Initially chosen id of an uncontrolled select. @default null */
  defaultValue?: SelectValue;
  /** Called with the chosen id and option. @default undefined */
  onChange?: (value: SelectValue, option: SelectOption | null) => void;
  /** Asks for a choice: 'El campo es requerido.' once touched. @default false */
  required?: boolean;
  /** Shows the message without waiting for the select to be touched (on submit). @default false */
  showErrors?: boolean;
  /** A message decided outside (a form hook, the server); replaces the own rule. @default undefined */
  error?: string | null;
  /** Hint shown under the select while there is no message. @default undefined */
  helperText?: string;
  /** @default false */
  disabled?: boolean;
}

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

/** One choice from a list with an accent-insensitive search box (spec §5, §8, §9). */
export default function Select({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  required = false,
  showErrors = false,
  error,
  helperText,
  disabled = false,
}: SelectProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const displayRef = useRef<{ focus: () => void }>(null);
  const [ownValue, setOwnValue] = useState<SelectValue>(defaultValue);
  const [search, setSearch] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const open = search !== null;
  const chosenId = value === undefined ? ownValue : value;
  const selected = options.find((option) => option.id === chosenId) ?? null;
  const ownMessage = required && !selected && (touched || showErrors) ? selectTexts.required : null;
  const message = error === undefined ? ownMessage : error;

  const openList = (initialSearch = '') => !disabled && setSearch(initialSearch);
  const close = (returnFocus: boolean) => {
    setSearch(null);
    setTouched(true);
    if (returnFocus) displayRef.current?.focus();
  };
  const pick = (option: SelectOption) => {
    if (value === undefined) setOwnValue(option.id);
    onChange?.(option.id, option);
    close(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open || event.ctrlKey || event.metaKey) return;
    const typed = event.key.length === 1 && event.key !== ' ';
    if (!typed && !OPENING_KEYS.includes(event.key)) return;
    event.preventDefault();
    // A letter typed on the closed select starts the search with it.
    openList(typed ? event.key : '');
  };
  const onMouseDown = (event: MouseEvent) => {
    if (event.button !== 0 || disabled) return;
    // Keeps the focus where it is: the search box takes it, or the trigger when closing.
    event.preventDefault();
    if (open) close(true);
    else openList();
  };

  return (
    <>
      <OutlinedField
        id={id}
        rootRef={setAnchor}
        inputRef={displayRef}
        inputComponent={SelectDisplay}
        label={label}
        value={selected?.description ?? ''}
        message={message}
        invalid={message !== null}
        helperText={helperText}
        required={required}
        disabled={disabled}
        onBlur={() => !open && setTouched(true)}
        onMouseDown={onMouseDown}
        endAdornment={
          <ArrowDropDown
            aria-hidden
            sx={{ transform: open ? 'rotate(180deg)' : undefined, pointerEvents: 'none' }}
          />
        }
        htmlInput={{
          role: 'combobox',
          onKeyDown,
          'aria-labelledby': `${id}-label`,
          'aria-haspopup': 'listbox',
          'aria-expanded': open,
          'aria-controls': open ? `${id}-list-panel` : undefined,
        }}
      />
      {open && (
        <SelectList
          id={`${id}-list`}
          anchorEl={anchor}
          options={options}
          selected={selected}
          initialSearch={search}
          onPick={pick}
          onClose={close}
        />
      )}
    </>
  );
}
