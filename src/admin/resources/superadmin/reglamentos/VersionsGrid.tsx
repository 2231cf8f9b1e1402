import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FunctionField, NumberField, TextField } from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import type { ReglamentoVersion } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { usePhone } from '@/admin/usePhone';
import { texts } from './texts';
import VersionActions, { type VersionActionsProps } from './VersionActions';

/**
 * The versions of a regulation with their actions. A phone gets the number with its acceptances
 * and the actions only; the date and summary are in the text dialog.
 */
export default function VersionsGrid(actions: VersionActionsProps) {
  const phone = usePhone();
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <FunctionField<ReglamentoVersion>
        source="numero"
        label={texts.numero}
        render={(version) => (
          <>
            {version.numero}{' '}
            {version.vigente && <Chip size="small" color="success" label={texts.vigente} />}
            {phone && (
              <Typography variant="body2" color="text.secondary">
                {texts.acceptanceCount(version.aceptaciones)}
              </Typography>
            )}
          </>
        )}
      />
      {!phone && (
        <FunctionField<ReglamentoVersion>
          source="publicadoEn"
          label={texts.publicadoEn}
          sortable={false}
          render={(version) => formatDateTime(version.publicadoEn)}
        />
      )}
      {!phone && (
        <TextField source="resumenCambios" label={texts.resumenCambios} sortable={false} />
      )}
      {!phone && <NumberField source="aceptaciones" label={texts.aceptaciones} />}
      <VersionActions {...actions} />
    </Datagrid>
  );
}
