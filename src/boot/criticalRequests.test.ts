import { describe, expect, it } from 'vitest';
import { getObtenerDatosCompaniaUrl } from '@generated/main/endpoints/compania/compania';
import { getListarMenuUrl } from '@generated/main/endpoints/menu/menu';
import { getConsultarNomenclaturasUrl } from '@generated/main/endpoints/nomenclatura/nomenclatura';
import { getListarParametrosUrl } from '@generated/main/endpoints/parametros/parametros';
import { getObtenerDatosPersonalesUrl } from '@generated/main/endpoints/perfil/perfil';
import {
  getListarPublicacionesAdminUrl,
  getListarPublicacionesUrl,
} from '@generated/main/endpoints/publicacion/publicacion';
import { getListarPermisosUsuarioUrl } from '@generated/main/endpoints/usuario/usuario';
import { decodeClaims, isTokenExpired } from '@/lib/session/claims';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { criticalRequests } from './criticalRequests';

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
  it("asks for home's shell data and first feed page as the app does", () => {
    const student = testUsers.student;
    expect(criticalRequests('/', { token: live, user: student }, NOW)).toEqual([
      ...shell(student),
      getListarPermisosUsuarioUrl(),
      getListarPublicacionesUrl({ tamanoPagina: 20, pagina: 1 }),
    ]);
  });

  it("asks a teacher's home without the permissions, and the staff's feed from its admin list", () => {
    const { teacher, collaborator } = testUsers;
    expect(criticalRequests('/', { token: live, user: teacher }, NOW)).toEqual([
      ...shell(teacher),
      getListarPublicacionesUrl({ tamanoPagina: 20, pagina: 1 }),
    ]);
    expect(criticalRequests('/', { token: live, user: collaborator }, NOW).at(-1)).toBe(
      getListarPublicacionesAdminUrl({ tamanoPagina: 20, pagina: 1 }),
    );
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
    expect(criticalRequests('/estudiantes/horario', { token: live, user: student }, NOW)).toEqual(
      [],
    );
  });
});
