import { required, SearchInput, SelectInput } from 'react-admin';
import type { ReporteFiltrosResponseResults } from '@generated/main/model';
import BrandScopedSelectInput from './BrandScopedSelectInput';
import { allOf, texts } from './texts';

/** The list's filters from the report's catalogue (spec §7 reporte/filtro/listar), all in view. */
export function reportFilters(
  { filtros, agrupaciones }: ReporteFiltrosResponseResults,
  search: string,
) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={search} />,
    ...filtros.map(({ clave, titulo, opciones }) => (
      <BrandScopedSelectInput
        key={clave}
        source={clave}
        label={titulo}
        options={opciones}
        emptyText={allOf[clave]}
        alwaysOn
      />
    )),
    <SelectInput
      key="agruparPor"
      source="agruparPor"
      label={texts.groupBy}
      choices={agrupaciones.map(({ id, nombre }) => ({ id, name: nombre }))}
      validate={required()}
      alwaysOn
    />,
  ];
}
