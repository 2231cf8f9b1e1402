import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useDeferredValue, useState } from 'react';
import { useListarFuentesAsistente } from '@generated/main/endpoints/preguntas-sin-respuesta/preguntas-sin-respuesta';
import type { FuenteAsistente } from '@generated/main/model';
import { formTexts } from './texts';

/**
 * One of the campus assistant's sources (a procedure, an article, a guide section, a frequent
 * question), searched on the server as the user types: `'ui:widget': 'fuenteAsistente'`. The
 * value is the source's id; `ui:options.titulo` names the one already chosen.
 */
export default function SourceWidget(props: WidgetProps) {
  const { id, label, required, disabled, readonly, value, onChange, rawErrors = [] } = props;
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<FuenteAsistente | null>(null);
  const q = useDeferredValue(typed);
  const { data: answer, isFetching } = useListarFuentesAsistente({ q });
  const data = answer?.results ?? [];
  const current =
    chosen?.id === value
      ? chosen
      : (data.find((source) => source.id === value) ??
        (value
          ? {
              id: value,
              tipo: 'TRAMITE',
              titulo: String(props.options.titulo ?? value),
              extracto: '',
            }
          : null));
  const error = rawErrors.length > 0;
  return (
    <Autocomplete<FuenteAsistente>
      id={id}
      options={data}
      value={current as FuenteAsistente | null}
      loading={isFetching}
      disabled={disabled || readonly}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => option.titulo}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          <span>
            <strong>{formTexts.sourceKinds[option.tipo]}</strong> · {option.titulo}
          </span>
        </li>
      )}
      onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_event, option) => {
        setChosen(option);
        onChange(option?.id);
      }}
      noOptionsText={formTexts.noSources}
      loadingText={formTexts.loading}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={error ? rawErrors.join(' ') : props.schema.description}
        />
      )}
    />
  );
}
