import type { operations } from '../../../generated/main/paths.ts';
import type { OwnObject, SecurityCases } from '../../test/security/securityCase.ts';

const MAIN = '/api/main';

/** The caller's pending form (migration 049's seed gives each followed student one). */
const pendingForm: OwnObject = async (api, who) => {
  const response = await api.call(who.usuario, { url: `${MAIN}/sae/alumno/casos` });
  const actions = (
    response.json().results as Array<{
      acciones: Array<{ idAccion: number; tipo: string; estado: string }>;
    }>
  ).flatMap((caso) => caso.acciones);
  const form = actions.find((a) => a.tipo === 'FORMULARIO' && a.estado === 'PENDIENTE');
  if (!form) throw new Error(`${who.usuario} has no pending SAE form`);
  return { idAccion: form.idAccion };
};

export const saeFormularioSecurityCases = {
  obtenerFormularioSae: pendingForm,
  // Every question answered: the first option, or a line of text.
  responderFormularioSae: async (api, who) => {
    const { idAccion } = await pendingForm(api, who);
    const form = await api.call(who.usuario, { url: `${MAIN}/sae/alumno/formularios/${idAccion}` });
    const questions = form.json().results.preguntas as Array<{
      idPregunta: number;
      opciones: string[];
    }>;
    return {
      idAccion,
      respuestas: questions.map((q) => ({
        idPregunta: q.idPregunta,
        valor: q.opciones[0] ?? 'Respuesta de la prueba de seguridad.',
      })),
    };
  },
} satisfies SecurityCases<operations>;
