import { describe, expect, it } from 'vitest';
import { paths } from '@/routes';
import { users } from '../shell/test/fixtures';
import { openablePagesOf } from './openablePagesOf';
import { signedInRouteSet } from './signedInRouteSet';

const pagesOf = (
  user: (typeof users)[keyof typeof users],
  hrefs: string[],
  permissions: string[] = [],
) => openablePagesOf(signedInRouteSet, hrefs, { user, permissions });

describe('openablePagesOf', () => {
  it('names the route of each address whose page the user may open, once each', () => {
    const hrefs = [
      paths.profile.getHref(),
      paths.estudiantes_horario.getHref({ slug: 'semana' }),
      `${paths.estudiantes_avance_curricular.getHref()}?ciclo=3`,
      paths.profile.getHref(),
    ];
    expect(pagesOf(users.student, hrefs)).toEqual([
      'profile',
      'estudiantes_horario',
      'estudiantes_avance_curricular',
    ]);
  });

  it("leaves out the pages of another role's area: their guard would refuse them", () => {
    const hrefs = [paths.profile.getHref(), paths.docentes_programacion_docente.getHref()];
    expect(pagesOf(users.teacher, hrefs)).toEqual(['docentes_programacion_docente']);
    expect(pagesOf(users.student, hrefs)).toEqual(['profile']);
  });

  it('leaves out a page behind a permission the user lacks', () => {
    const href = paths.admin_orientacion_psicologica.getHref();
    expect(pagesOf(users.collaborator, [href])).toEqual([]);
    expect(pagesOf(users.collaborator, [href], ['ADMDISPO'])).toEqual([
      'admin_orientacion_psicologica',
    ]);
  });

  it("leaves out unknown paths, unbound pages and a react-admin app's screens", () => {
    const hrefs = [
      '/no-existe',
      paths.admin_tutoriales_guias.getHref(), // served by the /admin app's splat route
      paths.admin_tickets_manuales_pendientes.getHref(), // a feature's own page
    ];
    expect(pagesOf(users.collaborator, hrefs)).toEqual(['admin_tickets_manuales_pendientes']);
  });
});
