import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Link, useNavigate } from 'react-router';
import { Title, TopToolbar, useNotify } from 'react-admin';
import { useCrearTramiteGenerico } from '@generated/main/endpoints/tramite-generico/tramite-generico';
import type { InformacionTramiteGenericoCambios } from '@generated/main/model';
import KeptValuesForm from '@/admin/forms/KeptValuesForm';
import { useSave } from '@/admin/forms/useSave';
import { paths } from '@/routes';
import { informationForm, informationUiSchema } from './forms';
import { texts } from './texts';

/**
 * /admin/configuracion/tramites-genericos/nuevo: a generic procedure's first step, its
 * information; saving makes the draft and opens its builder for the other steps.
 */
export default function GenericoNuevo() {
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSave();
  const create = useCrearTramiteGenerico();
  return (
    <>
      <Title title={texts.newTitle} />
      <TopToolbar>
        <Button component={Link} to={paths.admin_tramites_genericos_lista.getHref()}>
          {texts.backToList}
        </Button>
      </TopToolbar>
      <Card>
        <CardContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {texts.newHelp}
          </Alert>
          <KeptValuesForm
            form={informationForm}
            uiSchema={informationUiSchema}
            initial={{ audiencias: ['CARRERA'] }}
            saving={create.isPending}
            onSave={(data) =>
              save(
                () =>
                  create.mutateAsync({
                    data: data as unknown as InformacionTramiteGenericoCambios,
                  }),
                ({ results }) => {
                  notify(texts.created, { type: 'success' });
                  void navigate(
                    paths.admin_tramites_genericos_editar.getHref({
                      id: String(results.idTramite),
                    }),
                  );
                },
              )
            }
          />
        </CardContent>
      </Card>
    </>
  );
}
