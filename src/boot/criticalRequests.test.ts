import { describe, expect, it } from 'vitest';
import { getObtenerDatosCompaniaUrl } from '@generated/main/endpoints/compania/compania';
import {
  getListarCursosAlumnoUrl,
  getObtenerCursoAlumnoUrl,
} from '@generated/main/endpoints/cursos/cursos';
import { getObtenerProgramacionDocenteUrl } from '@generated/main/endpoints/docente-programacion/docente-programacion';
import { getObtenerHorarioAlumnoUrl } from '@generated/main/endpoints/horario/horario';
import { getListarMenuUrl } from '@generated/main/endpoints/menu/menu';
import { getConsultarNomenclaturasUrl } from '@generated/main/endpoints/nomenclatura/nomenclatura';
import { getListarParametrosUrl } from '@generated/main/endpoints/parametros/parametros';
import { getObtenerDatosPersonalesUrl } from '@generated/main/endpoints/perfil/perfil';
import {
  getListarPublicacionesAdminUrl,
  getListarPublicacionesUrl,
} from '@generated/main/endpoints/publicacion/publicacion';
import { getListarPermisosUsuarioUrl } from '@generated/main/endpoints/usuario/usuario';
import { trailingIdOf } from '@/lib/navigation';
import { weekOf, weekQuery } from '@/lib/schedule';
import { decodeClaims, isTokenExpired } from '@/lib/session/claims';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { criticalRequests, firstPostImage, isFeedPage } from './criticalRequests';

const NOW = Date.parse('2026-11-25T15:00:00Z');
const live = makeToken({}, NOW);

// The URLs the app's own queries ask for (prefetchShellData.ts, feedQuery.ts): the boot's must be
// the same, or the app would ask again.
const shell = (user: (typeof testUsers)['student']) => [
  getListarMenuUrl(),
  getListarParametrosUrl({ marca: user.marca, tamanoPagina: 500 }),
  getObtenerDatosCompaniaUrl(),
  getConsultarNomenclaturasUrl(),
  getObtenerDatosPersonalesUrl(user.idUsuario),
];

describe('criticalRequests', () => {
  it("asks for home's shell data, first feed page and the student's courses as the app does", () => {
    const student = testUsers.student;
    expect(criticalRequests('/', { token: live, user: student }, NOW)).toEqual([
      ...shell(student),
      getListarPermisosUsuarioUrl(),
      getListarPublicacionesUrl({ tamanoPagina: 20, pagina: 1 }),
      getListarCursosAlumnoUrl(student.idUsuario),
    ]);
  });

  it("asks a teacher's home without the permissions and with their hours, and the staff's feed from its admin list", () => {
    const { teacher, collaborator } = testUsers;
    expect(criticalRequests('/', { token: live, user: teacher }, NOW)).toEqual([
      ...shell(teacher),
      getListarPublicacionesUrl({ tamanoPagina: 20, pagina: 1 }),
      getObtenerProgramacionDocenteUrl(),
    ]);
    expect(criticalRequests('/', { token: live, user: collaborator }, NOW).at(-1)).toBe(
      getListarPublicacionesAdminUrl({ tamanoPagina: 20, pagina: 1 }),
    );
  });

  it("asks for the schedule's week as the page does, across Lima's midnight and for any slug", () => {
    const student = testUsers.student;
    // Sunday 23:59 and Monday 00:00 in Lima (UTC−5), and a Wednesday afternoon.
    const nows = ['2026-11-30T04:59:00Z', '2026-11-30T05:00:00Z', '2026-11-25T20:00:00Z'];
    const slugs = [
      'semana',
      '2026-11-25',
      '2026-11-23',
      '2026-11-29',
      '2026-02-30',
      'otra',
      '2028-02-29',
    ];
    for (const now of nows.map(Date.parse)) {
      for (const slug of slugs) {
        const asked = criticalRequests(
          `/estudiantes/horario/${slug}`,
          { token: makeToken({}, now), user: student },
          now,
        );
        expect(asked).toEqual([
          ...shell(student),
          getListarPermisosUsuarioUrl(),
          getObtenerHorarioAlumnoUrl(weekQuery(weekOf(slug, now))),
        ]);
      }
    }
  });

  it("asks for a course's detail by the section the address ends with, as the page does", () => {
    const student = testUsers.student;
    for (const path of [
      '/estudiantes/cursos/ofimatica-empresarial-1204/77',
      '/estudiantes/cursos/x-9/',
    ]) {
      const slug = path.split('/')[3];
      expect(criticalRequests(path, { token: live, user: student }, NOW).at(-1)).toBe(
        getObtenerCursoAlumnoUrl(trailingIdOf(slug)!),
      );
    }
    for (const path of [
      '/estudiantes/cursos/finalizados',
      '/estudiantes/cursos/curso-0/1',
      '/estudiantes/cursos',
    ]) {
      expect(criticalRequests(path, { token: live, user: student }, NOW)).toEqual([]);
    }
  });

  it("asks a student route's data for students only", () => {
    const { teacher } = testUsers;
    expect(
      criticalRequests('/estudiantes/horario/semana', { token: live, user: teacher }, NOW),
    ).toEqual([]);
    expect(
      criticalRequests('/estudiantes/cursos/a-12/3', { token: live, user: teacher }, NOW),
    ).toEqual([]);
  });

  it('reads the expiry as the app does, and asks nothing for a token it cannot read', () => {
    const student = testUsers.student;
    for (const token of [makeToken({}, NOW), makeToken({}, NOW - 3_600_000), 'no.es.jwt']) {
      const claims = decodeClaims(token);
      const asks = criticalRequests('/', { token, user: student }, NOW).length > 0;
      expect(asks).toBe(!isTokenExpired(claims, NOW));
    }
  });

  it('starts nothing without a session, with an expired one, or on a route with nothing critical', () => {
    const student = testUsers.student;
    expect(criticalRequests('/', { token: null, user: null }, NOW)).toEqual([]);
    expect(criticalRequests('/', { token: live, user: null }, NOW)).toEqual([]);
    const expired = makeToken({}, NOW - 2 * 3_600_000);
    expect(criticalRequests('/', { token: expired, user: student }, NOW)).toEqual([]);
    // A second before expiry it still asks; at expiry it does not.
    const exp = Math.floor(NOW / 1000) + 1;
    expect(
      criticalRequests('/', { token: makeToken({ exp }, NOW), user: student }, NOW),
    ).not.toEqual([]);
    expect(
      criticalRequests('/', { token: makeToken({ exp }, NOW), user: student }, exp * 1000),
    ).toEqual([]);
    expect(criticalRequests('/estudiantes/pagos', { token: live, user: student }, NOW)).toEqual([]);
  });
});

describe('firstPostImage', () => {
  it("reads the first post's image path from the feed's answer and nothing else", () => {
    const answer = (...posts: unknown[]) => ({ results: { publicaciones: posts } });
    expect(firstPostImage(answer({ rutaImagen: '/publicacion/8/archivo/940?clave=x' }))).toBe(
      '/publicacion/8/archivo/940?clave=x',
    );
    expect(
      firstPostImage(answer({ rutaImagen: null }, { rutaImagen: '/publicacion/9/archivo/1' })),
    ).toBeNull();
    // Only a path of the API itself: never another origin's address.
    expect(firstPostImage(answer({ rutaImagen: 'https://example.invalid/x.png' }))).toBeNull();
    for (const garbage of [null, {}, { results: null }, answer(), 'texto', answer(7)])
      expect(firstPostImage(garbage)).toBeNull();
  });

  it("knows the feed's first page among home's requests", () => {
    const home = criticalRequests('/', { token: live, user: testUsers.collaborator }, NOW);
    expect(home.filter(isFeedPage)).toEqual([
      getListarPublicacionesAdminUrl({ tamanoPagina: 20, pagina: 1 }),
    ]);
    const student = criticalRequests('/', { token: live, user: testUsers.student }, NOW);
    expect(student.filter(isFeedPage)).toEqual([
      getListarPublicacionesUrl({ tamanoPagina: 20, pagina: 1 }),
    ]);
  });
});
