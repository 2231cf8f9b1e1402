import PublishIcon from '@mui/icons-material/PublishOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify } from 'react-admin';
import { useConfigurarTramiteGenerico } from '@generated/main/endpoints/tramite-generico/tramite-generico';
import type { ConfiguracionFinalGenerica, DatosTramiteGenerico } from '@generated/main/model';
import ConfirmAction from '@/admin/ConfirmAction';
import KeptValuesForm from '@/admin/forms/KeptValuesForm';
import { useSave } from '@/admin/forms/useSave';
import { finalForm, finalUiSchema } from './forms';
import { formSave } from './formSave';
import { feeText, texts } from './texts';

/**
 * Step 5: the area that decides it, its fee and target time; then publishing, once nothing is
 * pending (the server checks every step again).
 */
export default function FinalStep({ procedure }: { procedure: DatosTramiteGenerico }) {
  const notify = useNotify();
  const save = useSave();
  const configure = useConfigurarTramiteGenerico(formSave);
  const { area, costo, diasHabiles } = procedure.configuracion;
  if (procedure.estado !== 'BORRADOR') {
    return (
      <Stack spacing={0.5}>
        <Typography variant="body2">
          <strong>{texts.area}:</strong> {texts.areas[area]}
        </Typography>
        <Typography variant="body2">
          <strong>{texts.costo}:</strong> {feeText(costo)}
        </Typography>
        <Typography variant="body2">
          <strong>{texts.plazo}:</strong> {texts.days(diasHabiles)}
        </Typography>
      </Stack>
    );
  }
  const send = (data: ConfiguracionFinalGenerica) =>
    configure.mutateAsync({ data, params: { idTramite: procedure.idTramite } });
  return (
    <Stack spacing={2}>
      <KeptValuesForm
        form={finalForm}
        uiSchema={finalUiSchema}
        initial={{ area, costo, diasHabiles, publicar: false }}
        saving={configure.isPending}
        onSave={(values) =>
          save(
            () => send({ ...(values as unknown as ConfiguracionFinalGenerica), publicar: false }),
            () => notify(texts.configured, { type: 'success' }),
          )
        }
      />
      <div>
        <ConfirmAction
          label={texts.publish}
          icon={<PublishIcon />}
          title={texts.publishTitle(procedure.nombre)}
          content={texts.publishContent}
          pending={configure.isPending || procedure.pendientes.length > 0}
          onConfirm={() =>
            save(
              () => send({ area, costo, diasHabiles, publicar: true }),
              () => notify(texts.published, { type: 'success' }),
            )
          }
        />
      </div>
    </Stack>
  );
}
