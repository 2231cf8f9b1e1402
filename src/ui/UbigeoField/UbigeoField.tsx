import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Select } from '../Select';
import { ubigeoTexts } from '../texts/ubigeo';
import type { UbigeoCascade } from '@/lib/places';

export interface UbigeoFieldProps {
  /** Names the group above its three lists, e.g. 'Lugar de residencia'. */
  label: string;
  /** The lists and choices `useUbigeoCascade` keeps. */
  cascade: UbigeoCascade;
  /** Shown under the district list. */
  error?: string;
  /** Marks the district as required. @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
}

/** A district of Peru, chosen by department, then province, then district. */
export default function UbigeoField({
  label,
  cascade,
  error,
  required = false,
  disabled = false,
}: UbigeoFieldProps) {
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {/* Shown, not only read: the lists' own labels stay short enough for three in a row. */}
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, p: 0 }}>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <Select
          label={ubigeoTexts.department}
          options={cascade.departments}
          value={cascade.department || null}
          disabled={disabled}
          onChange={(id) => cascade.chooseDepartment(String(id ?? ''))}
        />
        <Select
          label={ubigeoTexts.province}
          options={cascade.provinces}
          value={cascade.province || null}
          disabled={disabled || !cascade.department}
          onChange={(id) => cascade.chooseProvince(String(id ?? ''))}
        />
        <Select
          label={ubigeoTexts.district}
          options={cascade.districts}
          value={cascade.district || null}
          disabled={disabled || !cascade.province}
          required={required}
          error={error}
          showErrors={Boolean(error)}
          onChange={(id) => cascade.chooseDistrict(String(id ?? ''))}
        />
      </Stack>
    </Stack>
  );
}
