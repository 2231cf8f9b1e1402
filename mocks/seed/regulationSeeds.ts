// The demo regulations of a fictional institute, each with the versions it went through.

export type Audiencia = 'ESTUDIANTES' | 'DOCENTES' | 'TODOS';

export interface RegulationVersionSeed {
  /** When it was published (UTC). */
  publishedAt: string;
  resumenCambios: string;
  /** Plain text, articles separated by a blank line. */
  contenido: string;
}

export interface RegulationSeed {
  titulo: string;
  descripcion: string;
  audiencia: Audiencia;
  activo: boolean;
  /** Oldest first. */
  versions: readonly RegulationVersionSeed[];
}

const articles = (...texts: string[]) =>
  texts.map((text, index) => `Artículo ${index + 1}. ${text}`).join('\n\n');

const ENROLMENT =
  'El estudiante se matricula en los plazos que el instituto publica al inicio de cada periodo académico. Fuera de ellos, la matrícula extemporánea se solicita como trámite y está sujeta a vacantes.';
const GRADES_V1 =
  'Las calificaciones se expresan en la escala vigesimal, de cero a veinte. La nota mínima aprobatoria de cada unidad didáctica es trece.';
const GRADES_V3 =
  'Las calificaciones se expresan en la escala vigesimal, de cero a veinte. La nota mínima aprobatoria de cada unidad didáctica es trece; el medio punto se redondea a favor del estudiante solo en el promedio final.';
const ATTENDANCE_V1 =
  'La asistencia a las sesiones es obligatoria. El estudiante que acumula inasistencias injustificadas en una unidad didáctica puede ser inhabilitado por su docente.';
const ATTENDANCE_V2 =
  'La asistencia a las sesiones es obligatoria. El estudiante que acumula más del treinta por ciento de inasistencias injustificadas en una unidad didáctica queda inhabilitado en ella.';
const SUBSTITUTE =
  'El estudiante desaprobado con nota final de diez a doce puede rendir una evaluación sustitutoria por unidad didáctica, que reemplaza la nota de la evaluación final.';
const PROCEDURES_V1 =
  'Los trámites académicos (constancias, certificados, retiros y rectificaciones) se solicitan en el campus virtual y se atienden en un plazo de diez días hábiles.';
const PROCEDURES_V3 =
  'Los trámites académicos (constancias, certificados, retiros y rectificaciones) se solicitan en el campus virtual. Las constancias se atienden en tres días hábiles y los demás trámites en un plazo de siete días hábiles.';

const RESPECT =
  'Todo miembro de la comunidad educativa trata a los demás con respeto, dentro y fuera de las aulas presenciales y virtuales.';
const HONESTY =
  'Copiar en una evaluación, presentar trabajos ajenos como propios o suplantar a otra persona son faltas graves.';
const SANCTIONS =
  'Las faltas se sancionan, según su gravedad, con amonestación escrita, suspensión temporal o separación definitiva, previo descargo del estudiante ante el comité de disciplina.';
const SOCIAL_MEDIA =
  'Publicar en redes sociales imágenes o grabaciones de clases, compañeros o docentes sin su autorización es una falta grave.';

const DATA_PURPOSE =
  'El Instituto Tecnológico Horizonte trata los datos personales de estudiantes, docentes y colaboradores solo para fines académicos, administrativos y de bienestar.';
const DATA_RIGHTS =
  'Toda persona puede solicitar el acceso, la rectificación o la cancelación de sus datos escribiendo a la oficina de protección de datos del instituto.';
const DATA_RETENTION =
  'Los datos académicos se conservan mientras lo exija la normativa educativa; los demás se eliminan un año después de terminada la relación con el instituto.';
const DATA_VIRTUAL =
  'Las sesiones de clases virtuales pueden grabarse solo con fines académicos; las grabaciones se guardan durante el periodo académico y luego se eliminan.';

const TEACHER_SYLLABUS =
  'El docente publica el sílabo de cada unidad didáctica en el campus virtual antes de la primera sesión.';
const TEACHER_GRADES_V1 =
  'El docente registra las calificaciones en el campus virtual dentro de los diez días siguientes a cada evaluación.';
const TEACHER_GRADES_V2 =
  'El docente registra las calificaciones en el campus virtual dentro de los siete días siguientes a cada evaluación, y la nota final dentro de las cuarenta y ocho horas posteriores al cierre de la unidad.';
const TEACHER_ATTENDANCE =
  'El docente registra la asistencia de sus estudiantes en cada sesión, en el campus virtual.';
const TEACHER_TRAINING =
  'El docente participa cada año en al menos una de las capacitaciones de su ruta de desarrollo.';

const LIBRARY =
  'Los libros se prestan por siete días, renovables una vez si nadie los ha reservado. La devolución tardía suspende el servicio de préstamo por el mismo número de días.';

export const regulationSeeds: readonly RegulationSeed[] = [
  {
    titulo: 'Reglamento académico',
    descripcion: 'Matrícula, evaluación, asistencia y trámites académicos.',
    audiencia: 'ESTUDIANTES',
    activo: true,
    versions: [
      {
        publishedAt: '2024-03-04T14:00:00.000Z',
        resumenCambios: 'Versión inicial.',
        contenido: articles(ENROLMENT, GRADES_V1, ATTENDANCE_V1, PROCEDURES_V1),
      },
      {
        publishedAt: '2025-03-03T14:00:00.000Z',
        resumenCambios:
          'Se precisa el porcentaje de inasistencias que inhabilita y se añade la evaluación sustitutoria.',
        contenido: articles(ENROLMENT, GRADES_V1, ATTENDANCE_V2, SUBSTITUTE, PROCEDURES_V1),
      },
      {
        publishedAt: '2026-03-02T14:00:00.000Z',
        resumenCambios:
          'Se acortan los plazos de los trámites académicos y se aclara el redondeo del promedio final.',
        contenido: articles(ENROLMENT, GRADES_V3, ATTENDANCE_V2, SUBSTITUTE, PROCEDURES_V3),
      },
    ],
  },
  {
    titulo: 'Reglamento de conducta',
    descripcion: 'Convivencia, integridad académica y faltas disciplinarias.',
    audiencia: 'ESTUDIANTES',
    activo: true,
    versions: [
      {
        publishedAt: '2024-03-04T14:00:00.000Z',
        resumenCambios: 'Versión inicial.',
        contenido: articles(RESPECT, HONESTY, SANCTIONS),
      },
      {
        publishedAt: '2025-08-04T14:00:00.000Z',
        resumenCambios: 'Se incorpora el uso responsable de las redes sociales.',
        contenido: articles(RESPECT, HONESTY, SOCIAL_MEDIA, SANCTIONS),
      },
    ],
  },
  {
    titulo: 'Política de tratamiento de datos personales',
    descripcion: 'Cómo el instituto recoge, usa y protege los datos personales.',
    audiencia: 'TODOS',
    activo: true,
    versions: [
      {
        publishedAt: '2024-01-15T14:00:00.000Z',
        resumenCambios: 'Versión inicial.',
        contenido: articles(DATA_PURPOSE, DATA_RIGHTS, DATA_RETENTION),
      },
      {
        publishedAt: '2026-02-16T14:00:00.000Z',
        resumenCambios: 'Se añade el uso de datos en la plataforma de clases virtuales.',
        contenido: articles(DATA_PURPOSE, DATA_VIRTUAL, DATA_RIGHTS, DATA_RETENTION),
      },
    ],
  },
  {
    titulo: 'Reglamento docente',
    descripcion: 'Deberes académicos de los docentes en el campus virtual.',
    audiencia: 'DOCENTES',
    activo: true,
    versions: [
      {
        publishedAt: '2024-02-19T14:00:00.000Z',
        resumenCambios: 'Versión inicial.',
        contenido: articles(TEACHER_SYLLABUS, TEACHER_GRADES_V1, TEACHER_ATTENDANCE),
      },
      {
        publishedAt: '2026-03-02T14:00:00.000Z',
        resumenCambios:
          'Se acorta el plazo para registrar calificaciones y se añade la capacitación anual.',
        contenido: articles(
          TEACHER_SYLLABUS,
          TEACHER_GRADES_V2,
          TEACHER_ATTENDANCE,
          TEACHER_TRAINING,
        ),
      },
    ],
  },
  {
    titulo: 'Reglamento de biblioteca',
    descripcion:
      'Préstamo de libros de la biblioteca de la sede (reemplazado por la biblioteca virtual).',
    audiencia: 'ESTUDIANTES',
    activo: false,
    versions: [
      {
        publishedAt: '2023-03-06T14:00:00.000Z',
        resumenCambios: 'Versión inicial.',
        contenido: articles(LIBRARY),
      },
    ],
  },
];
