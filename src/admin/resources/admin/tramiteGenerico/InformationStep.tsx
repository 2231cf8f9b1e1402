import Typography from '@mui/material/Typography';
import { Loading, useNotify } from 'react-admin';
import {
  useEditarTramiteGenerico,
  useObtenerInformacionTramiteGenerico,
} from '@generated/main/endpoints/tramite-generico/tramite-generico';
import type { InformacionTramiteGenericoCambios } from '@generated/main/model';
import { pickSchemaValues } from '@/admin/forms/contractSchema';
import KeptValuesForm from '@/admin/forms/KeptValuesForm';
import { useSave } from '@/admin/forms/useSave';
import { formSave } from './formSave';
import { informationForm, informationUiSchema } from './forms';
import { texts } from './texts';

/** Step 1: the name, texts and audiences students see; a published one is shown, not edited. */
export default function InformationStep({ id, draft }: { id: number; draft: boolean }) {
  const notify = useNotify();
  const save = useSave();
  const information = useObtenerInformacionTramiteGenerico({ idTramite: id });
  const edit = useEditarTramiteGenerico(formSave);
  if (information.isPending) return <Loading />;
  if (information.isError) return null;
  const procedure = information.data.results;
  if (!draft) {
    return (
      <>
        <Typography variant="body1">{procedure.descripcion}</Typography>
        <Typography variant="body2" color="text.secondary">
          {procedure.proposito}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {procedure.audiencias.map((audience) => texts.audiences[audience]).join(', ')}
        </Typography>
      </>
    );
  }
  return (
    <KeptValuesForm
      form={informationForm}
      uiSchema={informationUiSchema}
      initial={pickSchemaValues(informationForm.schema, procedure)}
      saving={edit.isPending}
      onSave={(data) =>
        save(
          () =>
            edit.mutateAsync({
              data: data as unknown as InformacionTramiteGenericoCambios,
              params: { idTramite: id },
            }),
          () => notify(texts.informationSaved, { type: 'success' }),
        )
      }
    />
  );
}
