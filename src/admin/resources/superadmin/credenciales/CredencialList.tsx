import Chip from '@mui/material/Chip';
import {
  EditButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  type Identifier,
} from 'react-admin';
import { choicesOf } from '@/admin/choices';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { Credencial } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/routes';
import { texts } from './texts';

const choices = (labels: Record<string, string>) => choicesOf(labels);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />,
  <SelectInput
    key="activa"
    source="activa"
    choices={[
      { id: true, name: texts.states.true },
      { id: false, name: texts.states.false },
    ]}
  />,
  <SelectInput key="alcance" source="alcance" choices={choices(texts.scopes)} />,
];

/** A credential's keys and calls are on its detail page. */
export const detailOf = (id: Identifier) =>
  paths.superadmin_credenciales_detalle.getHref(undefined, { id: String(id) });

const lastUse = (credential: Credencial) =>
  credential.ultimoUso ? formatDateTime(credential.ultimoUso) : texts.never;

const scopes = (credential: Credencial) =>
  credential.alcances.map((alcance) => texts.scopes[alcance]).join(', ');

/** The outside systems that call the campus, by name; a row opens its keys and calls. */
export default function CredencialList() {
  return (
    <List filters={filters} sort={{ field: 'nombre', order: 'ASC' }} title={texts.title}>
      <ResponsiveDatagrid<Credencial>
        primaryText={(credential) => credential.nombre}
        secondaryText={scopes}
        tertiaryText={(credential) => (credential.activa ? lastUse(credential) : texts.suspendida)}
        rowClick={detailOf}
      >
        <TextField source="nombre" />
        <FunctionField<Credencial> source="alcances" sortable={false} render={scopes} />
        <FunctionField<Credencial>
          source="activa"
          sortable={false}
          render={(credential) =>
            credential.activa ? (
              <Chip size="small" color="success" label={texts.activa} />
            ) : (
              <Chip size="small" label={texts.suspendida} />
            )
          }
        />
        <NumberField source="clavesVigentes" sortable={false} />
        <FunctionField<Credencial> source="ultimoUso" render={lastUse} />
        <EditButton label={texts.edit} />
      </ResponsiveDatagrid>
    </List>
  );
}
