import { useObtenerTipoTramite } from '@generated/main/endpoints/tramite/tramite';
import { useSubsanarSolicitud } from '@generated/main/endpoints/tramite-solicitud/tramite-solicitud';
import type { Solicitud } from '@generated/main/model';
import { texts } from '../texts';
import AnswerForm, { type CorrectedRequirement } from './AnswerForm';

/** The requester's answer to an observation: a comment and the corrected documents. */
export default function ObservationAnswer({ solicitud }: { solicitud: Solicitud }) {
  const answer = useSubsanarSolicitud({ mutation: { meta: { silentError: true } } });
  const { data } = useObtenerTipoTramite(solicitud.tipo.idTipoTramite);
  const requirements: CorrectedRequirement[] = (data?.results.requisitos ?? [])
    .filter((requisito) => requisito.tipo === 'DOCUMENTO')
    .map((requisito) => ({
      idRequisito: requisito.idRequisito,
      nombre: requisito.nombre,
      formatos: requisito.formatos ?? [],
      pesoMaximo: requisito.pesoMaximo,
      cantidadMaxima: requisito.cantidadMaxima ?? 1,
    }));
  return (
    <AnswerForm
      key={requirements.length}
      title={texts.answerObservation}
      help={texts.answerObservationHelp}
      filesLabel={texts.newFiles}
      requirements={requirements}
      send={(comentario, idArchivos, idRequisito) =>
        answer.mutateAsync({
          data: {
            idSolicitud: solicitud.idSolicitud,
            version: solicitud.version,
            comentario,
            adjuntos: idRequisito ? [{ idRequisito, idArchivos }] : [],
          },
        })
      }
    />
  );
}
