import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DeleteButton, useNotify, useRecordContext } from 'react-admin';
import type { ReglamentoVersion } from '@generated/main/model';
import { texts } from './texts';

export interface VersionActionsProps {
  onRead: (version: ReglamentoVersion) => void;
  onShowAcceptances: (version: ReglamentoVersion) => void;
  onDeleted: (version: ReglamentoVersion) => void;
}

/**
 * A version's row actions: read its text, list who accepted it, and delete it after a
 * confirmation. The delete waits for the server, which refuses it once anyone accepted the
 * version (or when it is the only one of an active regulation); the refusal is shown as sent.
 */
export default function VersionActions({
  onRead,
  onShowAcceptances,
  onDeleted,
}: VersionActionsProps) {
  const version = useRecordContext<ReglamentoVersion>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  if (!version) return null;
  const label = (action: string) => `${action} (${texts.currentVersion(version.numero)})`;
  return (
    // react-admin's buttons show their icon alone on a phone, their label as its tooltip.
    <Stack direction="row" spacing={1}>
      <Button
        label={texts.readText}
        aria-label={label(texts.readText)}
        onClick={() => onRead(version)}
      >
        <ArticleIcon />
      </Button>
      <Button
        label={texts.showAcceptances}
        aria-label={label(texts.showAcceptances)}
        onClick={() => onShowAcceptances(version)}
      >
        <HowToRegIcon />
      </Button>
      <DeleteButton
        label={texts.deleteVersion}
        aria-label={label(texts.deleteVersion)}
        mutationMode="pessimistic"
        redirect={false}
        confirmTitle={texts.deleteVersionTitle(version.numero)}
        confirmContent={texts.deleteVersionContent}
        mutationOptions={{
          onSuccess: () => {
            notify(texts.versionDeleted, { type: 'success' });
            // The regulation's current version may have changed with it.
            void queryClient.invalidateQueries({ queryKey: ['reglamentoVersion'] });
            void queryClient.invalidateQueries({ queryKey: ['reglamentos'] });
            onDeleted(version);
          },
        }}
      />
    </Stack>
  );
}
