import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Loading, useNotify } from 'react-admin';
import {
  useActualizarFiltroTramiteGenerico,
  useListarFiltrosTramiteGenerico,
} from '@generated/main/endpoints/tramite-generico/tramite-generico';
import type { DatosTramiteGenerico } from '@generated/main/model';
import { formTexts } from '@/admin/forms/texts';
import { useSave } from '@/admin/forms/useSave';
import { formSave } from './formSave';
import { texts } from './texts';

interface Option {
  value: string;
  label: string;
  group?: string;
}

interface FilterFieldProps {
  label: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** One dimension's choice: nothing chosen lets every one in, as its placeholder says. */
function FilterField({ label, options, value, onChange, error }: FilterFieldProps) {
  return (
    <Autocomplete
      multiple
      options={options}
      groupBy={options[0]?.group ? (option) => option.group ?? '' : undefined}
      value={options.filter((option) => value.includes(option.value))}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.value))}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      noOptionsText={texts.noOptions}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? undefined : texts.all}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

/** Step 2: who may file it, by programme, campus and cycle. */
export default function FiltersStep({ procedure }: { procedure: DatosTramiteGenerico }) {
  const notify = useNotify();
  const save = useSave();
  const options = useListarFiltrosTramiteGenerico();
  const update = useActualizarFiltroTramiteGenerico(formSave);
  const [chosen, setChosen] = useState({
    programas: procedure.filtros.programas.map(String),
    sedes: procedure.filtros.sedes.map(String),
    ciclos: procedure.filtros.ciclos,
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  if (options.isPending) return <Loading />;
  if (options.isError) return null;
  const offered = options.data.results;
  const choices = {
    programas: offered.programas.map((programme) => ({
      value: String(programme.id),
      label: programme.nombre,
      group: texts.audiences[programme.tipo],
    })),
    sedes: offered.sedes.map((campus) => ({ value: String(campus.id), label: campus.nombre })),
    ciclos: offered.ciclos.map((cycle) => ({ value: cycle.codigo, label: cycle.nombre })),
  };
  const names = (dimension: keyof typeof choices) => {
    const labels = choices[dimension]
      .filter((option) => chosen[dimension].includes(option.value))
      .map((option) => option.label);
    return labels.length ? labels.join(', ') : texts.all;
  };
  if (procedure.estado !== 'BORRADOR') {
    return (
      <Stack spacing={0.5}>
        {(['programas', 'sedes', 'ciclos'] as const).map((dimension) => (
          <Typography key={dimension} variant="body2">
            <strong>{texts[dimension]}:</strong> {names(dimension)}
          </Typography>
        ))}
      </Stack>
    );
  }
  const change = (dimension: keyof typeof chosen) => (value: string[]) => {
    setChosen((current) => ({ ...current, [dimension]: value }));
    setErrors({});
  };
  const submit = async () => {
    const answer = await save(
      () =>
        update.mutateAsync({
          params: { idTramite: procedure.idTramite },
          data: {
            programas: chosen.programas.map(Number),
            sedes: chosen.sedes.map(Number),
            ciclos: chosen.ciclos,
          },
        }),
      () => notify(texts.filtersSaved, { type: 'success' }),
    );
    if (answer) setErrors(answer);
  };
  return (
    <Stack spacing={2}>
      {(['programas', 'sedes', 'ciclos'] as const).map((dimension) => (
        <FilterField
          key={dimension}
          label={texts[dimension]}
          options={choices[dimension]}
          value={chosen[dimension]}
          onChange={change(dimension)}
          error={errors[dimension]?.[0]}
        />
      ))}
      <div>
        <Button variant="contained" disabled={update.isPending} onClick={() => void submit()}>
          {update.isPending ? formTexts.saving : texts.saveFilters}
        </Button>
      </div>
    </Stack>
  );
}
