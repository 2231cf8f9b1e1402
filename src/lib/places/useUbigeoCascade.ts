import { useState } from 'react';
import { useListarUbigeo } from '@generated/main/endpoints/tramite/tramite';

export interface PlaceOption {
  id: string;
  description: string;
}

/** What `src/ui/UbigeoField` shows: three lists, each choice clearing the levels below it. */
export interface UbigeoCascade {
  departments: PlaceOption[];
  provinces: PlaceOption[];
  districts: PlaceOption[];
  department: string;
  province: string;
  /** The chosen district's 6-digit code, or '' until one is chosen. */
  district: string;
  chooseDepartment: (code: string) => void;
  chooseProvince: (code: string) => void;
  chooseDistrict: (code: string) => void;
}

const options = (places: readonly { codigo: string; nombre: string }[] = []) =>
  places.map((place) => ({ id: place.codigo, description: place.nombre }));

/**
 * A district of Peru chosen by department, then province, then district (INEI codes nest by
 * prefix: 2, 4 and 6 digits). `value` is the district's code; `onChange` gets '' while the choice
 * is incomplete.
 */
export function useUbigeoCascade(value: string, onChange: (district: string) => void): UbigeoCascade {
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
  return {
    departments: options(departments.data?.results),
    provinces: department ? options(provinces.data?.results) : [],
    districts: province ? options(districts.data?.results) : [],
    department,
    province,
    district: value,
    chooseDepartment: (code) => {
      setDepartment(code);
      setProvince('');
      onChange('');
    },
    chooseProvince: (code) => {
      setProvince(code);
      onChange('');
    },
    chooseDistrict: onChange,
  };
}
