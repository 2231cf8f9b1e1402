// @vitest-environment node
// Teacher scheduling administration (issue 40) through `prism proxy --errors`: requests and
// answers must match the contract. Refusals (conflicts, stale versions, roles) are tested on the
// demo API itself (programacionDocente.test.ts, security.test.ts).
import { describe, expect, it } from 'vitest';
import { callOk, loginAs } from '../../test/contractClient.ts';

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

type Section = { idSeccion: number; version: number; estado: string };
type Candidate = { idDocente: number; conflictos: { bloqueante: boolean }[] };

describe('main API teacher scheduling', () => {
  it('configures a process, assigns, approves, rejects, publishes and reports; the teacher reads it', async () => {
    const coordinator = (await loginAs('colaborador')).token;
    const head = (await loginAs('superadmin')).token;

    const list = await main('/admin/programacionDocente?range=[0,9]', { token: coordinator });
    const process = (list.body as unknown as { id: number; version: number }[])[0]!;
    const current = (await main(`/admin/programacionDocente/${process.id}`, { token: coordinator }))
      .body as unknown as Record<string, unknown>;
    await main(`/admin/programacionDocente/${process.id}`, {
      method: 'PUT',
      token: coordinator,
      body: {
        fechaApertura: current.fechaApertura,
        fechaCierre: current.fechaCierre,
        maxHorasSemanales: 24,
        minDescansoMinutos: 0,
        exigeDisponibilidad: false,
        version: current.version,
      },
    });

    const page = await main(
      `/programaciondocente/proceso/${process.id}/secciones?pagina=1&tamanoPagina=10&estado=SIN_ASIGNAR`,
      { token: coordinator },
    );
    const sections = (page.body.results as { secciones: Section[] }).secciones;
    let assigned: Section | undefined;
    for (const section of sections) {
      const candidates = (
        await main(
          `/programaciondocente/seccion/${section.idSeccion}/candidatos?pagina=1&tamanoPagina=100`,
          { token: coordinator },
        )
      ).body.results as { candidatos: Candidate[] };
      const fit = candidates.candidatos.find((item) => item.conflictos.every((c) => !c.bloqueante));
      if (!fit) continue;
      await main(`/programaciondocente/seccion/${section.idSeccion}`, { token: coordinator });
      assigned = (
        await main(`/programaciondocente/seccion/${section.idSeccion}/asignar`, {
          method: 'PUT',
          token: coordinator,
          body: { idDocente: fit.idDocente, version: section.version },
        })
      ).body.results as Section;
      break;
    }
    expect(assigned?.estado).toBe('PROPUESTA');
    const approved = await main(`/programaciondocente/seccion/${assigned!.idSeccion}/aprobar`, {
      method: 'POST',
      token: head,
      body: { version: assigned!.version },
    });
    expect((approved.body.results as Section).estado).toBe('APROBADA');

    const proposals = (
      await main(`/programaciondocente/proceso/${process.id}/secciones?estado=PROPUESTA`, {
        token: head,
      })
    ).body.results as { secciones: Section[] };
    const [proposal] = proposals.secciones;
    await main(`/programaciondocente/seccion/${proposal!.idSeccion}/postulantes`, { token: head });
    await main(`/programaciondocente/seccion/${proposal!.idSeccion}/rechazar`, {
      method: 'POST',
      token: head,
      body: { version: proposal!.version, motivo: 'El docente dictará en otra sede ese día.' },
    });
    await main(`/programaciondocente/proceso/${process.id}/publicar`, {
      method: 'POST',
      token: head,
    });
    await main(`/programaciondocente/proceso/${process.id}/reporte`, { token: coordinator });

    const teacher = (await loginAs('docente')).token;
    await main('/docente/programacion/obtener', { token: teacher });
  });

  it('creates a process for a campus without one, once per key', async () => {
    const coordinator = (await loginAs('colaborador')).token;
    const body = {
      claveIdempotencia: 'contrato-proceso-nuevo',
      idSede: 3,
      programas: [1],
      fechaApertura: '2026-12-01',
      fechaCierre: '2027-02-28',
      maxHorasSemanales: 20,
      minDescansoMinutos: 0,
      exigeDisponibilidad: false,
    };
    const created = await main('/admin/programacionDocente', {
      method: 'POST',
      token: coordinator,
      body,
    });
    const again = await main('/admin/programacionDocente', {
      method: 'POST',
      token: coordinator,
      body,
    });
    expect((again.body as unknown as { id: number }).id).toBe(
      (created.body as unknown as { id: number }).id,
    );
  });
});
