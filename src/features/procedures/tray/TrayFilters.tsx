import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { useListarFiltrosCaso } from '@generated/main/endpoints/tramite/tramite';
import type { Bandeja } from '@generated/main/model';
import { Button } from '@/ui/Button';
import { DatePicker } from '@/ui/DatePicker';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';
import { adminTexts } from '../shared/staffTexts';

// The query-string names of the tray's filters.
export const FILTERS = [
  'tipo',
  'estado',
  'programa',
  'sede',
  'desde',
  'hasta',
  'solicitante',
] as const;

interface TrayFiltersProps {
  bandeja: Bandeja;
  searchParams: URLSearchParams;
  setSearchParams: SetURLSearchParams;
}

/** The tray's server-side filters, kept in the query string (a reload or back keeps them). */
export default function TrayFilters({ bandeja, searchParams, setSearchParams }: TrayFiltersProps) {
  // The page explains a refusal (not a manager of the area): no second, generic notice.
  const { data } = useListarFiltrosCaso(
    { bandeja },
    { query: { meta: { explainedStatuses: [403] } } },
  );
  const choices = data?.results;
  const set = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('pagina');
        return next;
      },
      { replace: true },
    );
  // The search (a requester or a request number) goes out once typing pauses.
  const [requester, setRequester] = useState(searchParams.get('solicitante') ?? '');
  useEffect(() => {
    if (requester === (searchParams.get('solicitante') ?? '')) return undefined;
    const timer = setTimeout(() => set('solicitante', requester.trim() || null), 400);
    return () => clearTimeout(timer);
  });
  const options = (list: readonly { id: string | number; nombre: string }[] = []) =>
    list.map((option) => ({ id: option.id, description: option.nombre }));
  const select = (
    name: string,
    label: string,
    list?: readonly { id: string | number; nombre: string }[],
  ) => (
    <Select
      label={label}
      options={options(list)}
      value={searchParams.get(name)}
      onChange={(id) => set(name, id === null ? null : String(id))}
    />
  );
  return (
    <Stack
      component="section"
      aria-label={adminTexts.filtersLabel}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        alignItems: 'start',
      }}
    >
      {select('tipo', adminTexts.type, choices?.tipos)}
      {select('estado', adminTexts.state, choices?.estados)}
      {select('programa', adminTexts.programme, choices?.programas)}
      {select('sede', adminTexts.campus, choices?.sedes)}
      <DatePicker
        label={adminTexts.from}
        value={searchParams.get('desde')}
        onChange={(day) => set('desde', day.format('YYYY-MM-DD'))}
        disabledWeekdays={[]}
      />
      <DatePicker
        label={adminTexts.to}
        value={searchParams.get('hasta')}
        onChange={(day) => set('hasta', day.format('YYYY-MM-DD'))}
        disabledWeekdays={[]}
      />
      <TextField
        label={adminTexts.search}
        helperText={adminTexts.searchHint}
        type="search"
        value={requester}
        onChange={setRequester}
      />
      <div>
        <Button
          variant="text"
          onClick={() => {
            setRequester('');
            setSearchParams({}, { replace: true });
          }}
        >
          {adminTexts.clear}
        </Button>
      </div>
    </Stack>
  );
}
