import type { Nomenclatura, NomenclaturaKey } from '@generated/main/model';

/** Nouns used when the brand has no nomenclature entry for a key (spec §3). */
export const DEFAULT_NOMENCLATURE: Record<NomenclaturaKey, { singular: string; plural: string }> = {
  STUDENT: { singular: 'estudiante', plural: 'estudiantes' },
  TEACHER: { singular: 'docente', plural: 'docentes' },
  CAMPUS: { singular: 'sede', plural: 'sedes' },
  CAREER: { singular: 'carrera', plural: 'carreras' },
  PRODUCT: { singular: 'programa', plural: 'programas' },
  COURSE: { singular: 'curso', plural: 'cursos' },
  PERIOD: { singular: 'periodo', plural: 'periodos' },
  CYCLE: { singular: 'ciclo', plural: 'ciclos' },
  EXTENSION: { singular: 'extensión', plural: 'extensiones' },
};

export interface NomenclatureOptions {
  /** The reader's user type (1 student, 2 teacher, 3 collaborator). */
  userTypeId: number;
  /** Business unit of the thing named, when known. */
  businessUnitId?: number;
  /** @default false */
  plural?: boolean;
  /** Initial capital, e.g. for titles. @default false */
  capitalized?: boolean;
}

function findEntry(
  entries: readonly Nomenclatura[],
  key: NomenclaturaKey,
  { userTypeId, businessUnitId }: NomenclatureOptions,
): Nomenclatura | undefined {
  const forKey = entries.filter((entry) => entry.key === key);
  return (
    forKey.find(
      (entry) => entry.userTypeId === userTypeId && entry.businessUnitId === businessUnitId,
    ) ??
    forKey.find((entry) => entry.userTypeId === userTypeId) ??
    forKey[0]
  );
}

/**
 * The brand's word for a domain noun: the entry for the user type and business unit, else the
 * user type's, else any entry for the key, else the default noun.
 */
export function nomenclatureLabel(
  entries: readonly Nomenclatura[] | null | undefined,
  key: NomenclaturaKey,
  options: NomenclatureOptions,
): string {
  const source = findEntry(entries ?? [], key, options) ?? DEFAULT_NOMENCLATURE[key];
  const word = options.plural ? source.plural : source.singular;
  return options.capitalized ? word.charAt(0).toLocaleUpperCase('es-PE') + word.slice(1) : word;
}
