import Typography from '@mui/material/Typography';
import { FunctionField, List, SearchInput, TextField } from 'react-admin';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { ReglamentoAceptacion } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { texts } from './texts';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={texts.searchUser} />];

interface AcceptanceListProps {
  versionId: number;
  numero: number;
}

/**
 * Who accepted one version and when, newest first; paged and searched on the server. A phone gets
 * one line per acceptance.
 */
export default function AcceptanceList({ versionId, numero }: AcceptanceListProps) {
  return (
    <section aria-labelledby="acceptances-title">
      <Typography id="acceptances-title" variant="h6" component="h2" sx={{ mt: 3 }}>
        {texts.acceptancesTitle(numero)}
      </Typography>
      <List
        resource="reglamentoAceptacion"
        filter={{ versionId }}
        filters={filters}
        sort={{ field: 'aceptadoEn', order: 'DESC' }}
        perPage={25}
        disableSyncWithLocation
        storeKey={false}
        actions={false}
        title={false}
        empty={<Typography sx={{ py: 2 }}>{texts.noAcceptances}</Typography>}
      >
        <ResponsiveDatagrid<ReglamentoAceptacion>
          primaryText={(row) => row.nombreCompleto}
          secondaryText={(row) =>
            `${row.usuario} · ${texts.types[row.tipo]} · ${formatDateTime(row.aceptadoEn)}`
          }
          rowClick={false}
        >
          <TextField source="usuario" label={texts.usuario} />
          <TextField source="nombreCompleto" label={texts.nombreCompleto} />
          <FunctionField<ReglamentoAceptacion>
            source="tipo"
            label={texts.tipo}
            sortable={false}
            render={(row) => texts.types[row.tipo]}
          />
          <FunctionField<ReglamentoAceptacion>
            source="aceptadoEn"
            label={texts.aceptadoEn}
            render={(row) => formatDateTime(row.aceptadoEn)}
          />
        </ResponsiveDatagrid>
      </List>
    </section>
  );
}
