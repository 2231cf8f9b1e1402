import type { SeccionDocenteResumen } from '@generated/main/model';
import { moduleLabel, moduleOrdinal } from '@/lib/academic';

export interface SectionModule {
  code: string;
  label: string;
  sections: SeccionDocenteResumen[];
}

export interface SectionProgramme {
  idProducto: number;
  nombreProducto: string;
  modules: SectionModule[];
}

/**
 * The classes page's shape: by programme in the server's order, each with its modules in order
 * (cycle codes as in the students' courses, spec §4), the sections by course and group.
 */
export function groupSections(sections: readonly SeccionDocenteResumen[]): SectionProgramme[] {
  const programmes = new Map<number, SectionProgramme>();
  for (const section of sections) {
    let programme = programmes.get(section.idProducto);
    if (!programme) {
      programme = {
        idProducto: section.idProducto,
        nombreProducto: section.nombreProducto,
        modules: [],
      };
      programmes.set(section.idProducto, programme);
    }
    let module = programme.modules.find((item) => item.code === section.codigoModulo);
    if (!module) {
      module = {
        code: section.codigoModulo,
        label: moduleLabel(section.codigoModulo) ?? section.nombreModulo,
        sections: [],
      };
      programme.modules.push(module);
    }
    module.sections.push(section);
  }
  for (const programme of programmes.values()) {
    programme.modules.sort((a, b) => (moduleOrdinal(a.code) ?? 99) - (moduleOrdinal(b.code) ?? 99));
    for (const module of programme.modules) {
      module.sections.sort(
        (a, b) =>
          a.nombre.localeCompare(b.nombre, 'es') || a.codigoGrupo.localeCompare(b.codigoGrupo),
      );
    }
  }
  return [...programmes.values()];
}
