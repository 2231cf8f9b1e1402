import type { EncuestaProgramada } from '@generated/main/model';
import { paths } from '@/routes';

/** Types 846 and 1820 are about a course (spec §9): they open on the /curso/ route. */
export const isCourseSurvey = (survey: Pick<EncuestaProgramada, 'idTipoEncuesta'>) =>
  survey.idTipoEncuesta !== 847;

/**
 * Where a programmed survey is answered (spec §2): the student or course route, under /opc/ when
 * it may be skipped.
 */
export function surveyHref(
  survey: Pick<EncuestaProgramada, 'idProgramacion' | 'idTipoEncuesta' | 'omitible'>,
): string {
  const slug = survey.idProgramacion;
  if (isCourseSurvey(survey)) {
    return survey.omitible
      ? paths.encuestas_completar_curso_opc.getHref({ slug })
      : paths.encuestas_completar_curso.getHref({ slug });
  }
  return survey.omitible
    ? paths.encuestas_completar_opc.getHref({ slug })
    : paths.encuestas_completar.getHref({ slug });
}
