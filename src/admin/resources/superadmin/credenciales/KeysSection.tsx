import BlockIcon from '@mui/icons-material/BlockOutlined';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FunctionField, List, useDelete, useNotify } from 'react-admin';
import { Datagrid } from '@/admin/datagrid/Datagrid';
import type { ClaveCredencial, EstadoClaveCredencial } from '@generated/main/model';
import { formatDate, formatDateTime } from '@/lib/dates';
import ConfirmAction from '@/admin/ConfirmAction';
import { usePhone } from '@/admin/usePhone';
import { texts } from './texts';

const STATE_COLOR: Record<EstadoClaveCredencial, 'success' | 'default' | 'error'> = {
  VIGENTE: 'success',
  VENCIDA: 'default',
  REVOCADA: 'error',
};

/** A key as its holder recognises it: the prefix, never the secret. */
export const keyLabel = (prefijo: string) => `cik_${prefijo}…`;

function StateChip({ estado }: { estado: EstadoClaveCredencial }) {
  return <Chip size="small" color={STATE_COLOR[estado]} label={texts.keyStates[estado]} />;
}

/** Revokes a key after a confirmation; the row stays, marked revoked. */
function RevokeButton({ keyRecord }: { keyRecord: ClaveCredencial }) {
  const notify = useNotify();
  const [revoke, { isPending }] = useDelete();
  if (keyRecord.estado === 'REVOCADA') return null;
  return (
    <ConfirmAction
      label={texts.revoke}
      title={texts.revokeTitle(keyLabel(keyRecord.prefijo))}
      content={texts.revokeContent}
      icon={<BlockIcon />}
      color="error"
      pending={isPending}
      onConfirm={() =>
        revoke(
          'credencialClave',
          { id: keyRecord.id, previousData: keyRecord },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify(texts.revoked, { type: 'success' }),
            onError: (error) =>
              notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
          },
        )
      }
    />
  );
}

/** A credential's keys, newest first, each revocable until it is. */
export default function KeysSection({ credencialId }: { credencialId: number }) {
  const phone = usePhone();
  return (
    <section aria-labelledby="keys-title">
      <Typography id="keys-title" variant="h6" component="h2" sx={{ mt: 3 }}>
        {texts.keys}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.keysHelp}
      </Typography>
      <List
        resource="credencialClave"
        filter={{ credencialId }}
        sort={{ field: 'creadaEn', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
        storeKey={false}
        actions={false}
        title={false}
      >
        {/* A phone keeps the key, its state and expiry, and the action; dates are secondary. */}
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField<ClaveCredencial>
            source="prefijo"
            label={texts.prefijo}
            sortable={false}
            render={(key) => (
              <Typography component="code" sx={{ fontFamily: 'monospace' }}>
                {keyLabel(key.prefijo)}
              </Typography>
            )}
          />
          <FunctionField<ClaveCredencial>
            source="estado"
            label={texts.estado}
            sortable={false}
            render={(key) => (
              <>
                <StateChip estado={key.estado} />
                {phone && (
                  <Typography variant="body2" color="text.secondary">
                    {`${texts.venceEn} ${formatDate(key.venceEn)}`}
                  </Typography>
                )}
              </>
            )}
          />
          {!phone && (
            <FunctionField<ClaveCredencial>
              source="creadaEn"
              label={texts.creada}
              render={(key) => texts.createdBy(formatDate(key.creadaEn), key.creadaPor)}
            />
          )}
          {!phone && (
            <FunctionField<ClaveCredencial>
              source="venceEn"
              label={texts.venceEn}
              render={(key) => formatDate(key.venceEn)}
            />
          )}
          {!phone && (
            <FunctionField<ClaveCredencial>
              source="ultimoUso"
              label={texts.ultimoUso}
              sortable={false}
              render={(key) => (key.ultimoUso ? formatDateTime(key.ultimoUso) : texts.never)}
            />
          )}
          <FunctionField<ClaveCredencial>
            label={texts.revoke}
            render={(key) => <RevokeButton keyRecord={key} />}
          />
        </Datagrid>
      </List>
    </section>
  );
}
