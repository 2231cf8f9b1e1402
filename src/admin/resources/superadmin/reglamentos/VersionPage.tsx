import PublishIcon from '@mui/icons-material/PostAddOutlined';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  Button,
  EditButton,
  List,
  ListButton,
  Loading,
  TopToolbar,
  useGetList,
  useGetOne,
} from 'react-admin';
import type { Reglamento, ReglamentoVersion } from '@generated/main/model';
import AcceptanceList from './AcceptanceList';
import PublishDialog from './PublishDialog';
import { texts } from './texts';
import VersionsGrid from './VersionsGrid';
import VersionTextDialog from './VersionTextDialog';

/**
 * /superadmin/version/{id}: the versions of regulation {id}, newest first, each readable and (if
 * nobody accepted it) deletable; publishing a new one happens in a dialog. Below, who accepted the
 * chosen version, the current one until another is chosen.
 */
export default function VersionPage() {
  const reglamentoId = Number(useParams().id);
  const regulation = useGetOne<Reglamento>('reglamentos', { id: reglamentoId });
  const current = useGetList<ReglamentoVersion>('reglamentoVersion', {
    filter: { reglamentoId },
    sort: { field: 'numero', order: 'DESC' },
    pagination: { page: 1, perPage: 1 },
  });
  const [chosen, setChosen] = useState<ReglamentoVersion | null>(null);
  const [reading, setReading] = useState<ReglamentoVersion | null>(null);
  const [publishing, setPublishing] = useState(false);
  if (regulation.isPending || current.isPending) return <Loading />;
  const shown = chosen ?? current.data?.[0] ?? null;
  // react-admin's buttons show their icon alone on a phone, so the toolbar fits its width.
  const actions = (
    <TopToolbar>
      <ListButton resource="reglamentos" label={texts.backToList} />
      <EditButton resource="reglamentos" record={regulation.data} label={texts.editRegulation} />
      <Button variant="contained" label={texts.publish} onClick={() => setPublishing(true)}>
        <PublishIcon />
      </Button>
    </TopToolbar>
  );
  return (
    <>
      <List
        resource="reglamentoVersion"
        filter={{ reglamentoId }}
        sort={{ field: 'numero', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
        storeKey={false}
        // A regulation without versions keeps its toolbar: publishing one is the way out.
        empty={false}
        actions={actions}
        title={texts.versionsTitle(regulation.data?.titulo ?? '')}
      >
        <VersionsGrid
          onRead={setReading}
          onShowAcceptances={setChosen}
          onDeleted={(version) => {
            if (version.id === chosen?.id) setChosen(null);
          }}
        />
      </List>
      {shown && <AcceptanceList key={shown.id} versionId={shown.id} numero={shown.numero} />}
      {reading && <VersionTextDialog version={reading} onClose={() => setReading(null)} />}
      {publishing && (
        <PublishDialog reglamentoId={reglamentoId} onClose={() => setPublishing(false)} />
      )}
    </>
  );
}
