import Typography from '@mui/material/Typography';
import { FunctionField, List, SelectInput, TextField } from 'react-admin';
import { choicesOf } from '@/admin/choices';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { UsoCredencial } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { keyLabel } from './KeysSection';
import { texts } from './texts';

const filters = [
  <SelectInput
    key="resultado"
    source="resultado"
    label={texts.resultado}
    alwaysOn
    choices={choicesOf(texts.results)}
  />,
];

const outcome = (use: UsoCredencial) =>
  use.motivo
    ? `${texts.results[use.resultado]}: ${texts.reasons[use.motivo]}`
    : texts.results[use.resultado];

const operation = (use: UsoCredencial) => texts.operations[use.operacion] ?? use.operacion;

/** Every call made with a credential's keys, newest first, paged on the server. */
export default function UsesSection({ credencialId }: { credencialId: number }) {
  return (
    <section aria-labelledby="uses-title">
      <Typography id="uses-title" variant="h6" component="h2" sx={{ mt: 3 }}>
        {texts.uses}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.usesHelp}
      </Typography>
      <List
        resource="credencialUso"
        filter={{ credencialId }}
        filters={filters}
        sort={{ field: 'fecha', order: 'DESC' }}
        perPage={25}
        disableSyncWithLocation
        storeKey={false}
        actions={false}
        title={false}
        empty={<Typography sx={{ py: 2 }}>{texts.noUses}</Typography>}
      >
        <ResponsiveDatagrid<UsoCredencial>
          primaryText={(use) => formatDateTime(use.fecha)}
          secondaryText={outcome}
          tertiaryText={(use) => `${keyLabel(use.prefijo)} · ${use.ip}`}
          rowClick={false}
        >
          <FunctionField<UsoCredencial>
            source="fecha"
            label={texts.fecha}
            render={(use) => formatDateTime(use.fecha)}
          />
          <FunctionField<UsoCredencial>
            source="prefijo"
            label={texts.prefijo}
            sortable={false}
            render={(use) => keyLabel(use.prefijo)}
          />
          <FunctionField<UsoCredencial>
            source="operacion"
            label={texts.operacion}
            sortable={false}
            render={operation}
          />
          <FunctionField<UsoCredencial>
            source="resultado"
            label={texts.resultado}
            sortable={false}
            render={outcome}
          />
          <TextField source="ip" label={texts.ip} sortable={false} />
        </ResponsiveDatagrid>
      </List>
    </section>
  );
}
