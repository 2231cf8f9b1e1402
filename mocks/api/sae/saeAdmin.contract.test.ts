// @vitest-environment node
// The SAE staff side (issue 39) through `prism proxy --errors`: requests and answers must match
// the contract. Refusals are tested on the demo API itself (saeAdmin.test.ts).
import { describe, expect, it } from 'vitest';
import type {
  AlumnoSae,
  CasoSaeAdmin,
  PlantillaFormularioSae,
} from '../../../generated/main/model/index.ts';
import { callOk, contractNow, loginAs } from '../../test/contractClient.ts';

const DAY = 86_400_000;

describe('SAE staff side (saeAdmin) through the contract', () => {
  it('staff list the cases, read one, write a note and schedule an interview', async () => {
    const staff = (await loginAs('colaborador')).token;
    const query = new URLSearchParams({
      filter: JSON.stringify({ estado: 'EN_ATENCION' }),
      range: '[0,4]',
    });
    const listed = (await callOk('main', `/admin/casos-sae?${query}`, { token: staff }))
      .body as unknown as CasoSaeAdmin[];
    expect(listed.length).toBeGreaterThan(0);
    const id = listed[0]!.id;
    const one = (await callOk('main', `/admin/casos-sae/${id}`, { token: staff }))
      .body as unknown as CasoSaeAdmin;
    expect(one.id).toBe(id);
    const noted = (
      await callOk('main', `/admin/casos-sae/${id}/notas`, {
        method: 'POST',
        token: staff,
        body: {
          claveIdempotencia: crypto.randomUUID(),
          texto: 'Revisamos juntos el avance del ciclo.',
          publica: true,
        },
      })
    ).body.results as CasoSaeAdmin;
    expect(noted.notas.at(-1)?.texto).toBe('Revisamos juntos el avance del ciclo.');
    const scheduled = (
      await callOk('main', `/admin/casos-sae/${id}/citas`, {
        method: 'POST',
        token: staff,
        body: {
          claveIdempotencia: crypto.randomUUID(),
          titulo: 'Entrevista de seguimiento',
          lugar: 'Oficina de tutoría',
          fecha: new Date(contractNow() + 2 * DAY).toISOString(),
        },
      })
    ).body.results as CasoSaeAdmin;
    expect(scheduled.acciones.some((a) => a.titulo === 'Entrevista de seguimiento')).toBe(true);
  });

  it('staff find a student, open a case for them, attach a form and close the case', async () => {
    const staff = (await loginAs('colaborador')).token;
    const [student] = (await callOk('main', '/admin/casos-sae/alumnos?q=alumno1', { token: staff }))
      .body.results as AlumnoSae[];
    const [template] = (await callOk('main', '/admin/casos-sae/plantillas', { token: staff })).body
      .results as PlantillaFormularioSae[];
    const opened = (
      await callOk('main', '/admin/casos-sae', {
        method: 'POST',
        token: staff,
        body: {
          claveIdempotencia: crypto.randomUUID(),
          idAlumno: student!.idAlumno,
          motivo: 'Seguimiento por bajo rendimiento',
        },
      })
    ).body.results as CasoSaeAdmin;
    const assigned = (
      await callOk('main', `/admin/casos-sae/${opened.id}/formularios`, {
        method: 'POST',
        token: staff,
        body: {
          claveIdempotencia: crypto.randomUUID(),
          idPlantilla: template!.idPlantilla,
          fecha: new Date(contractNow() + 2 * DAY).toISOString(),
        },
      })
    ).body.results as CasoSaeAdmin;
    expect(assigned.acciones).toHaveLength(1);
    const closed = (
      await callOk('main', `/admin/casos-sae/${opened.id}/cerrar`, {
        method: 'POST',
        token: staff,
        body: { nota: 'Cerramos el caso: conversamos y quedó resuelto.' },
      })
    ).body.results as CasoSaeAdmin;
    expect(closed.estado).toBe('CERRADO');
  });
});
