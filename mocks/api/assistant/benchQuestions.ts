// The assistant's fixed questions (issue 41) with the source each must cite first: read by
// `npm run bench:assistant` (hit rate and answer times) and by answer.test.ts (hit rate).
// `titles` lists the acceptable first sources when two say the same; SIN_RESPUESTA expects
// "I don't know" and MIS_DATOS the caller's own data.

export interface BenchQuestion {
  question: string;
  tipo: 'RESPUESTA' | 'MIS_DATOS' | 'SIN_RESPUESTA';
  titles?: readonly string[];
  /** Words the answer must contain when its source is right (a fee, a number of days). */
  fact?: string;
  /** Who asks (default alumno). */
  usuario?: 'alumno' | 'docente';
}

const about = (question: string, ...titles: string[]): BenchQuestion => ({
  question,
  tipo: 'RESPUESTA',
  titles,
});
const mine = (question: string): BenchQuestion => ({ question, tipo: 'MIS_DATOS' });
const offTopic = (question: string): BenchQuestion => ({ question, tipo: 'SIN_RESPUESTA' });
const teacher = (question: string, ...titles: string[]): BenchQuestion => ({
  ...about(question, ...titles),
  usuario: 'docente',
});

const ACADEMIC = 'Reglamento académico';
const CONDUCT = 'Reglamento de conducta';
const DATA = 'Política de tratamiento de datos personales';
const CAMPUS = 'Directiva de uso del campus virtual';
const GRADING = 'Directiva de evaluación y calificación';
const COEXISTENCE = 'Directiva de convivencia y conducta';

export const benchQuestions: readonly BenchQuestion[] = [
  about('¿Cuánto cuesta el certificado de estudios?', 'Certificado de estudios superiores'),
  about('cuanto cuesta el sertificado de estudio', 'Certificado de estudios superiores'),
  about('¿Cuántos días demora la constancia de notas?', 'Constancia de notas'),
  about('requisitos para la constancia de estudios', 'Constancia de estudios'),
  about('¿Cómo pido un cambio de turno?', 'Cambio de turno'),
  about('quiero retirarme del periodo lectivo', 'Retiro del periodo lectivo'),
  about('retiro de una unidad didáctica', 'Retiro de unidad didáctica'),
  about('quiero hacer un reclamo de nota', 'Reclamo de nota'),
  about('¿Cómo justifico una inasistencia?', 'Justificación de inasistencia'),
  about('inscripción a la evaluación sustitutoria', 'Inscripción a evaluación sustitutoria'),
  about('carta de presentación para mis prácticas', 'Carta de presentación profesional'),
  about('¿Cómo saco mi carné de biblioteca?', 'Carné de biblioteca'),
  about('constancia de progreso académico', 'Constancia de progreso académico'),
  about('carpeta de prácticas preprofesionales', 'Carpeta de prácticas preprofesionales'),
  about(
    'validar mi certificado de secundaria',
    'Validación del certificado de estudios secundarios',
  ),
  about(
    '¿Cuáles son los medios de pago?',
    '¿Dónde pago mis cuotas y cuáles son los medios de pago?',
  ),
  about('reversión de retiro por inasistencia', 'Reversión de retiro por inasistencia'),
  about('¿Cuál es la nota mínima aprobatoria?', ACADEMIC, GRADING),
  about(
    '¿Con cuántas inasistencias quedo inhabilitado?',
    ACADEMIC,
    '¿Qué pasa si tengo muchas faltas en un curso?',
  ),
  about('¿Copiar en un examen es una falta grave?', CONDUCT),
  about('sanciones por faltas disciplinarias', CONDUCT),
  about('publicar fotos de mis compañeros en redes sociales', CONDUCT, COEXISTENCE),
  about('¿Graban las clases virtuales?', DATA, CAMPUS),
  about('¿Cómo pido la cancelación de mis datos personales?', DATA),
  about('¿Puedo compartir mi contraseña del campus?', CAMPUS),
  about('¿Cada cuánto reviso el correo institucional?', CAMPUS),
  about('plazo para pedir la revisión de una nota', GRADING, 'Evaluaciones y notas'),
  about('¿A quién reporto un caso de hostigamiento?', COEXISTENCE),
  about('consejos para mi primer ciclo', 'Tu primer ciclo'),
  about(
    '¿Desde qué ciclo puedo hacer prácticas?',
    'Prácticas preprofesionales',
    'Carpeta de prácticas preprofesionales',
  ),
  about('¿Cómo recupero mi contraseña?', '¿Cómo recupero mi contraseña del campus?'),
  about('¿Dónde veo mis notas?', '¿Dónde veo mis notas?'),
  about(
    'pagué y mi pago no aparece',
    '¿Qué hago si pagué y mi pago no aparece?',
    'Pago no reflejado',
  ),
  about(
    '¿Cómo agendo una cita con la psicóloga?',
    '¿Cómo agendo una cita de orientación psicológica?',
  ),
  about('¿Cómo postulo a una beca?', '¿Cómo postulo a una beca?'),
  about('¿Cómo contacto a soporte técnico?', '¿Cómo contacto a soporte técnico del campus?'),
  mine('mi horario de hoy'),
  mine('¿Qué clases tengo hoy?'),
  mine('mis trámites pendientes'),
  mine('¿Cuánto debo?'),
  offTopic('¿Quién ganó el mundial de fútbol?'),
  offTopic('receta de ceviche'),
  offTopic('¿Qué tiempo hará mañana en Lima?'),
  offTopic('recomiéndame una película'),
  offTopic('¿Cuál es la capital de Australia?'),
  offTopic('¿Cómo se juega ajedrez?'),
  // Procedures the institute has switched off are not offered.
  offTopic('préstamo de laptop'),
  offTopic('necesito reservar un laboratorio'),
  offTopic('quiero un casillero'),
  teacher(
    'plazo para registrar las notas',
    'Reglamento docente',
    '¿Cómo registro las notas de mi sección?',
  ),
  teacher('constancia de permanencia docente', 'Constancia de permanencia docente'),
  teacher('visado de sílabo', 'Visado de sílabo'),
];

/** Whether an answer is the one `expected` asks for. */
export function isExpected(
  expected: BenchQuestion,
  answer: { tipo: string; fuentes: readonly { titulo: string }[] },
): boolean {
  if (answer.tipo !== expected.tipo) return false;
  if (expected.tipo === 'SIN_RESPUESTA' || !expected.titles) return expected.tipo !== 'RESPUESTA';
  return expected.titles.includes(answer.fuentes[0]?.titulo ?? '');
}

const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');

/** Whether the answer's text or points say `fact` (accents, case and spacing aside). */
export const containsFact = (
  answer: { respuesta: string; detalles: readonly string[] },
  fact: string,
): boolean => plain([answer.respuesta, ...answer.detalles].join(' ')).includes(plain(fact));
