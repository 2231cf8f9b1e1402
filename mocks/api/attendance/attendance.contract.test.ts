// @vitest-environment node
// Every schedule, attendance and survey operation (issue 14) through `prism proxy --errors`:
// requests and answers must match the contract. The demo placed its classes around the moment
// the contract run's stopped clock (contractNow), so an open class exists for the demo student
// and teacher whatever the hour. Refusals
// are tested on the demo API itself (asistencia.test.ts, horario.test.ts, encuesta.test.ts).
import { describe, expect, it } from 'vitest';
import { callOk, contractNow, loginAs, serviceUrl } from '../../test/contractClient.ts';
import { openClass, type TodaysClass } from '../../test/openClass.ts';
import { validAnswers, type SurveyQuestion } from '../../test/surveyAnswers.ts';

interface Encuesta {
  idProgramacion: number;
  estado: string;
  omitible: boolean;
}

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

const thisWeek = () => {
  const lima = new Date(contractNow() - 5 * 3_600_000);
  const monday = new Date(lima.getTime() - ((lima.getUTCDay() + 6) % 7) * 86_400_000);
  const day = (offset: number) =>
    new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return `fechaInicio=${day(0)}&fechaFin=${day(6)}`;
};

describe('main API schedule, attendance and surveys', () => {
  it('a student reads the week and today, marks a class, closes the absence alert and subscribes', async () => {
    const { token } = await loginAs('alumno');
    await main(`/horario/alumno/horario?${thisWeek()}`, { token });
    const today = (await main('/asistencia/alumno/listarcursosactuales', { token })).body
      .results as TodaysClass[];
    const marked = await main('/asistencia/alumno/marcarasistencia', {
      method: 'PATCH',
      token,
      body: openClass(today, contractNow()),
    });
    expect(marked.body.messagePublic).toBe('Se guardó tu asistencia correctamente');

    const flow = (
      await main('/usuario/flujo', { method: 'POST', token, body: { version: '1.0.0' } })
    ).body.results as { detalle: Array<{ idTarea: number; modulo: string }> };
    const alert = flow.detalle.find((task) => task.modulo === 'inasistenciaAlerta')!;
    await main('/tarea/inasistenciaalerta/completar', {
      method: 'POST',
      token,
      body: { idTask: alert.idTarea },
    });

    const { url } = (await main('/horario/calendario', { token })).body.results as { url: string };
    const renewed = (await main('/horario/calendario/regenerar', { method: 'POST', token })).body
      .results as { url: string };
    expect(renewed.url).not.toBe(url);
    const feed = await fetch(`${serviceUrl('main')}${renewed.url}`);
    expect(feed.headers.get('sl-violations')).toBeNull();
    expect(feed.status).toBe(200);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('a teacher reads the week and today, marks with an address and reads the alert', async () => {
    const { token } = await loginAs('docente');
    await main(`/horario/docente/horario?${thisWeek()}`, { token });
    const today = (await main('/asistencia/docente/listarcursosactuales', { token })).body
      .results as TodaysClass[];
    await main('/asistencia/docente/marcarasistencia', {
      method: 'PATCH',
      token,
      body: { ...openClass(today, contractNow()), IpAsistencia: '10.20.4.17' },
    });
    await main('/tarea/docente/marcaciondocalerta', { token });
  });

  it('a student reads the surveys, answers one and skips another', async () => {
    const { token } = await loginAs('alumno');
    const surveys = (await main('/encuesta/programadas/listar', { token })).body
      .results as Encuesta[];
    const required = surveys.find((survey) => survey.estado === 'PENDIENTE' && !survey.omitible)!;
    const detail = (await main(`/encuesta/programada/${required.idProgramacion}`, { token })).body
      .results as { preguntas: SurveyQuestion[] };
    await main(`/encuesta/programada/${required.idProgramacion}/responder`, {
      method: 'POST',
      token,
      body: { respuestas: validAnswers(detail.preguntas) },
    });
    const skippable = surveys.find((survey) => survey.estado === 'PENDIENTE' && survey.omitible)!;
    await main('/encuesta/omitir', {
      method: 'PATCH',
      token,
      body: { idProgramacion: skippable.idProgramacion },
    });
  });
});
