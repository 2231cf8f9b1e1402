import type { AlertaDocenteEstado, MotivoAlerta } from '@generated/main/model';

/** Spanish texts of the institute's pages for teachers and the alerts on students (issue 16). */
export const texts = {
  page: {
    loadError: 'No pudimos cargar esta página. Inténtalo nuevamente.',
    retry: 'Reintentar',
    documents: 'Documentos',
    code: 'Código',
    name: 'Documento',
    version: 'Versión',
    date: 'Fecha',
    download: 'Descargar',
    downloadLabel: (name: string) => `Descargar ${name}`,
    downloadError: 'No pudimos descargar el documento. Inténtalo nuevamente.',
    versionNumber: (version: number) => `v${version}`,
  },
  induction: {
    title: 'Completa tu inducción',
    hint: 'Cuando termines de revisar tu inducción, márcala como completada para continuar en el campus.',
    complete: 'Marcar la inducción como completada',
  },
  alerts: {
    title: 'Alerta de estudiantes',
    intro:
      'Si notas que un estudiante de tus clases falta seguido, baja su rendimiento o atraviesa una dificultad, regístralo aquí: el área de tutoría lo contactará.',
    form: 'Registrar una alerta',
    section: 'Clase',
    student: 'Estudiante',
    chooseSectionFirst: 'Elige primero la clase.',
    reason: 'Motivo',
    comment: 'Comentario',
    commentHint: 'Describe lo que observaste (entre 10 y 500 caracteres).',
    submit: 'Registrar alerta',
    sectionOption: (course: string, group: string) => `${course} · Sección ${group}`,
    studentOption: (name: string, code: string) => `${name} (${code})`,
    loadError: 'No pudimos cargar tus alertas. Inténtalo nuevamente.',
    classesError: 'No pudimos cargar tus clases. Inténtalo nuevamente.',
    list: 'Alertas registradas',
    empty: 'Aún no registras alertas.',
    pages: 'Páginas de alertas',
    date: 'Fecha',
    state: 'Estado',
    reasons: {
      INASISTENCIAS: 'Inasistencias frecuentes',
      BAJO_RENDIMIENTO: 'Bajo rendimiento académico',
      SALUD: 'Problemas de salud',
      SITUACION_ECONOMICA: 'Situación económica',
      CONDUCTA: 'Conducta en clase',
      OTRO: 'Otro motivo',
    } satisfies Record<MotivoAlerta, string>,
    states: {
      REGISTRADA: 'Registrada',
      EN_ATENCION: 'En atención',
      ATENDIDA: 'Atendida',
    } satisfies Record<AlertaDocenteEstado, string>,
  },
} as const;
