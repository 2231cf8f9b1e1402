import type { operations } from '../../../generated/main/paths.ts';
import { multipartBody, TINY_PDF } from '../../test/multipart.ts';
import type { OwnObject, SecurityCases } from '../../test/security/securityCase.ts';

const MAIN = '/api/main';

/** The oldest application waiting for staff (the seed's): each decision takes the next one. */
const inEvaluation: OwnObject = async (api, who) => {
  const listed = await api.call(who.usuario, {
    url: `${MAIN}/admin/becas-socioeconomicas`,
    query: { filter: JSON.stringify({ estado: 'EN_EVALUACION' }), range: '[0,0]' },
  });
  const [waiting] = listed.json() as { id: number }[];
  if (!waiting) throw new Error('No socioeconomic application is in evaluation');
  return { id: waiting.id };
};

export const becaSocioeconomicaSecurityCases = {
  // The student's whole form saved, so that the example submission goes through.
  enviarBecaSocioeconomica: async (api, who) => {
    const upload = async () =>
      (
        await api.call(who.usuario, {
          method: 'POST',
          url: `${MAIN}/archivo/subir`,
          ...multipartBody({ tipo: 'DOCUMENTO_BECA' }, { name: 'boleta.pdf', bytes: TINY_PDF }),
        })
      ).json().results.idArchivo as number;
    await api.call(who.usuario, {
      method: 'PUT',
      url: `${MAIN}/becas/socioeconomica/alumno`,
      payload: {
        hogar: { integrantes: 4, dependientes: 1, sostenHogar: 'PADRE' },
        ingresos: { ingresoMensual: 1200, aportantes: 1 },
        vivienda: { tenencia: 'FAMILIAR', habitaciones: 2 },
        documentos: { SUSTENTO_INGRESOS: await upload(), RECIBO_SERVICIOS: await upload() },
      },
    });
    return {};
  },
  obtenerBecaSocioeconomicaAdmin: inEvaluation,
  evaluarBecaSocioeconomica: inEvaluation,
} satisfies SecurityCases<operations>;
