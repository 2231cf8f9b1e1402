import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Edit, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import validateFns from '@generated/forms/EnlaceFuenteAsistente';
import type { GrupoSinRespuestaDetalle } from '@generated/main/model';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { formatDate } from '@/lib/dates';
import AddSynonymButton from './AddSynonymButton';
import { linkUiSchema, texts } from './texts';

const form = contractForm('EnlaceFuenteAsistente', validateFns);

function Title() {
  const record = useRecordContext<GrupoSinRespuestaDetalle>();
  return record ? <span>{texts.editTitle(record.pregunta)}</span> : null;
}

/** The group's questions as kept, the vocabulary action, and the source that answers them. */
function GroupForm() {
  const record = useRecordContext<GrupoSinRespuestaDetalle>();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <section aria-labelledby="preguntas-grupo">
        <Typography id="preguntas-grupo" component="h2" variant="h6">
          {texts.asked}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.timesAsked(record.total)}. {texts.askedHelp}
        </Typography>
        <List dense>
          {/* Until the group itself is read, react-admin shows the list's row, without them. */}
          {(record.preguntas ?? []).map((item, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText primary={item.pregunta} secondary={formatDate(item.dia)} />
            </ListItem>
          ))}
        </List>
        <AddSynonymButton groupId={record.id} />
      </section>
      <Typography variant="body2">{texts.linkHelp}</Typography>
      <SchemaEditForm form={form} uiSchema={linkUiSchema(record.fuenteTitulo)} />
    </Stack>
  );
}

/** One group of unanswered questions: link it to a source, or teach the assistant a phrase. */
export default function PreguntaEdit() {
  return (
    <Edit
      title={<Title />}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <GroupForm />
    </Edit>
  );
}
