import { useRegistrarRespuestaSolicitud } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import AnswerForm from '../shared/AnswerForm';
import ObservationAnswer from '../shared/ObservationAnswer';
import RequestPage from '../shared/RequestPage';
import { teacherRequestHref } from '../shared/requestRoutes';
import { texts } from '../texts';

/**
 * /docentes/tramites/detalle/{pendientes|finalizados}/{slug}/{id}: a teacher's own request (and
 * its answer to an observation), or one they answer as its responder.
 */
export default function TeacherRequestPage() {
  const respond = useRegistrarRespuestaSolicitud({ mutation: { meta: { silentError: true } } });
  return (
    <RequestPage
      hrefOf={teacherRequestHref}
      actions={(solicitud) => (
        <>
          {solicitud.acciones.puedeSubsanar && <ObservationAnswer solicitud={solicitud} />}
          {solicitud.acciones.puedeResponder && (
            <AnswerForm
              title={texts.respond}
              help={texts.respondHelp}
              filesLabel={texts.responseFiles}
              send={(comentario, adjuntos) =>
                respond.mutateAsync({
                  data: {
                    idSolicitud: solicitud.idSolicitud,
                    version: solicitud.version,
                    comentario,
                    adjuntos,
                  },
                })
              }
            />
          )}
        </>
      )}
    />
  );
}
