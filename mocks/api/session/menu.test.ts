// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

interface Item {
  id: number;
  icono: string;
  titulo: string;
  referencia: string | null;
  hijos: Item[];
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

const menuOf = async (usuario: string): Promise<Item[]> =>
  (await api.call(usuario, { url: '/api/main/menu/listar' })).json().results;
const outline = (items: Item[]): unknown[] =>
  items.map((item) =>
    item.hijos.length ? [item.titulo, outline(item.hijos)] : `${item.titulo} ${item.referencia}`,
  );

describe('listarMenu', () => {
  it("builds the student's menu with one folder per programme and its courses", async () => {
    const menu = await menuOf('alumno');
    expect(menu.map((item) => [item.icono, item.titulo, item.referencia])).toEqual([
      ['inicio', 'Inicio', '/'],
      ['cursos', 'Mis cursos', null],
      ['avance', 'Avance curricular', '/estudiantes/cursos/avance-curricular'],
      ['finalizados', 'Cursos finalizados', '/estudiantes/cursos/finalizados'],
      ['tramites', 'Trámites', '/estudiantes/tramites/programa-de-estudios/en-proceso'],
      ['pagos', 'Pagos', '/estudiantes/pagos'],
      ['encuestas', 'Encuestas', '/estudiantes/encuestassmart'],
      ['segmentos', 'Servicios', null],
    ]);
    expect(menu.at(-1)?.hijos.map((item) => item.titulo)).toEqual([
      'SAE',
      'Mis referidos',
      'Becas',
      'Orientación psicológica',
    ]);
    const programmes = menu[1].hijos;
    expect(programmes.map((p) => [p.icono, p.titulo, p.referencia])).toEqual([
      ['programa', 'Desarrollo de Software', null],
      ['programa', 'OFIMÁTICA EMPRESARIAL', null],
    ]);
    // Each programme ends with its grade history: grades are found without opening a course.
    for (const programme of programmes) {
      expect(programme.hijos.at(-1)).toMatchObject({
        icono: 'notas',
        titulo: 'Historial de notas',
        referencia: expect.stringMatching(
          /^\/estudiantes\/cursos\/avance-curricular\/historial-notas\/[a-z0-9-]+-\d+$/,
        ),
      });
    }
    const courses = programmes[0].hijos.slice(0, -1);
    expect(courses.map((c) => c.titulo)).toEqual([
      'Base de Datos I',
      'Programación Web I',
      'Base de Datos II',
      'inglés técnico i',
      'Electivo de Especialidad',
      'Unidad Didáctica de Aprendizaje Autónomo',
    ]);
    for (const course of courses) {
      expect(course.icono).toBe('curso');
      expect(course.referencia).toMatch(/^\/estudiantes\/cursos\/[a-z0-9-]+-\d+\/\d+$/);
    }
    expect(courses[1].referencia).toMatch(/^\/estudiantes\/cursos\/programacion-web-i-\d+\/\d+$/);
    const ids = JSON.stringify(menu).match(/"id":\d+/g) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names the courses folder by the brand's nomenclature, renamed by the superadmin", async () => {
    const [course] = (
      await api.call('superadmin', {
        url: '/api/main/admin/nomenclaturas',
        query: { filter: JSON.stringify({ q: 'COURSE', userTypeId: 1, businessUnitId: 1 }) },
      })
    ).json() as { id: number; version: number }[];
    const rename = (plural: string, gender: 'F' | 'M', version: number) =>
      api.call('superadmin', {
        method: 'PUT',
        url: `/api/main/admin/nomenclaturas/${course!.id}`,
        payload: { singular: plural.slice(0, -1), plural, gender, version },
      });
    expect((await rename('asignaturas', 'F', course!.version)).statusCode).toBe(200);
    try {
      expect((await menuOf('alumno'))[1]?.titulo).toBe('Mis asignaturas');
    } finally {
      await rename('cursos', 'M', course!.version + 1);
    }
    expect((await menuOf('alumno'))[1]?.titulo).toBe('Mis cursos');
  });

  it("shows the student's courses folder only while EVA_ELECTIVES is 1 for their brand", async () => {
    const created = await api.call('superadmin', {
      method: 'POST',
      url: '/api/main/admin/parametro',
      payload: { clave: 'EVA_ELECTIVES', valor: '0', descripcion: 'Sin vista.', marca: 'HZT' },
    });
    expect(created.statusCode).toBe(200);
    try {
      expect((await menuOf('alumno')).map((item) => item.titulo)).not.toContain('Mis cursos');
    } finally {
      const { id } = created.json() as { id: number };
      await api.call('superadmin', { method: 'DELETE', url: `/api/main/admin/parametro/${id}` });
    }
    expect((await menuOf('alumno'))[1]?.titulo).toBe('Mis cursos');
  });

  it('gives teachers their classes, procedures, programming, development line, trainings and the institute', async () => {
    expect(outline(await menuOf('docente'))).toEqual([
      'Inicio /',
      'Clases /docentes/cursos',
      'Trámites /docentes/tramites/pendientes',
      'Programación /docentes/programacion-docente',
      [
        'Línea de desarrollo',
        [
          'Información general /docentes/linea-desarrollo/informacion-general',
          'Ruta de acompañamiento /docentes/linea-desarrollo/ruta-acompanamiento',
          'Ruta formativa /docentes/linea-desarrollo/ruta-formativa',
          'Evaluación 360° /docentes/evaluacion-360',
        ],
      ],
      [
        'Capacitaciones',
        [
          'Rutas de desarrollo /docentes/capacitaciones/rutas-desarrollo',
          'En curso /docentes/capacitaciones/en-curso',
          'Finalizadas /docentes/capacitaciones/finalizadas',
          'Otras capacitaciones /docentes/capacitaciones/otras-capacitaciones',
        ],
      ],
      [
        'Institucional',
        [
          'Conócenos /docentes/institucional/conocenos',
          'Reglamentos y políticas /docentes/reglamentos-politicas',
          'Directivas /docentes/directivas',
          'Guía docente /docentes/guia-docente',
          'Inducción /docentes/induccion',
          'Horas programadas /docentes/institucional/horasprogramadas',
          'Capacitaciones SST /docentes/institucional/capacitacionessst',
          'Capacitación en integridad /docentes/institucional/capacitacionintegridad',
          'Alerta de estudiantes /docentes/encuesta-alerta',
        ],
      ],
    ]);
  });

  it('gives staff their server lists', async () => {
    expect(outline(await menuOf('colaborador'))).toEqual([
      'Inicio /',
      'Trámites /admin/tramites/tickets-manuales/pendientes',
      [
        'Reportes',
        [
          'Trámites /admin/reportes/tramites',
          'Onboarding /admin/reportes/onboarding',
          'Avance curricular /admin/reportes/cv',
        ],
      ],
      'Disponibilidad docente /admin/disponibilidad-docente',
      'Tutoriales y guías /admin/tutoriales-guias',
      'Firmas /admin/firmas',
      'Documentos emitidos /documentos/origen',
      'Trámites genéricos /admin/configuracion/tramites-genericos/lista',
      'Documentos de matrícula /admin/documentos-matricula',
      'Orientación psicológica /admin/orientacion-psicologica',
      'Preguntas sin respuesta /admin/preguntasSinRespuesta',
    ]);
    // Without the admin-type flag, /admin, /psicologos and /documentos are not offered (spec §6).
    expect(outline(await menuOf('asistente'))).toEqual(['Inicio /']);
    expect(outline(await menuOf('psicologo'))).toEqual([
      'Inicio /',
      'Orientación psicológica /psicologos/orientacion-psicologica',
      'Disponibilidad /psicologos/orientacion-psicologica?vista=disponibilidad',
    ]);
    expect(outline(await menuOf('superadmin'))).toEqual([
      'Inicio /',
      'Panel de administración /superadmin/dashboard',
      [
        'Configuración',
        [
          'Parámetros /superadmin/parametro',
          'Nomenclaturas /superadmin/nomenclaturas',
          'Usuarios /superadmin/usuarios',
          'Auditoría /superadmin/auditoria',
          'Tablas maestras /superadmin/maestroTabla',
          'Permisos /superadmin/permiso',
          'Segmentos /superadmin/segmento',
          'Reglamentos /superadmin/reglamentos',
          'Tareas /superadmin/tareas',
          'Tour de nuevas funcionalidades /superadmin/tareas/tour',
          'Usuarios genéricos /superadmin/usuario',
          'Notificaciones /superadmin/configuracion-notificaciones',
          'Referidos /superadmin/referidos',
          'Credenciales /superadmin/credenciales',
          'Vocabulario del asistente /superadmin/sinonimosAsistente',
          'Preguntas sin respuesta /admin/preguntasSinRespuesta',
        ],
      ],
      [
        'Trámites',
        [
          'Configuración de trámites /superadmin/tramites/configuracion/lista',
          'Requisitos de trámites /superadmin/tramites/requisitos/lista',
          'Rectificación de notas /superadmin/tramites/rectificacion',
          'Evaluación sustitutoria /superadmin/tramites/evaluacion-sustiturio/listar',
          'Trámites genéricos /admin/configuracion/tramites-genericos/lista',
        ],
      ],
      'Orientación psicológica /admin/orientacion-psicologica',
    ]);
  });
});
