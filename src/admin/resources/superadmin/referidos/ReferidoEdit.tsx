import Box from '@mui/material/Box';
import { Edit, Labeled, ListButton, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { Referido } from '@generated/main/model';
import validateFns from '@generated/forms/ReferidoCambios';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';

const form = contractForm('ReferidoCambios', validateFns);

function Title() {
  const referral = useRecordContext<Referido>();
  return referral ? <span>{texts.editTitle(referral.nombres, referral.apellidos)}</span> : null;
}

/** Who was referred and by whom, as the student registered it: read only. */
function Referral() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, px: 2, pt: 2 }}>
      <Labeled label={texts.documento}>
        <TextField source="documento" />
      </Labeled>
      <Labeled label={texts.telefono}>
        <TextField source="telefono" />
      </Labeled>
      <Labeled label={texts.correo}>
        <TextField source="correo" emptyText="—" />
      </Labeled>
      <Labeled label={texts.programa}>
        <TextField source="programa" />
      </Labeled>
      <Labeled label={texts.referente}>
        <TextField source="referenteNombre" />
      </Labeled>
    </Box>
  );
}

/**
 * A referral's follow-up: its state (only forward, or out) and a note. Referrals are the
 * students' own records, so there is no delete.
 */
export default function ReferidoEdit() {
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
      <Referral />
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
