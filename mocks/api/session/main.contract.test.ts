// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { callOk, loginAs, serviceUrl } from '../../test/contractClient.ts';
import { listQuery } from '../../test/listQuery.ts';
import { TINY_PDF } from '../../test/multipart.ts';

const main = (path: string, options?: Parameters<typeof callOk>[2]) =>
  callOk('main', path, options);

describe.each(demoAccounts.map((account) => account.usuario))('main API as %s', (usuario) => {
  it('serves every read of the shell after sign-in, then signs out', async () => {
    const { token, idUsuario } = await loginAs(usuario);
    await main('/compania/datos', { token });
    const perfil = await main(`/perfil/${idUsuario}/datospersonales`, { token });
    expect(perfil.body.results).toMatchObject({ idUsuario });
    await main('/usuario/permisos', { token });
    await main('/usuario/flujo', { method: 'POST', token, body: { version: '1.0.0' } });
    const menu = await main('/menu/listar', { token });
    expect((menu.body.results as unknown[]).length).toBeGreaterThan(1);
    await main('/admin/parametro/listar', { token });
    await main('/admin/parametro/listar?pagina=2&tamanoPagina=5&busqueda=EVA_&marca=HZT', {
      token,
    });
    const nomenclatura = await main('/admin/nomenclatura/consultarNomenclaturas', { token });
    expect(nomenclatura.body.results).toHaveLength(27);
    const logout = await main('/auth/logout', { method: 'POST', token });
    expect(logout.body.messagePublic).toBe('Sesión finalizada');
  });
});

describe('main API flows', () => {
  it('returns the pending tasks of a user who has some', async () => {
    const { token } = await loginAs(String(process.env.CONTRACT_TASKED_USER));
    const flow = await main('/usuario/flujo', {
      method: 'POST',
      token,
      body: { version: '1.0.0' },
    });
    expect((flow.body.results as { detalle: unknown[] }).detalle.length).toBeGreaterThan(0);
  });

  it('resets a password with the mailed code', async () => {
    await main('/auth/clave/olvido', { method: 'POST', body: { usuario: 'colaborador' } });
    const outbox = readFileSync(String(process.env.CONTRACT_OUTBOX_FILE), 'utf8')
      .trim()
      .split('\n');
    const { code } = JSON.parse(outbox.at(-1) ?? '{}');
    // The same password again, so the other tests' sign-ins keep working.
    await main('/auth/clave/restablecer', {
      method: 'POST',
      body: { usuario: 'colaborador', codigo: code, clave: 'Campus2026' },
    });
    await loginAs('colaborador');
  });
});

describe('main API admin resources (simple-rest dialect)', () => {
  it('lists, reads and renames a nomenclature entry as the superadmin', async () => {
    const { token } = await loginAs('superadmin');
    const query = new URLSearchParams({
      sort: JSON.stringify(['plural', 'DESC']),
      range: JSON.stringify([0, 4]),
      filter: JSON.stringify({ q: 'curso', userTypeId: 2 }),
    });
    const page = await main(`/admin/nomenclaturas?${query}`, { token });
    const [first] = page.body as unknown as Array<{ id: number; version: number }>;
    const one = await main(`/admin/nomenclaturas/${first!.id}`, { token });
    expect(one.body).toEqual(first);
    const saved = await main(`/admin/nomenclaturas/${first!.id}`, {
      method: 'PUT',
      token,
      body: { singular: 'curso', plural: 'cursos', gender: 'M', version: first!.version },
    });
    expect(saved.body).toMatchObject({ id: first!.id, version: first!.version + 1 });

    const audit = new URLSearchParams({
      filter: JSON.stringify({ resource: 'nomenclaturas', recordId: String(first!.id) }),
      range: JSON.stringify([0, 9]),
    });
    const entries = (await main(`/admin/auditoria?${audit}`, { token })).body as unknown as {
      id: number;
    }[];
    expect(entries.length).toBeGreaterThan(0);
    await main(`/admin/auditoria/${entries[0]!.id}`, { token });
  });
});

/** A simple-rest list's query string. */
const listSearch = (values: Record<string, unknown>) => new URLSearchParams(listQuery(values));

describe('main API master tables and parameters (simple-rest)', () => {
  const list = (path: string, values: Record<string, unknown>, token: string) =>
    main(`${path}?${listSearch(values)}`, { token });

  it('creates, lists, reads, edits and deletes a master table and a record of it', async () => {
    const { token } = await loginAs('superadmin');
    const table = (
      await main('/admin/maestroTabla', {
        method: 'POST',
        token,
        body: { codigo: 'TIPO_CONTRATO', nombre: 'Tipos de contrato', activo: true },
      })
    ).body as unknown as { id: number; version: number };
    await list(
      '/admin/maestroTabla',
      { sort: ['registros', 'DESC'], filter: { q: 'tipo' } },
      token,
    );
    await main(`/admin/maestroTabla/${table.id}`, { token });
    await main(`/admin/maestroTabla/${table.id}`, {
      method: 'PUT',
      token,
      body: { nombre: 'Tipos de contrato docente', descripcion: '', activo: true, version: 1 },
    });
    const record = (
      await main('/admin/maestroTablaRegistro', {
        method: 'POST',
        token,
        body: { tablaId: table.id, codigo: 'CAS', valor: 'Contrato administrativo', orden: 1 },
      })
    ).body as unknown as { id: number };
    await list('/admin/maestroTablaRegistro', { filter: { tablaId: table.id } }, token);
    await main(`/admin/maestroTablaRegistro/${record.id}`, { token });
    await main(`/admin/maestroTablaRegistro/${record.id}`, {
      method: 'PUT',
      token,
      body: { valor: 'Contrato a plazo', descripcion: '', orden: 2, activo: false, version: 1 },
    });
    await main(`/admin/maestroTablaRegistro/${record.id}`, { method: 'DELETE', token });
    await main(`/admin/maestroTabla/${table.id}`, { method: 'DELETE', token });
  });

  it("creates, reads, edits and deletes a brand's own parameter", async () => {
    const { token } = await loginAs('superadmin');
    const created = (
      await main('/admin/parametro', {
        method: 'POST',
        token,
        body: { clave: 'EVA_TOUR', valor: '0', descripcion: 'Sin recorrido.', marca: 'AMZ' },
      })
    ).body as unknown as { id: number };
    await main(`/admin/parametro/${created.id}`, { token });
    await main(`/admin/parametro/${created.id}`, {
      method: 'PUT',
      token,
      body: {
        // A switch takes no second value (parameterRules.ts).
        valor: '1',
        descripcion: 'Con recorrido.',
        version: 1,
      },
    });
    await main(`/admin/parametro/${created.id}`, { method: 'DELETE', token });
  });
});

describe('main API users and permissions (simple-rest)', () => {
  it('finds a user, changes a flag, locks, unlocks and gives a temporary password', async () => {
    const { token } = await loginAs('superadmin');
    const [user] = (
      await main(
        `/admin/usuarios?${listSearch({ filter: { q: 'alumno5', tipo: 1 }, sort: ['usuario', 'ASC'] })}`,
        {
          token,
        },
      )
    ).body as unknown as { id: number; version: number }[];
    await main(`/admin/usuarios/${user!.id}`, { token });
    await main(`/admin/usuarios/${user!.id}`, {
      method: 'PUT',
      token,
      body: { esAdministrativo: false, esPsicologo: false, version: user!.version },
    });
    await main(`/admin/usuarios/${user!.id}/bloqueo`, {
      method: 'PUT',
      token,
      body: { bloqueado: true, version: user!.version + 1 },
    });
    await main(`/admin/usuarios/${user!.id}/bloqueo`, {
      method: 'PUT',
      token,
      body: { bloqueado: false, version: user!.version + 2 },
    });
    await main(`/admin/usuarios/${user!.id}/clave-temporal`, { method: 'POST', token });
  });

  it('answers the dashboard', async () => {
    const { token } = await loginAs('superadmin');
    await main('/admin/dashboard', { token });
  });

  it('lists the keys and their holders, grants one and revokes it', async () => {
    const { token } = await loginAs('superadmin');
    await main(`/admin/permiso?${listSearch({ sort: ['titulares', 'DESC'] })}`, { token });
    await main('/admin/permiso/ELIMPUBL', { token });
    const grant = (
      await main('/admin/permisoUsuario', {
        method: 'POST',
        token,
        body: { permiso: 'ELIMPUBL', usuario: 'docente' },
      })
    ).body as unknown as { id: string };
    await main(`/admin/permisoUsuario?${listSearch({ filter: { permiso: 'ELIMPUBL' } })}`, {
      token,
    });
    await main(`/admin/permisoUsuario/${grant.id}`, { method: 'DELETE', token });
  });
});

describe('main API regulations', () => {
  const text = 'Artículo 1. Las tutorías se reservan con dos días de anticipación.';

  it('creates, publishes, lists, edits and deletes a regulation and its versions', async () => {
    const { token } = await loginAs('superadmin');
    const created = (
      await main('/admin/reglamentos', {
        method: 'POST',
        token,
        body: {
          titulo: 'Reglamento de tutorías',
          audiencia: 'ESTUDIANTES',
          resumenCambios: 'Versión inicial.',
          contenido: text,
        },
      })
    ).body as unknown as { id: number };
    await main(`/admin/reglamentos?${listSearch({ filter: { q: 'tutorías', activo: true } })}`, {
      token,
    });
    await main(`/admin/reglamentos/${created.id}`, { token });
    await main(`/admin/reglamentos/${created.id}`, {
      method: 'PUT',
      token,
      body: { titulo: 'Reglamento de tutorías', audiencia: 'TODOS', activo: true, version: 1 },
    });
    const second = (
      await main('/admin/reglamentoVersion', {
        method: 'POST',
        token,
        body: { reglamentoId: created.id, resumenCambios: 'Se amplía el plazo.', contenido: text },
      })
    ).body as unknown as { id: number };
    await main(`/admin/reglamentoVersion?${listSearch({ filter: { reglamentoId: created.id } })}`, {
      token,
    });
    await main(`/admin/reglamentoVersion/${second.id}`, { token });
    await main(`/admin/reglamentoVersion/${second.id}`, { method: 'DELETE', token });
    await main(`/admin/reglamentos/${created.id}`, { method: 'DELETE', token });
  });

  it('creates one and publishes a version through the spec call; a user reads and accepts it', async () => {
    const { token } = await loginAs('superadmin');
    const saved = await main('/admin/reglamento/accion/guardar', {
      method: 'POST',
      token,
      body: {
        titulo: 'Reglamento de uso del laboratorio',
        audiencia: 'TODOS',
        resumenCambios: 'Versión inicial.',
        contenido: text,
      },
    });
    const { reglamento } = saved.body.results as { reglamento: { id: number } };
    const published = await main('/admin/reglamento/accion/guardar', {
      method: 'POST',
      token,
      body: { reglamentoId: reglamento.id, resumenCambios: 'Se añade el aforo.', contenido: text },
    });
    const { version } = published.body.results as { version: { id: number } };

    const student = await loginAs('alumno');
    const pending = await main('/admin/reglamento/listar?pendientes=true&tamanoPagina=50', {
      token: student.token,
    });
    const { reglamentos } = pending.body.results as { reglamentos: { versionId: number }[] };
    expect(reglamentos.map((row) => row.versionId)).toContain(version.id);
    await main('/admin/reglamento/aceptacion/guardar', {
      method: 'POST',
      token: student.token,
      body: { versionId: version.id },
    });
    await main(
      `/admin/reglamentoAceptacion?${listSearch({ filter: { versionId: version.id, q: 'alumno' } })}`,
      { token },
    );
  });
});

describe('main API segments', () => {
  it('reads the choices, creates a segment, lists who it holds, edits and deletes it', async () => {
    const { token } = await loginAs('superadmin');
    for (const catalogo of ['marcas', 'sedes', 'programas', 'ciclos']) {
      await main(`/admin/opciones/${catalogo}`, { token });
    }
    const segment = (
      await main('/admin/segmento', {
        method: 'POST',
        token,
        body: { nombre: 'Estudiantes del Ciclo I', tipoUsuario: 1, ciclo: 'CI' },
      })
    ).body as unknown as { id: number; version: number };
    await main(
      `/admin/segmento?${listSearch({ sort: ['usuarios', 'DESC'], filter: { tipoUsuario: 1 } })}`,
      {
        token,
      },
    );
    await main(`/admin/segmento/${segment.id}`, { token });
    await main(`/admin/segmento/${segment.id}/usuarios?${listSearch({ range: [0, 9] })}`, {
      token,
    });
    await main(`/admin/segmento/${segment.id}`, {
      method: 'PUT',
      token,
      body: { nombre: 'Ingresantes', tipoUsuario: 1, ciclo: 'CI', version: segment.version },
    });
    await main(`/admin/segmento/${segment.id}`, { method: 'DELETE', token });
  });
});

describe('main API tasks and tours', () => {
  it('creates, lists, reads, edits and deletes a task and its subtask', async () => {
    const { token } = await loginAs('superadmin');
    for (const catalogo of ['tareas', 'tours'])
      await main(`/admin/opciones/${catalogo}`, { token });
    const parent = (
      await main('/admin/tareas', {
        method: 'POST',
        token,
        body: {
          nombre: 'Aviso de tutorías',
          audiencia: 'DOCENTES',
          modulo: 'avisoTutorias',
          orden: 70,
          url: '/docentes/cursos',
        },
      })
    ).body as unknown as { id: number; version: number };
    const child = (
      await main('/admin/tareas', {
        method: 'POST',
        token,
        body: {
          nombre: 'Registrar horario de tutoría',
          audiencia: 'DOCENTES',
          modulo: 'horarioTutoria',
          orden: 1,
          tareaPadreId: parent.id,
        },
      })
    ).body as unknown as { id: number };
    await main(
      `/admin/tareas?${listSearch({ sort: ['orden', 'ASC'], filter: { audiencia: 'DOCENTES', q: 'tutor' } })}`,
      { token },
    );
    await main(`/admin/tareas/${child.id}`, { token });
    await main(`/admin/tareas/${parent.id}`, {
      method: 'PUT',
      token,
      body: {
        nombre: 'Aviso de tutorías',
        audiencia: 'DOCENTES',
        modulo: 'avisoTutorias',
        orden: 71,
        onlySkippedSteps: false,
        activo: false,
        version: parent.version,
      },
    });
    await main(`/admin/tareas/${child.id}`, { method: 'DELETE', token });
    await main(`/admin/tareas/${parent.id}`, { method: 'DELETE', token });
  });

  it('creates a tour with a modal, steps and a measure, edits each and deletes them', async () => {
    const { token } = await loginAs('superadmin');
    const tour = (
      await main('/admin/tour', {
        method: 'POST',
        token,
        body: { codeConfig: 'nueva_func_tour_pagos', nombre: 'Novedades de pagos' },
      })
    ).body as unknown as { id: number };
    await main(`/admin/tour?${listSearch({ sort: ['pasos', 'DESC'], filter: { q: 'pagos' } })}`, {
      token,
    });
    await main(`/admin/tour/${tour.id}`, { token });
    await main(`/admin/tour/${tour.id}`, {
      method: 'PUT',
      token,
      body: { nombre: 'Novedades de tus pagos', descripcion: '', activo: true, version: 1 },
    });
    const parts = [
      [
        'tourModal',
        { code: 'ModBienvenida', title: 'Tus pagos', content: 'Mira lo nuevo.', route: '/' },
        { title: 'Tus pagos, renovados', content: 'Mira lo nuevo.', showClose: false },
      ],
      [
        'tourPaso',
        {
          step: 1,
          idComponent: 'tour-cuotas',
          code: 'CUOTAS',
          route: '/estudiantes/pagos',
          title: 'Tus cuotas',
          content: 'Cada cuota con su fecha de vencimiento.',
        },
        {
          step: 1,
          idComponent: 'tour-cuotas',
          code: 'CUOTAS',
          route: '/estudiantes/pagos',
          title: 'Tus cuotas del periodo',
          content: 'Cada cuota con su fecha de vencimiento.',
          codeMin: 768,
          codeMax: 3840,
        },
      ],
      [
        'tourMedida',
        { code: 0, type: 'fixed', position: 'bottom', offsetY: 16 },
        { code: 375, type: 'absolute', position: 'top', rounded: false },
      ],
    ] as const;
    for (const [path, created, changed] of parts) {
      const record = (
        await main(`/admin/${path}`, {
          method: 'POST',
          token,
          body: { tourId: tour.id, ...created },
        })
      ).body as unknown as { id: number };
      await main(`/admin/${path}?${listSearch({ filter: { tourId: tour.id } })}`, { token });
      await main(`/admin/${path}/${record.id}`, { token });
      await main(`/admin/${path}/${record.id}`, {
        method: 'PUT',
        token,
        body: { ...changed, version: 1 },
      });
    }
    const second = (
      await main('/admin/tourPaso', {
        method: 'POST',
        token,
        body: {
          tourId: tour.id,
          step: 1,
          idComponent: 'tour-comprobantes',
          code: 'COMPROBANTES',
          route: '/estudiantes/pagos',
          title: 'Tus comprobantes',
          content: 'Descárgalos cuando los necesites.',
        },
      })
    ).body as unknown as { id: number };
    await main(`/admin/tourPaso/${second.id}`, { method: 'DELETE', token });

    const student = await loginAs('alumno');
    await main('/tour/consultartourmenu', { token: student.token });
    await main('/tour/consultarNuevaFuncionalidad', {
      method: 'POST',
      token: student.token,
      body: { codeConfig: 'nueva_func_tour_pagos' },
    });
    for (const [path] of parts) {
      const [record] = (
        await main(`/admin/${path}?${listSearch({ filter: { tourId: tour.id } })}`, { token })
      ).body as unknown as { id: number }[];
      await main(`/admin/${path}/${record!.id}`, { method: 'DELETE', token });
    }
    await main(`/admin/tour/${tour.id}`, { method: 'DELETE', token });
  });
});

describe('main API generic accounts (spec admin/usuarioGenerico)', () => {
  it('creates an account, lists and reads it, saves a change and deletes it', async () => {
    const { token } = await loginAs('superadmin');
    const saved = await main('/admin/usuarioGenerico/guardar', {
      method: 'POST',
      token,
      body: {
        usuario: 'gen.contrato',
        nombre: 'Caja Sede de contrato',
        area: 'Caja',
        correo: 'caja.contrato@horizonte.example',
        marca: 'HZT',
      },
    });
    const { usuario } = saved.body.results as { usuario: { id: number; version: number } };
    await main('/admin/usuarioGenerico/listar?pagina=1&tamanoPagina=5&busqueda=caja&orden=area', {
      token,
    });
    await main(`/admin/usuarioGenerico/${usuario.id}`, { token });
    await main('/admin/usuarioGenerico/guardar', {
      method: 'POST',
      token,
      body: {
        id: usuario.id,
        nombre: 'Caja Sede de contrato',
        area: 'Tesorería',
        correo: 'caja.contrato@horizonte.example',
        marca: 'HZT',
        activo: false,
        version: usuario.version,
      },
    });
    await main('/admin/usuarioGenerico/eliminar', {
      method: 'POST',
      token,
      body: { id: usuario.id },
    });
  });
});

describe('main API notification configurations (simple-rest)', () => {
  it('creates, lists, reads, edits and deletes a configuration', async () => {
    const { token } = await loginAs('superadmin');
    const created = (
      await main('/admin/configuracion-notificaciones', {
        method: 'POST',
        token,
        body: { tipo: 'ACADEMICO', codigo: 'CONTRATO', titulo: 'Prueba de contrato' },
      })
    ).body as unknown as { id: number; version: number };
    await main(
      `/admin/configuracion-notificaciones?${listSearch({ sort: ['titulo', 'ASC'], filter: { tipo: 'ACADEMICO' } })}`,
      { token },
    );
    await main(`/admin/configuracion-notificaciones/${created.id}`, { token });
    await main(`/admin/configuracion-notificaciones/${created.id}`, {
      method: 'PUT',
      token,
      body: { titulo: 'Prueba editada', configurable: false, version: created.version },
    });
    await main(`/admin/configuracion-notificaciones/${created.id}`, { method: 'DELETE', token });
  });
});

describe('main API referrals (simple-rest)', () => {
  it('lists, reads and follows up a referral', async () => {
    const { token } = await loginAs('superadmin');
    const listed = await main(
      `/admin/referidos?${listSearch({ sort: ['registradoEn', 'DESC'], filter: { estado: 'REGISTRADO' } })}`,
      { token },
    );
    const [referral] = listed.body as unknown as { id: number; version: number }[];
    await main(`/admin/referidos/${referral!.id}`, { token });
    await main(`/admin/referidos/${referral!.id}`, {
      method: 'PUT',
      token,
      body: { estado: 'CONTACTADO', observacion: 'Llamado.', version: referral!.version },
    });
  });
});

describe('main API integration credentials', () => {
  it('makes a credential, rotates and revokes its keys, and an outside system validates with one', async () => {
    const { token } = await loginAs('superadmin');
    const created = (
      await main('/admin/credenciales', {
        method: 'POST',
        token,
        body: { nombre: 'Biblioteca de prueba', alcances: ['PERSONAS_ALUMNOS'], vigenciaDias: 30 },
      })
    ).body as unknown as { id: number; version: number; claveSecreta: string };
    await main(
      `/admin/credenciales?${listSearch({ sort: ['ultimoUso', 'DESC'], filter: { q: 'prueba', activa: true, alcance: 'PERSONAS_ALUMNOS' } })}`,
      { token },
    );
    await main(`/admin/credenciales/${created.id}`, { token });
    await main(`/admin/credenciales/${created.id}`, {
      method: 'PUT',
      token,
      body: {
        nombre: 'Biblioteca de prueba',
        sistema: 'Catálogo en línea.',
        alcances: ['PERSONAS_ALUMNOS', 'PERSONAS_DOCENTES'],
        activa: true,
        version: created.version,
      },
    });
    // The outside system calls with its key where a session would go.
    const person = await main('/integracion/personas/alumno', { token: created.claveSecreta });
    expect(person.body.results).toMatchObject({ usuario: 'alumno', tipo: 'ALUMNO' });
    const rotated = (
      await main('/admin/credencialClave', {
        method: 'POST',
        token,
        body: { credencialId: created.id, vigenciaDias: 90 },
      })
    ).body as unknown as { id: number };
    const keys = await main(
      `/admin/credencialClave?${listSearch({ sort: ['venceEn', 'ASC'], filter: { credencialId: created.id, estado: 'VIGENTE' } })}`,
      { token },
    );
    expect(keys.body).toHaveLength(2);
    await main(`/admin/credencialClave/${rotated.id}`, { token });
    await main(`/admin/credencialClave/${rotated.id}`, { method: 'DELETE', token });
    await main(
      `/admin/credencialUso?${listSearch({ filter: { credencialId: created.id, resultado: 'ACEPTADO' } })}`,
      { token },
    );
    const unused = (
      await main('/admin/credenciales', {
        method: 'POST',
        token,
        body: { nombre: 'Sistema sin uso', alcances: ['PERSONAS_DOCENTES'] },
      })
    ).body as unknown as { id: number };
    await main(`/admin/credenciales/${unused.id}`, { method: 'DELETE', token });
  });
});

describe('main API tutorials and guides', () => {
  it('creates, lists, reads, edits and deletes one; its audience reads the published ones', async () => {
    const { token } = await loginAs('colaborador');
    const created = (
      await main('/admin/tutoriales-guias', {
        method: 'POST',
        token,
        body: {
          titulo: 'Cómo descargar tu constancia',
          tipo: 'VIDEO',
          audiencia: 'ESTUDIANTES',
          url: 'https://www.youtube.com/watch?v=cAmPuS00099',
        },
      })
    ).body as unknown as { id: number; version: number };
    await main(
      `/admin/tutoriales-guias?${listSearch({ sort: ['titulo', 'DESC'], filter: { q: 'constancia', tipo: 'VIDEO', publicado: false } })}`,
      { token },
    );
    await main(`/admin/tutoriales-guias/${created.id}`, { token });
    await main(`/admin/tutoriales-guias/${created.id}`, {
      method: 'PUT',
      token,
      body: {
        titulo: 'Cómo descargar tu constancia',
        descripcion: 'Desde tus trámites finalizados.',
        tipo: 'GUIA',
        audiencia: 'TODOS',
        url: 'https://documentos.horizonte.example/guias/constancia.pdf',
        orden: 4,
        publicado: true,
        version: created.version,
      },
    });
    const student = await loginAs('alumno');
    const read = await main('/tutorial/listar?pagina=1&tamanoPagina=50&tipo=GUIA', {
      token: student.token,
    });
    const { tutoriales } = read.body.results as { tutoriales: { id: number }[] };
    expect(tutoriales.map((row) => row.id)).toContain(created.id);
    await main(`/admin/tutoriales-guias/${created.id}`, { method: 'DELETE', token });
  });
});

describe('main API reports', () => {
  it('offers each report its filters and answers a filtered, sorted page with its summary', async () => {
    const { token } = await loginAs('colaborador');
    for (const tipo of ['ONBOARDING', 'CURRICULUM', 'TRAMITE']) {
      await main(`/reporte/filtro/listar?tipo=${tipo}`, { token });
    }
    const onboarding = new URLSearchParams({
      tipo: 'ONBOARDING',
      marca: 'HZT',
      estado: 'COMPLETADO',
      agruparPor: 'programa',
      ordenarPor: 'avance',
      orden: 'DESC',
      pagina: '1',
      tamanoPagina: '10',
    });
    const page = await main(`/reporte/listar?${onboarding}`, { token });
    expect((page.body.results as { filas: unknown[] }).filas.length).toBeGreaterThan(0);
    const filters = await main('/reporte/filtro/listar?tipo=CURRICULUM', { token });
    const periods = (
      filters.body.results as { filtros: { clave: string; opciones: { id: number }[] }[] }
    ).filtros.find((filtro) => filtro.clave === 'idPeriodo')!;
    const curriculum = new URLSearchParams({
      tipo: 'CURRICULUM',
      idPeriodo: String(periods.opciones[0]!.id),
      ciclo: 'CIII',
      busqueda: 'alumno',
      agruparPor: 'ciclo',
    });
    await main(`/reporte/listar?${curriculum}`, { token });
    // The procedures report: days as decimals, grouped by month.
    const procedures = new URLSearchParams({
      tipo: 'TRAMITE',
      agruparPor: 'mes',
      tamanoPagina: '50',
    });
    const report = await main(`/reporte/listar?${procedures}`, { token });
    expect((report.body.results as { filas: unknown[] }).filas.length).toBeGreaterThan(0);
  });
});

describe('main API files', () => {
  it('uploads a CV as multipart and downloads the same bytes, both matching the contract', async () => {
    const { token } = await loginAs('docente');
    // Prism 5.14 validates the form's fields (a missing or unknown `tipo` is its 422) but passes
    // file parts and binary answers on as UTF-8 text, so bytes over 0x7f would arrive as U+FFFD:
    // an ASCII PDF round-trips exactly. Binary fidelity is tested on the demo API (archivo.test.ts).
    const bytes = new Uint8Array(TINY_PDF);
    const form = new FormData();
    form.append('tipo', 'CV');
    form.append('archivo', new Blob([bytes], { type: 'application/pdf' }), 'cv-docente.pdf');

    const upload = await fetch(`${serviceUrl('main')}/archivo/subir`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const uploaded = await upload.text();
    expect(upload.headers.get('sl-violations'), uploaded).toBeNull();
    expect(upload.status, uploaded).toBe(200);
    const { idArchivo } = JSON.parse(uploaded).results as { idArchivo: number };

    const download = await fetch(`${serviceUrl('main')}/archivo/${idArchivo}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' },
    });
    expect(download.headers.get('sl-violations')).toBeNull();
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });
});
