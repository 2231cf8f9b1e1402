import type { DatabaseSync } from 'node:sqlite';
import type { operations } from '../../../generated/main/paths.ts';
import type { Caller } from '../authenticate.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import {
  COURSES_PLURAL_SQL,
  ELECTIVES_PARAMETER_SQL,
  MENU_SQL,
  studentProgrammes,
} from './menu.sql.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import type { MenuProfile } from '../../seed/menus.ts';
import { ok } from '../respond.ts';
import { menuTexts } from './texts.ts';

type MenuItem =
  operations['listarMenu']['responses'][200]['content']['application/json']['results'][number];

interface MenuRow {
  id: number;
  parent_id: number | null;
  icono: string;
  titulo: string;
  target: '_self' | '_blank';
  referencia: string | null;
  bloqueable: number;
  codigo_notificacion: string | null;
  expands: 'programas_alumno' | null;
}

// spec §6: these areas need the admin-type flag; a collaborator without it is not offered them.
const ADMIN_AREAS = /^\/(admin|psicologos|documentos)\//;

// Generated entries get ids far above the table's so the client can key on them.
const PROGRAMME_ID_BASE = 1_000_000;
const COURSE_ID_BASE = 2_000_000;
const HISTORY_ID_BASE = 3_000_000;

/** Which seeded menu a caller gets (exported for the test that checks it against the routes). */
export function menuProfile(caller: Caller): MenuProfile {
  if (caller.tip === 1) return 'alumno';
  if (caller.tip === 2) return 'docente';
  if (caller.isSuperadmin) return 'superadmin';
  return caller.isPsychologist ? 'psicologo' : 'colaborador';
}

const item = (
  fields: Pick<MenuItem, 'id' | 'icono' | 'titulo' | 'referencia'>,
  hijos: MenuItem[] = [],
): MenuItem => ({
  ...fields,
  target: '_self',
  bloqueable: false,
  codigoNotificacion: null,
  hijos,
});

/**
 * Spec §2: one entry per programme the student follows, listing its current courses, and then its
 * grade history, so grades are found where students look and not only through one course.
 */
function programmeEntries(db: DatabaseSync, studentId: number): MenuItem[] {
  return studentProgrammes(db, studentId).map((programme) =>
    item(
      {
        id: PROGRAMME_ID_BASE + programme.id,
        icono: 'programa',
        titulo: programme.name,
        referencia: null,
      },
      [
        ...programme.courses.map((course) =>
          item({
            id: COURSE_ID_BASE + course.sectionId,
            icono: 'curso',
            titulo: course.name,
            referencia: `/estudiantes/cursos/${course.slug}-${course.sectionId}/${programme.id}`,
          }),
        ),
        item({
          id: HISTORY_ID_BASE + programme.id,
          icono: 'notas',
          titulo: menuTexts.gradeHistory,
          referencia: `/estudiantes/cursos/avance-curricular/historial-notas/${programme.slug}-${programme.id}`,
        }),
      ],
    ),
  );
}

/**
 * spec §6: the student's courses folder shows only when EVA_ELECTIVES is 1 for their brand and
 * they have courses this period; otherwise it has no entries and is left out.
 */
function coursesFolder(db: DatabaseSync, caller: Caller): MenuItem[] {
  const electives = queryOne<{ valor: string }>(db, ELECTIVES_PARAMETER_SQL, caller.brandId);
  return electives?.valor === '1' ? programmeEntries(db, caller.idu) : [];
}

export const menuHandlers = {
  listarMenu: (context) => {
    const caller = signedIn(context);
    const { db } = context.services;
    const rows = queryAll<MenuRow>(db, MENU_SQL, menuProfile(caller));
    const courses = queryOne<{ plural: string }>(
      db,
      COURSES_PLURAL_SQL,
      caller.brandId,
      caller.tip,
    );
    const title = (row: MenuRow) =>
      row.expands === 'programas_alumno' && courses ? `Mis ${courses.plural}` : row.titulo;
    const offered = (row: MenuRow) => caller.isAdmin || !ADMIN_AREAS.test(row.referencia ?? '');
    const build = (parentId: number | null): MenuItem[] =>
      rows
        .filter((row) => row.parent_id === parentId && offered(row))
        .flatMap((row) => {
          const courses = row.expands === 'programas_alumno';
          const hijos = courses ? coursesFolder(db, caller) : build(row.id);
          // A folder whose entries were all left out goes too, like a courses folder left empty.
          const emptied =
            hijos.length === 0 && (courses || rows.some((child) => child.parent_id === row.id));
          if (emptied) return [];
          return [
            {
              id: row.id,
              icono: row.icono,
              titulo: title(row),
              target: row.target,
              referencia: row.referencia,
              bloqueable: row.bloqueable === 1,
              codigoNotificacion: row.codigo_notificacion,
              hijos,
            },
          ];
        });
    return ok(build(null));
  },
} satisfies Partial<ServiceHandlers<operations>>;
