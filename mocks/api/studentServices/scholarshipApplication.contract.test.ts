// @vitest-environment node
// The socioeconomic scholarship (issue 39) through `prism proxy --errors`: requests and answers
// must match the contract. Refusals are tested on the demo API itself (becaSocioeconomica.test.ts).
import { describe, expect, it } from 'vitest';
import type {
  BecaSocioeconomica,
  FichaBecaSocioeconomica,
} from '../../../generated/main/model/index.ts';
import { callOk, loginAs, uploadPdfOk } from '../../test/contractClient.ts';

describe('socioeconomic scholarship (becaSocioeconomica) through the contract', () => {
  it('a student saves the form step by step and submits it; staff list, read and decide it', async () => {
    const student = (await loginAs('alumno')).token;
    const staff = (await loginAs('colaborador')).token;
    const ficha = async () =>
      (await callOk('main', '/becas/socioeconomica/alumno', { token: student })).body
        .results as FichaBecaSocioeconomica;
    const save = (body: Record<string, unknown>) =>
      callOk('main', '/becas/socioeconomica/alumno', { method: 'PUT', token: student, body });

    expect((await ficha()).enviada).toBe(false);
    await save({ hogar: { integrantes: 4, dependientes: 2, sostenHogar: 'MADRE' } });
    await save({ ingresos: { ingresoMensual: 1600, aportantes: 1 } });
    await save({ vivienda: { tenencia: 'ALQUILADA', habitaciones: 2 } });
    await save({
      documentos: {
        SUSTENTO_INGRESOS: await uploadPdfOk(student, 'DOCUMENTO_BECA', 'boletas.pdf'),
        RECIBO_SERVICIOS: await uploadPdfOk(student, 'DOCUMENTO_BECA', 'recibo.pdf'),
      },
    });
    const sent = (
      await callOk('main', '/becas/socioeconomica/alumno/enviar', {
        method: 'POST',
        token: student,
        body: { claveIdempotencia: crypto.randomUUID() },
      })
    ).body.results as FichaBecaSocioeconomica;
    expect(sent.solicitud?.estado).toBe('EN_EVALUACION');

    const listed = (
      await callOk(
        'main',
        `/admin/becas-socioeconomicas?${new URLSearchParams({
          filter: JSON.stringify({ estado: 'EN_EVALUACION' }),
          range: '[0,9]',
        })}`,
        { token: staff },
      )
    ).body as unknown as BecaSocioeconomica[];
    expect(listed.length).toBeGreaterThan(0);
    const id = sent.solicitud!.idSolicitud;
    const one = (await callOk('main', `/admin/becas-socioeconomicas/${id}`, { token: staff }))
      .body as unknown as BecaSocioeconomica;
    expect(one.usuario).toBe('alumno');
    // Rejected, not granted: a grant would change the fees other contract tests read and pay.
    const decided = (
      await callOk('main', `/becas/socioeconomica/${id}/evaluar`, {
        method: 'POST',
        token: staff,
        body: { decision: 'RECHAZADA', motivo: 'Los ingresos declarados superan el límite.' },
      })
    ).body.results as BecaSocioeconomica;
    expect(decided).toMatchObject({ estado: 'RECHAZADA', porcentaje: null });
  });
});
