import Stack from '@mui/material/Stack';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useState } from 'react';
import { useListarUbigeo } from '@generated/main/endpoints/tramite/tramite';
import { Select } from '@/ui/Select';
import { texts } from '../../texts';

interface UbigeoFieldProps {
  label: string;
  /** The district's 6-digit code, or '' until one is chosen. */
  value: string;
  onChange: (district: string) => void;
  error?: string;
}

const options = (places: readonly { codigo: string; nombre: string }[] = []) =>
  places.map((place) => ({ id: place.codigo, description: place.nombre }));

/** A district of Peru, chosen by department, then province, then district. */
export default function UbigeoField({ label, value, onChange, error }: UbigeoFieldProps) {
  const [department, setDepartment] = useState(value.slice(0, 2));
  const [province, setProvince] = useState(value.slice(0, 4));
  const departments = useListarUbigeo('departamentos');
  const provinces = useListarUbigeo(
    'provincias',
    { codigoPadre: department },
    { query: { enabled: department !== '' } },
  );
  const districts = useListarUbigeo(
    'distritos',
    { codigoPadre: province },
    { query: { enabled: province !== '' } },
  );
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
      <legend style={visuallyHidden}>{label}</legend>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <Select
          label={`${label}: ${texts.department}`}
          options={options(departments.data?.results)}
          value={department || null}
          onChange={(id) => {
            setDepartment(String(id ?? ''));
            setProvince('');
            onChange('');
          }}
        />
        <Select
          label={texts.province}
          options={options(provinces.data?.results)}
          value={province || null}
          disabled={!department}
          onChange={(id) => {
            setProvince(String(id ?? ''));
            onChange('');
          }}
        />
        <Select
          label={texts.district}
          options={options(districts.data?.results)}
          value={value || null}
          disabled={!province}
          error={error}
          showErrors={Boolean(error)}
          onChange={(id) => onChange(String(id ?? ''))}
        />
      </Stack>
    </Stack>
  );
}
