import { describe, expect, it } from 'vitest';
import { paths, type RouteName } from '@/routes';
import { users } from '../shell/test/fixtures';
import { pageLoadersOf } from './pageLoadersOf';
import { signedInRouteSet } from './signedInRouteSet';

const page = (name: RouteName) => signedInRouteSet.bindings.get(name)!.page;
const loadersOf = (
  user: (typeof users)[keyof typeof users],
  hrefs: string[],
  permissions: string[] = [],
) => pageLoadersOf(signedInRouteSet, hrefs, { user, permissions });

describe('pageLoadersOf', () => {
  it("gives the route table's lazy page of each address the user may open, once each", () => {
    const hrefs = [
      paths.profile.getHref(),
      paths.estudiantes_horario.getHref({ slug: 'semana' }),
      `${paths.estudiantes_avance_curricular.getHref()}?ciclo=3`,
      paths.profile.getHref(),
    ];
    expect(loadersOf(users.student, hrefs)).toEqual([
      page('profile'),
      page('estudiantes_horario'),
      page('estudiantes_avance_curricular'),
    ]);
  });

  it("leaves out the pages of another role's area: their guard would refuse them", () => {
    const hrefs = [paths.profile.getHref(), paths.docentes_programacion_docente.getHref()];
    expect(loadersOf(users.teacher, hrefs)).toEqual([page('docentes_programacion_docente')]);
    expect(loadersOf(users.student, hrefs)).toEqual([page('profile')]);
  });

  it('leaves out a page behind a permission the user lacks', () => {
    const href = paths.admin_orientacion_psicologica.getHref();
    expect(loadersOf(users.collaborator, [href])).toEqual([]);
    expect(loadersOf(users.collaborator, [href], ['ADMDISPO'])).toEqual([
      page('admin_orientacion_psicologica'),
    ]);
  });

  it("leaves out unknown paths, unbound pages and a react-admin app's screens", () => {
    const hrefs = [
      '/no-existe',
      paths.admin_tutoriales_guias.getHref(), // served by the /admin app's splat route
      paths.admin_tickets_manuales_pendientes.getHref(), // a feature's own page
    ];
    expect(loadersOf(users.collaborator, hrefs)).toEqual([
      page('admin_tickets_manuales_pendientes'),
    ]);
  });
});
