import KeyIcon from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  EditButton,
  Labeled,
  ListButton,
  Loading,
  Title,
  TopToolbar,
  useGetOne,
} from 'react-admin';
import type { ClaveCredencialGenerada, Credencial } from '@generated/main/model';
import { formatDate, formatDateTime } from '@/lib/dates';
import OneTimeSecretDialog from '@/admin/OneTimeSecretDialog';
import GenerateKeyDialog from './GenerateKeyDialog';
import KeysSection from './KeysSection';
import { texts } from './texts';
import UsesSection from './UsesSection';

/** What the credential is for and where it stands; its keys and calls follow. */
function Summary({ credential }: { credential: Credencial }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, pt: 1 }}>
      <Labeled label={texts.sistema}>
        <Typography variant="body2">{credential.sistema || '—'}</Typography>
      </Labeled>
      <Labeled label={texts.alcances}>
        <Typography variant="body2">
          {credential.alcances.map((alcance) => texts.scopes[alcance]).join(', ')}
        </Typography>
      </Labeled>
      <Labeled label={texts.estado}>
        <Chip
          size="small"
          color={credential.activa ? 'success' : 'default'}
          label={credential.activa ? texts.activa : texts.suspendida}
        />
      </Labeled>
      <Labeled label={texts.ultimoUso}>
        <Typography variant="body2">
          {credential.ultimoUso ? formatDateTime(credential.ultimoUso) : texts.never}
        </Typography>
      </Labeled>
      <Labeled label={texts.creada}>
        <Typography variant="body2">
          {texts.createdBy(formatDate(credential.creadaEn), credential.creadaPor)}
        </Typography>
      </Labeled>
    </Box>
  );
}

/**
 * /superadmin/credenciales/detalle?id={id}: one credential, its keys (made and revoked here, each
 * new one shown once) and the calls made with them.
 */
export default function CredencialDetallePage() {
  const credencialId = Number(useSearchParams()[0].get('id'));
  const valid = Number.isSafeInteger(credencialId) && credencialId > 0;
  // A missing credential gets this page's own message below; retrying a 404 would only delay it.
  const credential = useGetOne<Credencial>(
    'credenciales',
    { id: credencialId },
    { enabled: valid, retry: false },
  );
  const [generating, setGenerating] = useState(false);
  const [generated, setGenerated] = useState<ClaveCredencialGenerada | null>(null);
  if (valid && credential.isPending) return <Loading />;
  if (!valid || !credential.data) {
    // Only a 404 means the credential is gone; any other failure may pass, so it can be retried.
    const missing = !valid || (credential.error as { status?: number } | null)?.status === 404;
    return (
      <Box sx={{ pt: 2 }}>
        <Title title={texts.title} />
        <Alert
          severity="warning"
          action={
            missing ? undefined : (
              <Button label={texts.retry} onClick={() => void credential.refetch()} />
            )
          }
        >
          {missing ? texts.notFound : texts.loadFailed}
        </Alert>
        <ListButton resource="credenciales" label={texts.backToList} sx={{ mt: 2 }} />
      </Box>
    );
  }
  const data = credential.data;
  return (
    <Box sx={{ pb: 3 }}>
      <Title title={texts.detailTitle(data.nombre)} />
      <TopToolbar>
        <ListButton resource="credenciales" label={texts.backToList} />
        <EditButton resource="credenciales" record={data} label={texts.edit} />
        <Button variant="contained" label={texts.newKey} onClick={() => setGenerating(true)}>
          <KeyIcon />
        </Button>
      </TopToolbar>
      <Summary credential={data} />
      <KeysSection credencialId={data.id} />
      <UsesSection credencialId={data.id} />
      {generating && (
        <GenerateKeyDialog
          credencialId={data.id}
          onGenerated={(key) => {
            setGenerating(false);
            setGenerated(key);
          }}
          onClose={() => setGenerating(false)}
        />
      )}
      {generated && (
        <OneTimeSecretDialog
          title={texts.keyTitle}
          explanation={texts.keyShown(data.nombre)}
          secret={generated.claveSecreta}
          onClose={() => setGenerated(null)}
        />
      )}
    </Box>
  );
}
