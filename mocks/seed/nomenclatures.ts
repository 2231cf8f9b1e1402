export type NomenclatureKey =
  | 'STUDENT'
  | 'TEACHER'
  | 'CAMPUS'
  | 'CAREER'
  | 'PRODUCT'
  | 'COURSE'
  | 'PERIOD'
  | 'CYCLE'
  | 'EXTENSION';

export interface Noun {
  singular: string;
  plural: string;
  gender: 'F' | 'M';
}

const baseNouns: Record<NomenclatureKey, Noun> = {
  STUDENT: { singular: 'estudiante', plural: 'estudiantes', gender: 'M' },
  TEACHER: { singular: 'docente', plural: 'docentes', gender: 'M' },
  CAMPUS: { singular: 'sede', plural: 'sedes', gender: 'F' },
  CAREER: { singular: 'carrera', plural: 'carreras', gender: 'F' },
  PRODUCT: { singular: 'programa de estudios', plural: 'programas de estudios', gender: 'M' },
  COURSE: { singular: 'curso', plural: 'cursos', gender: 'M' },
  PERIOD: { singular: 'periodo', plural: 'periodos', gender: 'M' },
  CYCLE: { singular: 'ciclo', plural: 'ciclos', gender: 'M' },
  EXTENSION: { singular: 'curso de extensión', plural: 'cursos de extensión', gender: 'M' },
};

// Each brand names a few things its own way; that is what the nomenclature exists for.
const brandNouns: Record<string, Partial<Record<NomenclatureKey, Noun>>> = {
  CMB: { COURSE: { singular: 'unidad didáctica', plural: 'unidades didácticas', gender: 'F' } },
  AMZ: { CYCLE: { singular: 'módulo', plural: 'módulos', gender: 'M' } },
  PCF: { CAMPUS: { singular: 'local', plural: 'locales', gender: 'M' } },
  ALT: { STUDENT: { singular: 'alumno', plural: 'alumnos', gender: 'M' } },
  NRT: { PERIOD: { singular: 'semestre', plural: 'semestres', gender: 'M' } },
};

// Staff screens speak of products where students read their programme.
const userTypeNouns: Record<number, Partial<Record<NomenclatureKey, Noun>>> = {
  3: { PRODUCT: { singular: 'producto', plural: 'productos', gender: 'M' } },
};

export function nounsFor(brandCode: string, userType: 1 | 2 | 3): Record<NomenclatureKey, Noun> {
  return { ...baseNouns, ...userTypeNouns[userType], ...brandNouns[brandCode] };
}
