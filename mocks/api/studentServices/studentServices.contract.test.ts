// @vitest-environment node
// The students' referrals and SAE (issue 39) through `prism proxy --errors`: requests and answers
// must match the contract. Refusals are tested on the demo API itself (referidosAlumno.test.ts,
// sae.test.ts, saeFormulario.test.ts).
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { callOk, loginAs } from '../../test/contractClient.ts';

type Schemas = components['schemas'];

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

describe('main API student services', () => {
  it('a student reads the programme, refers a friend and reads their referrals', async () => {
    const token = (await loginAs('alumno')).token;
    const programme = (await main('/referidos/alumno/programa', { token })).body
      .results as Schemas['ProgramaReferidosResponse']['results'];
    const phone = '976543210';
    const made = await main('/referidos/alumno', {
      method: 'POST',
      token,
      body: {
        claveIdempotencia: crypto.randomUUID(),
        nombres: 'Valeria',
        apellidos: 'Torres Ccori',
        telefono: phone,
        correo: `valeria.${phone}@correo.example`,
        idPrograma: programme.programas[0]!.idPrograma,
        consentimiento: true,
      },
    });
    const list = (await main('/referidos/alumno', { token })).body
      .results as Schemas['MiReferido'][];
    expect(list[0]!.idReferido).toBe((made.body.results as Schemas['MiReferido']).idReferido);
  });

  it('a student reads their SAE cases and confirms a pending interview', async () => {
    const token = (await loginAs('alumno')).token;
    const cases = (await main('/sae/alumno/casos', { token })).body.results as Schemas['CasoSae'][];
    const interview = cases
      .flatMap((caso) => caso.acciones)
      .find((a) => a.tipo === 'ENTREVISTA' && a.estado === 'PENDIENTE')!;
    const confirmed = await main(`/sae/alumno/acciones/${interview.idAccion}/confirmar`, {
      method: 'POST',
      token,
    });
    expect((confirmed.body.results as Schemas['AccionSae']).estado).toBe('CONFIRMADA');
  });

  it('a student reads a pending SAE form and answers it', async () => {
    const token = (await loginAs('alumno')).token;
    const cases = (await main('/sae/alumno/casos', { token })).body.results as Schemas['CasoSae'][];
    const { idAccion } = cases
      .flatMap((caso) => caso.acciones)
      .find((a) => a.tipo === 'FORMULARIO' && a.estado === 'PENDIENTE')!;
    const form = (await main(`/sae/alumno/formularios/${idAccion}`, { token })).body
      .results as Schemas['FormularioSae'];
    const answered = await main(`/sae/alumno/formularios/${idAccion}/respuestas`, {
      method: 'POST',
      token,
      body: {
        claveIdempotencia: crypto.randomUUID(),
        respuestas: form.preguntas.map((q) => ({
          idPregunta: q.idPregunta,
          valor: q.opciones[0] ?? 'Me cuesta organizarme los fines de semana.',
        })),
      },
    });
    expect((answered.body.results as Schemas['FormularioSae']).estado).toBe('REALIZADA');
  });

  it('a student reads the scholarships on offer and their own applications', async () => {
    const token = (await loginAs('alumno')).token;
    const { results } = (await main('/becas/alumno', { token })).body as {
      results: Schemas['BecasAlumnoResponse']['results'];
    };
    expect(results.catalogo.length).toBeGreaterThan(0);
  });
});
