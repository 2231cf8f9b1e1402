import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { Edit, useRecordContext } from 'react-admin';
import validateFns from '@generated/forms/ProcesoProgramacionCambios';
import type { ProcesoProgramacion } from '@generated/main/model';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { formatDateTime } from '@/lib/dates';
import { useCapitalizeName } from '@/lib/text';

import Facts from './Facts';
import { ProcessLinks } from './ProcessList';
import { texts, uiSchema } from './texts';

const form = contractForm('ProcesoProgramacionCambios', validateFns);

function Title() {
  const process = useRecordContext<ProcesoProgramacion>();
  const capitalize = useCapitalizeName();
  return process ? <span>{texts.editTitle(capitalize(process.sede), process.periodo)}</span> : null;
}

/** What the process covers and how far it got: read only, beside the form of its rules. */
function Summary() {
  const process = useRecordContext<ProcesoProgramacion>();
  if (!process) return null;
  return (
    <Stack spacing={1} sx={{ px: 2, pt: 2 }}>
      <Facts
        items={[
          [texts.programas, process.programas.join(', ')],
          [texts.secciones, process.totalSecciones],
          [texts.sinAsignar, process.sinAsignar],
          [texts.propuestas, process.propuestas],
          [texts.aprobadas, process.aprobadas],
          [
            texts.publicado,
            process.publicadoEn ? formatDateTime(process.publicadoEn) : texts.notPublished,
          ],
        ]}
      />
      <ProcessLinks process={process} />
      <Typography variant="body2" color="text.secondary">
        {texts.rules(process.maxHorasSemanales, process.minDescansoMinutos)}
      </Typography>
    </Stack>
  );
}

/**
 * /admin/programacion-docente/configuracion/{id}: a process's dates and rules; a save waits for
 * the server, which refuses a stale copy.
 */
export default function ProcessEdit() {
  const { id } = useParams();
  return (
    <Edit
      resource="programacionDocente"
      id={id}
      title={<Title />}
      mutationMode="pessimistic"
      redirect={false}
    >
      <Summary />
      <SchemaEditForm form={form} uiSchema={uiSchema} />
    </Edit>
  );
}
