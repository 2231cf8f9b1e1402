import type { operations } from '../../../generated/main/paths.ts';
import type { DemoRole, SecurityCases } from '../../test/security/securityCase.ts';
import { validAnswers, type SurveyQuestion } from '../../test/surveyAnswers.ts';
import type { TestApi } from '../../test/testApi.ts';

/** The caller's surveys still to answer, and each one's questions. */
const pendingSurvey = async (api: TestApi, who: DemoRole, skippable: boolean) => {
  const list = await api.call(who.usuario, { url: '/api/main/encuesta/programadas/listar' });
  const survey = (
    list.json().results as Array<{ idProgramacion: number; estado: string; omitible: boolean }>
  ).find((item) => item.estado === 'PENDIENTE' && item.omitible === skippable);
  if (!survey) throw new Error(`${who.usuario} has no survey to answer`);
  return survey.idProgramacion;
};
const surveyAnswers = async (api: TestApi, who: DemoRole, idProgramacion: number) => {
  const detail = await api.call(who.usuario, {
    url: `/api/main/encuesta/programada/${idProgramacion}`,
  });
  return validAnswers(detail.json().results.preguntas as SurveyQuestion[]);
};

export const encuestaSecurityCases = {
  obtenerEncuestaProgramada: async (api, who) => ({
    idProgramacion: await pendingSurvey(api, who, false),
  }),
  responderEncuestaProgramada: async (api, who) => {
    const idProgramacion = await pendingSurvey(api, who, false);
    return { idProgramacion, respuestas: await surveyAnswers(api, who, idProgramacion) };
  },
  omitirEncuesta: async (api, who) => ({ idProgramacion: await pendingSurvey(api, who, true) }),
} satisfies SecurityCases<operations>;
