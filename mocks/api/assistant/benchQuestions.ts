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

export const about = (question: string, ...titles: string[]): BenchQuestion => ({
  question,
  tipo: 'RESPUESTA',
  titles,
});
export const mine = (question: string, usuario?: 'docente'): BenchQuestion => ({
  question,
  tipo: 'MIS_DATOS',
  ...(usuario && { usuario }),
});
export const withFact = (question: BenchQuestion, fact: string): BenchQuestion => ({
  ...question,
  fact,
});
export const offTopic = (question: string): BenchQuestion => ({ question, tipo: 'SIN_RESPUESTA' });
export const teacher = (question: string, ...titles: string[]): BenchQuestion => ({
  ...about(question, ...titles),
  usuario: 'docente',
});
export const mineAsTeacher = (question: string) => mine(question, 'docente');
export const offTopicForTeacher = (question: string): BenchQuestion => ({
  ...offTopic(question),
  usuario: 'docente',
});

// The regulations' and frequent questions' titles the sets cite most.
export const ACADEMIC = 'Reglamento académico';
export const CONDUCT = 'Reglamento de conducta';
export const DATA = 'Política de tratamiento de datos personales';
export const CAMPUS = 'Directiva de uso del campus virtual';
export const GRADING = 'Directiva de evaluación y calificación';
export const COEXISTENCE = 'Directiva de convivencia y conducta';
export const TEACHERS = 'Reglamento docente';
export const ABSENCES = '¿Qué pasa si tengo muchas faltas en un curso?';

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
  // Issue 56: questions as students type them. Long and chatty, with filler words.
  withFact(
    about(
      'hola buenas tardes, una consulta pa saber cuánto me cuesta sacar el certificado de estudios porfa',
      'Certificado de estudios superiores',
    ),
    'S/ 120.00',
  ),
  withFact(
    about(
      'oye una pregunta, llevo tres faltas en un curso y no sé si ya me inhabilitaron, ¿con cuántas faltas quedo fuera?',
      ACADEMIC,
      ABSENCES,
    ),
    'treinta por ciento',
  ),
  about(
    'buenas, quisiera saber si hay chance de cambiarme al turno noche porque empecé a trabajar',
    'Cambio de turno',
  ),
  about(
    'disculpe, ¿me podrían decir qué requisitos necesito para sacar mi carné de la biblioteca?',
    'Carné de biblioteca',
  ),
  // Students' words for the institute's.
  about('quiero retirarme de un curso', 'Retiro de unidad didáctica'),
  about('quiero dejar el instituto', 'Retiro definitivo del programa'),
  about('me quiero salir de la carrera para siempre', 'Retiro definitivo del programa'),
  about('¿puedo congelar el ciclo?', 'Retiro del periodo lectivo'),
  about('un compañero me acosa por whatsapp, ¿qué hago?', COEXISTENCE),
  about('me chaparon copiando en el examen, ¿qué me pasa?', CONDUCT),
  about('¿qué pasa si plagio un trabajo?', CONDUCT),
  about('olvidé mi clave', '¿Cómo recupero mi contraseña del campus?'),
  about(
    'jalé un curso con 11, ¿puedo dar otro examen para aprobar?',
    'Inscripción a evaluación sustitutoria',
    ACADEMIC,
  ),
  about('¿con cuánto se aprueba un curso?', ACADEMIC, GRADING, 'Evaluaciones y notas'),
  about('me pusieron falta pero sí fui a clase', 'Reconsideración de inasistencias'),
  about('necesito un papel que diga que estudio aquí', 'Constancia de estudios'),
  about('me sacaron del curso por faltas, ¿puedo volver?', 'Reversión de retiro por inasistencia'),
  teacher('me equivoqué al poner una nota en el acta', 'Rectificación de nota'),
  // Near words that are other words: none of these is in the institute's content.
  offTopic('¿cuánto cuesta la matrícula?'),
  offTopic('¿quién es el director del instituto?'),
  offTopic('¿el instituto tiene seguro médico para los alumnos?'),
  offTopic('¿hay estacionamiento en la sede?'),
  offTopic('¿a qué hora abre la cafetería?'),
  offTopic('¿puedo llevar a mi perro a clase?'),
  offTopic('¿dónde queda la sede de Arequipa?'),
  // Two questions in one: the first part's source comes first.
  about(
    '¿cuánto cuesta la constancia de notas y cuántos días demora el certificado de estudios?',
    'Constancia de notas',
  ),
  about(
    '¿Cómo recupero mi contraseña? ¿Dónde veo mis notas?',
    '¿Cómo recupero mi contraseña del campus?',
  ),
  // Until when: the rule that sets the time, not the procedure.
  withFact(
    about('¿hasta cuándo puedo pedir la revisión de una nota?', GRADING),
    'tres días hábiles',
  ),
  withFact(about('¿en cuántos días publican las notas?', GRADING), 'siete días'),
  withFact(
    about(
      '¿hasta cuándo puedo reprogramar mi cita con la psicóloga?',
      '¿Cómo agendo una cita de orientación psicológica?',
    ),
    'doce horas',
  ),
  withFact(
    about('¿cuánto tiempo guardan las grabaciones de las clases?', DATA),
    'periodo académico',
  ),
  withFact(
    about(
      '¿en cuánto tiempo se refleja mi pago?',
      '¿Dónde pago mis cuotas y cuáles son los medios de pago?',
    ),
    '48 horas',
  ),
  withFact(
    teacher(
      '¿hasta cuándo tengo para subir las notas?',
      TEACHERS,
      '¿Cómo registro las notas de mi sección?',
    ),
    'siete días',
  ),
  withFact(teacher('¿cuándo tengo que publicar el sílabo?', TEACHERS), 'primera sesión'),
  // The caller's own data, however it is asked.
  mine('¿tengo algo pendiente de pagar?'),
  mine('¿estoy al día con mis pagos?'),
  mine('¿cuándo vence mi próxima cuota?'),
  mine('¿cómo va mi trámite?'),
  mine('¿en qué estado está mi solicitud?'),
  mine('¿tengo clases hoy?'),
  mine('qué me toca hoy'),
  mine('¿qué clases dicto hoy?', 'docente'),
  mine('¿tengo trámites pendientes?', 'docente'),
  // A second batch in other wordings, written after the first was tuned (issue 56).
  about('¿qué necesito para pedir una constancia de estudios?', 'Constancia de estudios'),
  about('¿cuánto sale la constancia de notas?', 'Constancia de notas'),
  about(
    '¿cómo hago para que me den una carta para la empresa de mis prácticas?',
    'Carta de presentación profesional',
  ),
  about(
    '¿me pueden validar mi certificado del colegio?',
    'Validación del certificado de estudios secundarios',
  ),
  about('¿dónde saco el carné de la biblio?', 'Carné de biblioteca'),
  about('¿puedo cambiarme del turno mañana al de la tarde?', 'Cambio de turno'),
  about(
    'me retiraron de un curso por faltas pero las justifiqué',
    'Reversión de retiro por inasistencia',
  ),
  about('quiero justificar que falté por enfermedad', 'Justificación de inasistencia'),
  about('¿qué hago si el profe me puso mal una nota?', 'Reclamo de nota'),
  about('¿cómo me inscribo al examen sustitutorio?', 'Inscripción a evaluación sustitutoria'),
  about('¿cómo me retiro de todo el ciclo?', 'Retiro del periodo lectivo'),
  about(
    'constancia por participar en la feria',
    'Constancia de participación en feria tecnológica',
  ),
  teacher('¿cómo pido mi constancia de trabajo como docente?', 'Constancia de permanencia docente'),
  teacher('¿cómo subo mi foto para el fotocheck?', 'Validación de foto profesional'),
  teacher('me equivoqué en una nota, ¿cómo la corrijo?', 'Rectificación de nota'),
  about('¿cuántas faltas puedo tener en un curso?', ACADEMIC, ABSENCES),
  about('¿me pueden expulsar por pelear con un compañero?', CONDUCT, COEXISTENCE),
  about('¿puedo subir a TikTok un video de la clase?', CONDUCT, COEXISTENCE, CAMPUS),
  about('¿qué hacen con mis datos personales?', DATA),
  about('¿redondean la nota final?', ACADEMIC, GRADING),
  withFact(
    about('¿con 10 puedo dar el sustitutorio?', ACADEMIC, 'Inscripción a evaluación sustitutoria'),
    'diez',
  ),
  about('¿cada cuánto debo revisar mi correo del instituto?', CAMPUS),
  withFact(about('¿cuánto tiempo guardan mis datos después de terminar?', DATA), 'un año'),
  about('¿en qué escala nos califican?', ACADEMIC, GRADING),
  about('me están molestando en el grupo de whatsapp del salón', COEXISTENCE),
  about('¿dónde pago la pensión?', '¿Dónde pago mis cuotas y cuáles son los medios de pago?'),
  about('no me sale mi pago en el campus', '¿Qué hago si pagué y mi pago no aparece?'),
  about('¿cómo marco asistencia?', '¿Cómo marco mi asistencia a clase?'),
  about('¿cómo saco cita con el psicólogo?', '¿Cómo agendo una cita de orientación psicológica?'),
  about('¿hay becas?', '¿Cómo postulo a una beca?'),
  about('se me olvidó la contraseña', '¿Cómo recupero mi contraseña del campus?'),
  about('¿dónde está mi horario?', '¿Dónde veo mi horario de clases?'),
  about('¿dónde veo mis notas del ciclo pasado?', '¿Dónde veo mis notas?'),
  about('tips para el primer ciclo', 'Tu primer ciclo'),
  offTopic('¿a qué hora cierra la biblioteca?'),
  offTopic('¿cómo me cambio de carrera?'),
  offTopic('¿cuál es el teléfono de la secretaría?'),
  offTopic('¿el instituto tiene gimnasio?'),
  offTopic('¿hay clases el feriado?'),
  offTopic('¿cuánto cuesta el título técnico?'),
  offTopic('¿dónde compro el uniforme?'),
  offTopic('quiero trasladarme a otra sede'),
  mine('¿debo algo?'),
  mine('¿ya salió mi constancia?'),
  mine('¿a qué hora es mi clase hoy?'),
  mine('¿tengo cuotas vencidas?'),
  // A third batch, to see how the second's fixes carry to wordings not yet seen.
  about(
    'buenas noches, mi mamá pregunta cuánto cuesta la constancia de estudios para el seguro',
    'Constancia de estudios',
  ),
  about('¿la carta de presentación tiene costo?', 'Carta de presentación profesional'),
  about(
    '¿en cuántos días me dan el certificado de estudios?',
    'Certificado de estudios superiores',
  ),
  about('¿qué documentos piden para el retiro definitivo?', 'Retiro definitivo del programa'),
  about('¿puedo retirarme de una materia?', 'Retiro de unidad didáctica'),
  about('me jalaron injustamente en un examen, ¿qué hago?', 'Reclamo de nota'),
  about('quiero reclamar mi nota del parcial', 'Reclamo de nota'),
  about('necesito validar las horas de mis prácticas', 'Carpeta de prácticas preprofesionales'),
  about('¿qué pasa si me agarran plagiando?', CONDUCT),
  about('¿qué sanciones hay si falto el respeto a un docente?', CONDUCT, COEXISTENCE),
  about('¿dónde denuncio un caso de discriminación?', COEXISTENCE),
  about('¿puedo grabar la clase con mi celular?', DATA, CAMPUS, CONDUCT),
  about('¿quién ve mis datos personales?', DATA),
  about('¿puedo prestarle mi cuenta del campus a un amigo?', CAMPUS),
  about('¿cuál es la nota para aprobar?', ACADEMIC, GRADING, 'Evaluaciones y notas'),
  about('¿qué porcentaje de faltas está permitido?', ACADEMIC, ABSENCES),
  withFact(about('¿hasta cuándo publican las notas de un examen?', GRADING), 'siete días'),
  about('¿cuándo puedo empezar mis prácticas?', 'Prácticas preprofesionales'),
  about('¿cómo pago mis cuotas?', '¿Dónde pago mis cuotas y cuáles son los medios de pago?'),
  about('¿cómo solicito una beca socioeconómica?', '¿Cómo postulo a una beca?'),
  about(
    'no puedo entrar al campus, olvidé mi contraseña',
    '¿Cómo recupero mi contraseña del campus?',
  ),
  about('¿cómo registro mi asistencia en clase virtual?', '¿Cómo marco mi asistencia a clase?'),
  about('¿cómo veo el estado de un trámite?', '¿Cómo sigo el estado de un trámite que ya envié?'),
  teacher('¿en qué plazo registro la nota final?', TEACHERS),
  teacher('¿tengo que tomar asistencia en cada clase?', TEACHERS),
  teacher('¿cuántas capacitaciones debo hacer al año?', TEACHERS),
  offTopic('¿cuánto cuesta el almuerzo en la cafetería?'),
  offTopic('¿cuándo empiezan las vacaciones?'),
  offTopic('¿puedo fumar en el instituto?'),
  offTopic('¿quién es el mejor profesor?'),
  offTopic('¿dónde imprimo mis trabajos?'),
  offTopic('¿cuánto cuesta la pensión de la carrera de enfermería?'),
  mine('¿cuánto me falta pagar este ciclo?'),
  mine('¿qué pasó con mi trámite de constancia?'),
  mine('¿tengo clase hoy en la tarde?'),
  // Near the institute's content but not in it: the words are there, the answer is not.
  offTopic('¿cuántos créditos tiene mi carrera?'),
  offTopic('¿quién firma los certificados?'),
  offTopic('¿cuántos ciclos dura la carrera?'),
  offTopic('¿a qué hora abre la oficina de empleabilidad?'),
  offTopic('¿cuál es el correo de bienestar estudiantil?'),
  offTopic('¿cuánto dura una clase?'),
  offTopic('¿quién es mi tutor de ciclo?'),
  offTopic('¿cuándo es la feria tecnológica?'),
  offTopic('¿cuántas vacantes hay en el turno noche?'),
  offTopic('¿puedo usar audífonos en el examen?'),
  offTopic('¿cuánto cuesta el diplomado de marketing?'),
  offTopic('¿cuánto pagan en las prácticas?'),
  offTopic('¿en qué empresas puedo hacer mis prácticas?'),
  offTopic('¿cuántos libros puedo llevar de la biblioteca?'),
  offTopic('¿los docentes pueden ver mis redes sociales?'),
  offTopic('¿la beca cubre la matrícula?'),
  // A fourth batch: more students' wordings, written before running them.
  about(
    'causa una consulta, mandé mi reclamo de nota hace días y nada, ¿cuánto se demora en responder el profe?',
    'Reclamo de nota',
  ),
  about(
    '¿puedo pedir que me revisen el examen?',
    'Reclamo de nota',
    GRADING,
    'Evaluaciones y notas',
  ),
  about('¿se puede justificar una falta con certificado médico?', 'Justificación de inasistencia'),
  about('¿qué hago si me registraron falta por error?', 'Reconsideración de inasistencias'),
  about('quiero reservar mi matrícula para el próximo semestre', 'Retiro del periodo lectivo'),
  about('¿qué pasa si dejo de ir a un curso?', ACADEMIC, ABSENCES, 'Retiro de unidad didáctica'),
  about(
    '¿dónde tramito mi certificado de notas de todos los ciclos?',
    'Certificado de estudios superiores',
  ),
  about('necesito una constancia con mis créditos aprobados', 'Constancia de progreso académico'),
  about('me piden un documento para el pasaje universitario', 'Constancia de estudios'),
  about('¿cómo saco la carta para la empresa?', 'Carta de presentación profesional'),
  about('¿qué pasa si suplanto a un compañero en un examen?', CONDUCT),
  about('¿me pueden sancionar por insultar a un profesor?', CONDUCT, COEXISTENCE),
  about('¿puedo pasar las grabaciones de clase a otra sección?', CAMPUS, DATA, CONDUCT),
  about('¿cómo borro mis datos del instituto?', DATA),
  about('¿es obligatorio ir a clases?', ACADEMIC),
  about('¿cómo se calcula el promedio?', 'Evaluaciones y notas', ACADEMIC, GRADING),
  about('¿el medio punto se redondea?', ACADEMIC, GRADING),
  about(
    '¿qué hago si pagué la cuota y sigue saliendo pendiente?',
    '¿Qué hago si pagué y mi pago no aparece?',
  ),
  about('¿puedo pagar por agente?', '¿Dónde pago mis cuotas y cuáles son los medios de pago?'),
  about(
    '¿cómo reprogramo mi cita con la psicóloga?',
    '¿Cómo agendo una cita de orientación psicológica?',
  ),
  about('¿qué becas hay?', '¿Cómo postulo a una beca?'),
  about(
    'no me llega el código para cambiar la contraseña',
    '¿Cómo recupero mi contraseña del campus?',
  ),
  about('¿cómo abro un ticket?', '¿Cómo contacto a soporte técnico del campus?'),
  teacher('¿cómo mando mi sílabo para que lo aprueben?', 'Visado de sílabo'),
  teacher('¿cuándo tengo que subir mi sílabo?', TEACHERS),
  teacher('¿cada cuánto debo capacitarme?', TEACHERS),
  offTopic('¿cuánto cuesta el estacionamiento?'),
  offTopic('¿hay transporte para estudiantes?'),
  offTopic('¿cómo me inscribo al taller de danza?'),
  offTopic('¿dónde está el tópico de salud?'),
  offTopic('¿puedo llevar cursos en otra sede?'),
  offTopic('¿cuál es la misión del instituto?'),
  mine('¿ya me aprobaron el trámite?'),
  mine('¿cuánto tengo que pagar este mes?'),
  mine('¿tengo alguna deuda?'),
  mine('¿hoy tengo clases presenciales?'),
  // A fifth batch (issue 56, misses work), written in one pass before running it: how much
  // something is charged ('cobran'), long messages from a phone, slang, no accents.
  withFact(
    about(
      'hola buenas tardes una consulta pe, quisiera saber cuanto me cobran por sacar el certificado de estudios porque lo necesito pa presentarlo en mi chamba',
      'Certificado de estudios superiores',
    ),
    'S/ 120.00',
  ),
  withFact(about('cuanto cobran x la constancia de notas', 'Constancia de notas'), 'S/ 10.00'),
  about('q tengo q hacer pa cambiarme al turno noche', 'Cambio de turno'),
  about(
    'profe me jalo injustamente en el examen final y quiero reclamar como hago',
    'Reclamo de nota',
  ),
  about('como pido mi constancia de alumno regular pa mi trabajo', 'Constancia de estudios'),
  about(
    'me enferme y no pude ir a clases, como justifico mis faltas',
    'Justificación de inasistencia',
  ),
  about(
    'ya no quiero seguir estudiando en el instituto como me retiro',
    'Retiro definitivo del programa',
  ),
  about('quiero congelar el ciclo xq me salio un trabajo, se puede?', 'Retiro del periodo lectivo'),
  about('donde pago la mensualidad', '¿Dónde pago mis cuotas y cuáles son los medios de pago?'),
  about('olvide mi clave del campus q hago', '¿Cómo recupero mi contraseña del campus?'),
  about('necesito una carta pa mis practicas en una empresa', 'Carta de presentación profesional'),
  offTopic('a que hora abre la cafeteria del instituto'),
  offTopic('hay cochera pa motos en la sede?'),
  offTopic('cuando es la fiesta de fin de año del instituto'),
  offTopic('donde puedo comprar el polo del uniforme'),
  mine('cuanto debo?'),
  mine('tengo pagos pendientes o estoy al dia?'),
  // A sixth batch (issue 56, helper h56), written on 2026-12-06 in one pass before any of it was
  // run, with each expected source and fact chosen first: phone words (typos, no accents, 'q',
  // 'x', 'pa'), long chatty messages, two parts, 'hasta cuándo', own data in new wordings, and
  // questions the campus content does not cover (some near its words on purpose).
  withFact(
    about('oe hasta cuando tengo pa pedir q me revisen una nota q ya publicaron', GRADING),
    'tres días hábiles',
  ),
  withFact(
    about('cuanto m cuesta la constancia d estudios xfa', 'Constancia de estudios'),
    'S/ 10.00',
  ),
  withFact(
    about(
      'buenas noches disculpe la molestia, estoy en segundo ciclo y mi papa me pregunta cuanto cuesta el cambio de turno porque quiere que estudie en la mañana',
      'Cambio de turno',
    ),
    'S/ 25.00',
  ),
  withFact(
    about('cuantos dias se demora el retiro de un curso', 'Retiro de unidad didáctica'),
    '3 días hábiles',
  ),
  about(
    'me jalaron en matematica con 11 puedo dar sustitutorio?',
    'Inscripción a evaluación sustitutoria',
    ACADEMIC,
  ),
  about('kiero retirarme d todo el semestre x problemas familiares', 'Retiro del periodo lectivo'),
  withFact(
    about(
      'como hago pa sacar mi certificado de estudios superiores y cuanto demora',
      'Certificado de estudios superiores',
    ),
    '7 días hábiles',
  ),
  withFact(
    about('cuanto cuesta la constancia de notas y donde pago la pension', 'Constancia de notas'),
    'S/ 10.00',
  ),
  about('q pasa si falto mucho a un curso, me jalan?', ABSENCES, ACADEMIC),
  about(
    'mi compañero subio un video mio a tiktok sin permiso, eso es falta?',
    CONDUCT,
    COEXISTENCE,
  ),
  about('como hago para reportar que un profe me trata mal', COEXISTENCE, CONDUCT),
  about(
    'perdi mi contraseña y no puedo entrar al campus virtual ayuda',
    '¿Cómo recupero mi contraseña del campus?',
  ),
  about('en q parte del campus veo mis notas del parcial', '¿Dónde veo mis notas?'),
  about(
    'ya pague mi pension por el banco hace 3 dias y todavia me sale como deuda',
    '¿Qué hago si pagué y mi pago no aparece?',
  ),
  about(
    'quiero hablar con la psicologa, como saco cita',
    '¿Cómo agendo una cita de orientación psicológica?',
  ),
  about('que necesito pa postular a la beca socioeconomica', '¿Cómo postulo a una beca?'),
  withFact(
    about(
      'hasta cuando se puede cambiar la cita con la psicologa',
      '¿Cómo agendo una cita de orientación psicológica?',
    ),
    'doce horas',
  ),
  about('con cuanto apruebo un curso?', ACADEMIC, GRADING, 'Evaluaciones y notas'),
  withFact(
    about('desde q ciclo puedo hacer practicas pre profesionales', 'Prácticas preprofesionales'),
    'cuarto ciclo',
  ),
  about(
    'necesito una constancia para la beca que diga mis creditos aprobados',
    'Constancia de progreso académico',
  ),
  about(
    'me botaron del curso x faltas pero tenia descanso medico, q hago',
    'Reversión de retiro por inasistencia',
  ),
  about('pueden grabar las clases virtuales sin avisar?', DATA, CAMPUS),
  withFact(about('cuanto tiempo guardan las grabaciones de zoom', DATA), 'periodo académico'),
  withFact(
    about('cada cuanto tengo q revisar el correo institucional', CAMPUS),
    'una vez por semana',
  ),
  about('si me agarran con torre en el examen me expulsan?', CONDUCT),
  mine('oye tengo alguna cuota pendiente?'),
  mine('kuanto debo del ciclo'),
  mine('como va mi solicitud de constancia q mande la semana pasada'),
  mine('que cursos me tocan hoy dia'),
  mine('tengo deudas con el instituto?'),
  withFact(
    teacher('hasta cuando tengo para subir la nota final de mi curso', TEACHERS),
    'cuarenta y ocho horas',
  ),
  teacher('como pido que me visen el silabo', 'Visado de sílabo'),
  teacher(
    'me equivoque poniendo la nota de un alumno en el acta como la corrijo',
    'Rectificación de nota',
  ),
  teacher(
    'necesito constancia de que trabajo en el instituto para el banco',
    'Constancia de permanencia docente',
  ),
  mine('que clases tengo que dictar hoy', 'docente'),
  withFact(teacher('cuantas capacitaciones tengo q llevar al año', TEACHERS), 'al menos una'),
  offTopic('a que hora cierra el instituto los sabados'),
  offTopic('hay descuento por hermanos en la pension?'),
  offTopic('donde queda el laboratorio de computo 3'),
  offTopic('quien es el coordinador de la carrera de contabilidad'),
  offTopic('cuando salen las notas del examen de admision'),
  offTopic('el instituto tiene convenio con alguna universidad para seguir estudiando'),
  offTopic('se puede llevar comida al aula?'),
  offTopic('hay wifi gratis en la sede'),
  offTopic('cuanto cuesta el carnet universitario de la sunedu'),
  // A seventh batch (issue 56, helper h56's second session), written on 2026-12-06 in one pass
  // before any of it was run, each expected source and fact chosen first: deadlines, two parts,
  // slang, typos, own data in new wordings, and nine the campus content does not cover (several
  // share one of its generic words: 'campus', 'clase', 'biblioteca', 'título').
  withFact(
    about('oigan hasta cuando puedo reclamar una nota que me pusieron mal en el parcial', GRADING),
    'tres días hábiles',
  ),
  withFact(about('cuanto sale el carnet de la biblio', 'Carné de biblioteca'), 'S/ 10.00'),
  about(
    'ola buenas tardes, quisiera saber si me pueden dar una constancia que diga que soy alumno regular para sacar mi pasaje universitario',
    'Constancia de estudios',
  ),
  withFact(
    about(
      'me jalaron 2 cursos este ciclo y ya no quiero seguir, como congelo mi matricula',
      'Retiro del periodo lectivo',
    ),
    'S/ 60.00',
  ),
  about('cuanto es la nota minima pa aprobar un curso', ACADEMIC, GRADING, 'Evaluaciones y notas'),
  about(
    'si tengo descanso medico x covid como justifico mis faltas y hasta cuando tengo plazo',
    'Justificación de inasistencia',
  ),
  about('mi compañero me esta acosando por whatsapp a quien le digo', COEXISTENCE, CONDUCT),
  withFact(
    about('cuantas faltas puedo tener antes de q me inhabiliten', ACADEMIC, ABSENCES),
    'treinta por ciento',
  ),
  withFact(
    about('como cambio mi turno de la noche a la mañana y cuanto cuesta', 'Cambio de turno'),
    'S/ 25.00',
  ),
  withFact(
    about(
      'cuanto demora la constancia de notas y cuanto cuesta el certificado de estudios',
      'Constancia de notas',
    ),
    'S/ 120.00',
  ),
  withFact(
    about('donde veo mi horario y donde veo mis notas', '¿Dónde veo mi horario de clases?'),
    'pestaña de evaluaciones',
  ),
  about('se puede grabar la clase con el cel pa estudiar despues', DATA, CAMPUS, CONDUCT),
  withFact(
    about('olvide mi clave del campus q hago', '¿Cómo recupero mi contraseña del campus?'),
    'seis dígitos',
  ),
  withFact(
    about('estoy en 3er ciclo, ya puedo empezar mis practicas?', 'Prácticas preprofesionales'),
    'cuarto ciclo',
  ),
  about(
    'necesito el certificado de secundaria validado para mi titulo, como hago',
    'Validación del certificado de estudios secundarios',
  ),
  about('el profe no me quiere revisar el examen, puedo reclamar?', 'Reclamo de nota', GRADING),
  about('que pasa si me pillan suplantando a un amigo en el examen virtual', CONDUCT),
  about(
    'causa me chotearon del curso x faltas pero tenia justificacion',
    'Reversión de retiro por inasistencia',
  ),
  withFact(
    about(
      'pague por yape y no se refleja, ya pasaron 3 dias',
      '¿Qué hago si pagué y mi pago no aparece?',
    ),
    '48 horas',
  ),
  withFact(about('cuanto tiempo guardan mis datos dsp q termino la carrera', DATA), 'un año'),
  mine('tengo q pagar algo este mes?'),
  mine('en que va mi tramite'),
  mine('me toca clase hoy?'),
  mine('q cursos dicto hoy dia', 'docente'),
  withFact(
    teacher('hasta cuando tengo pa publicar el silabo de mi curso', TEACHERS),
    'antes de la primera sesión',
  ),
  withFact(
    teacher('cada cuanto tengo que registrar la asistencia de mis alumnos', TEACHERS),
    'cada sesión',
  ),
  teacher('necesito cambiar mi foto del fotocheck', 'Validación de foto profesional'),
  offTopic('a q hora abre la biblioteca los domingos'),
  offTopic('cuanto cuesta el taller de oratoria'),
  offTopic('hay estacionamiento para motos en el instituto'),
  offTopic('cuando es la ceremonia de graduacion'),
  offTopic('me pueden prestar una laptop pa la clase'),
  offTopic('el instituto da titulo a nombre de la nacion?'),
  offTopic('cuanto gana un tecnico en computacion al salir'),
  offTopic('puedo llevar a mi perro al campus'),
  offTopic('la cafeteria acepta tarjeta?'),
  // An eighth batch (issue 56, helper h56's third session), written on 2026-12-06 in one pass
  // before any of it was run, each expected source and fact chosen first. Fourteen the campus
  // content does not cover but that share one of its generic words ('curso', 'clase', 'nota',
  // 'pago', 'pensión', 'horario', 'sede', 'profesor', 'ciclo', 'trabajo') in another sense; the
  // rest covered, in new phone wordings (typos, no accents, slang, two parts, deadlines, own data).
  offTopic('hay cursos de verano pa adelantar?'),
  offTopic('puedo cambiarme de profesor en un curso q no me gusta'),
  offTopic('cuanto les pagan a los profes por hora'),
  offTopic('cual es el horario de atencion de la secretaria academica'),
  offTopic('en q sede se dicta la carrera de enfermeria'),
  offTopic('cuando empiezan las clases del proximo ciclo'),
  offTopic('si me atraso en la pension me cobran mora?'),
  offTopic('me pueden dar clases de reforzamiento en matematica'),
  offTopic('cuanto cuesta el curso de excel avanzado'),
  offTopic('a q hora es el recreo entre clase y clase'),
  offTopic('me puedo cambiar de seccion en el mismo curso?'),
  offTopic('el instituto tiene bolsa de trabajo pa egresados'),
  offTopic('cuanto dura el ciclo de verano'),
  { ...offTopic('me prestan un proyector pa mi clase de mañana'), usuario: 'docente' },
  withFact(
    about('cuanto ta el certificado d estudios superiores', 'Certificado de estudios superiores'),
    'S/ 120.00',
  ),
  withFact(about('konstancia d notas en cuantos dias sale', 'Constancia de notas'), '1 día hábil'),
  about(
    'oe si me jalan con 12 tengo chance de sustitutorio o ya fue',
    'Inscripción a evaluación sustitutoria',
    ACADEMIC,
  ),
  withFact(
    about('me quiero retirar de un solo curso cuanto cuesta', 'Retiro de unidad didáctica'),
    'S/ 30.00',
  ),
  about(
    'se puede pagar la pension con yape o plin?',
    '¿Dónde pago mis cuotas y cuáles son los medios de pago?',
  ),
  about(
    'mi cuota sigue apareciendo vencida pero ya pague ayer por el agente',
    '¿Qué hago si pagué y mi pago no aparece?',
    '¿Dónde pago mis cuotas y cuáles son los medios de pago?',
  ),
  withFact(
    about(
      'necesito una constancia de que estudio aca pa mi chamba, cuanto cuesta?',
      'Constancia de estudios',
    ),
    'S/ 10.00',
  ),
  about(
    'hay psicologo en el instituto? ultimamente me siento muy estresado',
    '¿Cómo agendo una cita de orientación psicológica?',
  ),
  about('un chico de mi salon me insulta todos los dias, a quien le aviso', COEXISTENCE, CONDUCT),
  withFact(
    about('cuanto tiempo tengo pa reclamar mi nota y donde lo hago', GRADING),
    'tres días hábiles',
  ),
  withFact(
    about('cuantas veces a la semana tengo q revisar mi correo del instituto', CAMPUS),
    'una vez por semana',
  ),
  about('puedo darle mi usuario a mi hermano pa q marque mi asistencia', CAMPUS),
  about('redondean 12.5 a 13 en el promedio?', ACADEMIC, GRADING),
  withFact(
    about('con cuantas faltas me inhabilitan en un curso', ACADEMIC, ABSENCES),
    'treinta por ciento',
  ),
  about(
    'me olvide la contraseña y no me llega el codigo al correo',
    '¿Cómo recupero mi contraseña del campus?',
  ),
  withFact(
    about('cuanto cuesta el retiro del ciclo y q documentos piden', 'Retiro del periodo lectivo'),
    'S/ 60.00',
  ),
  withFact(
    about(
      'desde cuando puedo hacer mis practicas y q necesito pa la carta de presentacion',
      'Prácticas preprofesionales',
    ),
    'cuarto ciclo',
  ),
  mine('q tengo pendiente de pago'),
  mine('tengo clase ahorita?'),
  mine('como va lo de mi constancia'),
  withFact(
    teacher('cuantas horas tengo pa subir la nota final', TEACHERS),
    'cuarenta y ocho horas',
  ),
  teacher(
    'necesito un documento q diga cuantos años llevo enseñando aca',
    'Constancia de permanencia docente',
  ),
  teacher('puse mal la nota de un alumno en el registro como la arreglo', 'Rectificación de nota'),
  teacher(
    'el silabo lo tengo q publicar antes de q empiecen las clases o puedo despues?',
    TEACHERS,
  ),
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
