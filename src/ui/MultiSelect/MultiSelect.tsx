import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { multiSelectTexts as texts } from '@/ui/texts';

export interface MultiOption<Id extends string | number> {
  id: Id;
  nombre: string;
}

interface MultiSelectProps<Id extends string | number> {
  label: string;
  options: readonly MultiOption<Id>[];
  value: readonly Id[];
  onChange: (value: Id[]) => void;
  error?: string;
  disabled?: boolean;
  /** Marks the field as required (asterisk, aria-required) before anyone fails it. */
  required?: boolean;
}

/** Several choices of a list, searched as typed (e.g. the audience filters of the post form). */
export default function MultiSelect<Id extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
  disabled,
  required,
}: MultiSelectProps<Id>) {
  // Choices the list no longer offers (a division removed) drop out of the value.
  const chosen = options.filter((option) => value.includes(option.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      disabled={disabled}
      getOptionLabel={(option) => option.nombre}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, selected) => onChange(selected.map((option) => option.id))}
      noOptionsText={texts.empty}
      openText={texts.open}
      closeText={texts.close}
      clearText={texts.clear}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
