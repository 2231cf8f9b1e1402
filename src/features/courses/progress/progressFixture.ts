import type { AvanceCurricularResponseResultsItem } from '@generated/main/model';

/** One programme's progress as the demo API answers it, for the progress pages' tests. */
export const programmeProgress: AvanceCurricularResponseResultsItem = {
  idProducto: 1,
  nombreProducto: 'Desarrollo de Software',
  slug: 'desarrollo-de-software',
  isExtension: false,
  codigoModuloActual: 'CIII',
  estadoMatricula: 'ACTIVA',
  porcentaje: 33,
  promedioPonderado: 14.6,
  creditos: { aprobados: 18, enCurso: 14, pendientes: 22, total: 54 },
  cursos: { aprobados: 6, enCurso: 5, pendientes: 8, total: 19 },
  modulos: [
    {
      codigoModulo: 'CI',
      nombreModulo: 'Ciclo I',
      cursos: [
        {
          idCurso: 1,
          nombre: 'Fundamentos de Programación',
          creditos: 3,
          estado: 'APROBADO',
          nota: '15',
          codigoPeriodo: '2025-I',
        },
        {
          idCurso: 2,
          nombre: 'Base de Datos I',
          creditos: 3,
          estado: 'DESAPROBADO',
          nota: 'NSP',
          codigoPeriodo: '2025-II',
        },
      ],
    },
    {
      codigoModulo: '00',
      nombreModulo: 'Módulo único',
      cursos: [],
    },
    {
      codigoModulo: 'CIV',
      nombreModulo: 'Ciclo IV',
      cursos: [
        {
          idCurso: 9,
          nombre: 'Arquitectura de Software',
          creditos: 4,
          estado: 'PENDIENTE',
          nota: null,
          codigoPeriodo: null,
        },
      ],
    },
  ],
};
