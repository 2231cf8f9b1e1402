import type { CursoAlumno } from '@generated/main/model';
import { moduleLabel, moduleOrdinal } from './modules';

export interface ModuleGroup {
  code: string;
  label: string;
  courses: CursoAlumno[];
}

export interface ProgrammeGroup {
  idProducto: number;
  nombreProducto: string;
  isExtension: boolean;
  /** spec §9: the programme's autonomous units first, before its modules. */
  autonomous: CursoAlumno[];
  modules: ModuleGroup[];
}

/**
 * The courses page's shape (spec §1, §2): by programme in the order the server gives them, each
 * with its autonomous units first and then its modules in order, courses by name. A course whose
 * module code is not valid (spec §4) is left out rather than shown under a made-up module.
 */
export function groupCourses(courses: readonly CursoAlumno[]): ProgrammeGroup[] {
  const programmes = new Map<number, ProgrammeGroup>();
  for (const course of courses) {
    let programme = programmes.get(course.idProducto);
    if (!programme) {
      programme = {
        idProducto: course.idProducto,
        nombreProducto: course.nombreProducto,
        isExtension: course.isExtension,
        autonomous: [],
        modules: [],
      };
      programmes.set(course.idProducto, programme);
    }
    if (course.isAutonomous) {
      programme.autonomous.push(course);
      continue;
    }
    const label = moduleLabel(course.codigoModulo);
    if (label === null) continue;
    let module = programme.modules.find((group) => group.code === course.codigoModulo);
    if (!module) {
      module = { code: course.codigoModulo, label, courses: [] };
      programme.modules.push(module);
    }
    module.courses.push(course);
  }
  const byName = (a: CursoAlumno, b: CursoAlumno) => a.nombre.localeCompare(b.nombre, 'es');
  return [...programmes.values()].map((programme) => ({
    ...programme,
    autonomous: programme.autonomous.sort(byName),
    modules: programme.modules
      .sort((a, b) => moduleOrdinal(a.code)! - moduleOrdinal(b.code)!)
      .map((module) => ({ ...module, courses: module.courses.sort(byName) })),
  }));
}
