// The development set (issue 56, fourth round): 60 questions written in one pass, blind, as
// students and teachers type on a phone, before the assistant was run on them and before the
// seeded content was read (only spec.md's list of what the institute publishes): 45 answerable
// (six of them the caller's own data) and 15 not covered. Each line's comment says the source
// kind and the fact expected when it was written; the titles and facts were looked up
// afterwards, and six questions written as answerable turned out not covered by the content
// (their comments say why), so the set holds 39 answerable and 21 not covered.
// Read by `npm run bench:assistant -- --set dev` and by the tuning script; misses are listed,
// unlike the held-out set's.
import {
  about,
  mine,
  offTopic,
  teacher,
  withFact,
  mineAsTeacher,
  offTopicForTeacher,
  type BenchQuestion,
} from './benchQuestions.ts';

export const devQuestions: readonly BenchQuestion[] = [
  // procedure: study certificate; fact: its fee
  withFact(
    about(
      'oe cuanto me cobran x el certificado de estudios? lo necesito pa postular a una chamba',
      'Certificado de estudios superiores',
    ),
    '120',
  ),
  // procedure: transcript of grades; fact: days it takes
  withFact(
    about(
      'la constancia de notas en cuantos dias sale, la necesito si o si para el viernes',
      'Constancia de notas',
    ),
    '1 día hábil',
  ),
  // procedure: withdrawal from one course (unidad didáctica)
  about(
    'quiero dejar un curso porque no me da el tiempo con el trabajo se puede hacer eso sin que me jalen',
    'Retiro de unidad didáctica',
  ),
  // procedure: leaving the programme for good
  about(
    'ya no kiero seguir estudiando aca me voy a otra carrera, que tramite hago para salirme',
    'Retiro definitivo del programa',
  ),
  // procedure: withdrawal from the term ('congelar')
  about(
    'se puede congelar el ciclo? mi mama esta mal y tengo q viajar a provincia unos meses',
    'Retiro del periodo lectivo',
  ),
  // procedure: grade complaint
  about(
    'el profe se equivoco al pasar mi nota del parcial, me puso 08 y saque 14, donde reclamo',
    'Reclamo de nota',
  ),
  // rule: deadline to complain about a grade; fact: 3 business days
  withFact(
    about(
      'hasta cuando tengo plazo para reclamar una nota',
      'Directiva de evaluación y calificación',
    ),
    'tres días hábiles',
  ),
  // procedure: justify an absence
  about(
    'falte 3 clases x covid tengo descanso medico como justifico mis faltas',
    'Justificación de inasistencia',
  ),
  // procedure: substitute exam registration; fact: its fee
  withFact(
    about('cuanto cuesta dar el sustitutorio', 'Inscripción a evaluación sustitutoria'),
    '45',
  ),
  // procedure: shift change
  about(
    'kiero cambiarme al turno noche porke consegui trabajo en la mañana q tengo q hacer',
    'Cambio de turno',
  ),
  // procedure: letter of presentation for internships
  about(
    'la empresa donde voy a hacer practicas me pide una carta del instituto, como la saco',
    'Carta de presentación profesional',
  ),
  // procedure: internship folder
  about(
    'ya termine mis practicas donde entrego la carpeta',
    'Carpeta de prácticas preprofesionales',
  ),
  // procedure: validation of a secondary-school certificate
  about(
    'estudie la secundaria en venezuela tengo que validar mi certificado?',
    'Validación del certificado de estudios secundarios',
  ),
  // procedure: review of a withdrawal for absences
  about(
    'me retiraron de un curso por faltas pero si fui a clases, puedo pedir que lo revisen?',
    'Reversión de retiro por inasistencia',
    'Reconsideración de inasistencias',
  ),
  // procedure: proof of enrolment
  about(
    'necesito una constancia de que estoy estudiando aca para la beca de mi trabajo',
    'Constancia de estudios',
  ),
  // regulation: sanction for plagiarism / copying
  about('si te chapan plagiando en un trabajo que sancion te ponen', 'Reglamento de conducta'),
  // regulation: harassment, whom to tell
  about(
    'un chico de mi salon me sigue molestando y mandando mensajes feos por wsp, eso es acoso no? a quien aviso',
    'Directiva de convivencia y conducta',
  ),
  // regulation: passing grade; fact: 13
  withFact(
    about(
      'con cuanto se aprueba un curso aca',
      'Directiva de evaluación y calificación',
      'Reglamento académico',
      'Evaluaciones y notas',
    ),
    'trece',
  ),
  // FAQ or regulation: how many absences before failing; fact: 30%
  withFact(
    about(
      'cuantas faltas puedo tener antes de desaprobar por inasistencia',
      '¿Qué pasa si tengo muchas faltas en un curso?',
      'Reglamento académico',
    ),
    'treinta por ciento',
  ),
  // regulation: what the substitute exam's grade replaces
  about(
    'en el sustitutorio la nota reemplaza a la mas baja o a cual',
    'Reglamento académico',
    'Inscripción a evaluación sustitutoria',
  ),
  // regulation: personal data policy
  about(
    'que hacen con mis datos personales que les di en la matricula',
    'Política de tratamiento de datos personales',
  ),
  // regulation: sharing one's campus account
  about(
    'puedo prestarle mi usuario del campus a mi primo pa que vea los videos',
    'Directiva de uso del campus virtual',
  ),
  // FAQ: forgotten password
  about(
    'me olvide la clave del campus y no puedo entrar ayuda',
    '¿Cómo recupero mi contraseña del campus?',
  ),
  // FAQ or regulation: attendance tolerance; fact: minutes
  withFact(
    about(
      'cuantos minutos de tolerancia hay pa marcar asistencia si llego tarde',
      '¿Cómo marco mi asistencia a clase?',
    ),
    'tolerancia que fija tu docente',
  ),
  // FAQ: late payment consequences (looked up: no source says what follows a late payment)
  offTopic('que pasa si no pago la pension a tiempo, me bloquean el campus o me cobran mora?'),
  // FAQ or guide: psychological counselling appointment
  about(
    'como saco cita con la psicologa, ando con mucho estres por los examenes',
    '¿Cómo agendo una cita de orientación psicológica?',
  ),
  // FAQ or guide: scholarships
  about(
    'que becas dan en el instituto? mi familia no tiene mucha plata y quiero postular a una',
    '¿Cómo postulo a una beca?',
  ),
  // FAQ: payment receipt (looked up: no source speaks of receipts)
  offTopic('donde descargo mi boleta de lo que pague este mes'),
  // regulation: repeating a failed course (looked up: no source says it)
  offTopic('si jalo un curso lo tengo que volver a llevar en el siguiente ciclo?'),
  // procedure: modular certificate; fact: its fee (looked up: there is no such procedure)
  offTopic('cuanto cuesta el certificado modular, ya termine el primer modulo'),
  // two parts: transcript fee + study certificate time (first part's source first)
  about(
    'cuanto cuesta la constancia de notas y cuanto demora el certificado de estudios',
    'Constancia de notas',
  ),
  // two parts: justify an absence + what if it is rejected
  about(
    'como justifico una falta? y si me la rechazan puedo volver a pedirlo?',
    'Justificación de inasistencia',
  ),
  // withdrawal from the term, asking about a refund
  about(
    'quiero retirarme del ciclo, me devuelven lo que pague de la pension?',
    'Retiro del periodo lectivo',
  ),
  // teacher, regulation: syllabus deadline; fact: before the first session
  withFact(
    teacher('hasta cuando tengo que subir el silabo al campus', 'Reglamento docente'),
    'antes de la primera sesión',
  ),
  // teacher, procedure: grade rectification
  teacher(
    'me equivoque al registrar la nota de un alumno en el acta, como la corrijo',
    'Rectificación de nota',
  ),
  // teacher, regulation or guide: not marking attendance on time (looked up: no source says)
  offTopicForTeacher('si no marco mi asistencia a tiempo que pasa, me descuentan?'),
  // teacher, regulation: days to record grades after an exam; fact: days
  withFact(
    teacher(
      'en cuantos dias despues del examen tengo que registrar las notas en el sistema',
      'Reglamento docente',
      '¿Cómo registro las notas de mi sección?',
    ),
    'siete días',
  ),
  // teacher, regulation: a student's disrespect in class (looked up: the conduct rules are
  // published to students only, so a teacher's index holds none)
  offTopicForTeacher(
    'un alumno me falto el respeto en plena clase delante de todos, que procedimiento sigo',
  ),
  // teacher, procedure: proof of employment
  teacher(
    'necesito una constancia de que trabajo aca para sacar un prestamo en el banco',
    'Constancia de permanencia docente',
  ),
  // own data: debt
  mine('oye debo algo? me llego un correo diciendo q tengo deuda'),
  // own data: status of a request
  mine('en que va el tramite de la constancia que pedi la semana pasada'),
  // own data: today's classes
  mine('q clases tengo hoy'),
  // own data: next instalment
  mine('cuando vence mi proxima cuota'),
  // teacher, own data: pending procedures
  mineAsTeacher('tengo algun tramite pendiente?'),
  // teacher, own data: tomorrow's class
  mineAsTeacher('a que hora es mi clase de mañana'),
  // not covered
  offTopic('a que hora abre la cafeteria de la sede'),
  offTopic('cuando es la fiesta de fin de año del instituto habra orquesta?'),
  offTopic('me recomiendas una laptop barata pa programar en java'),
  offTopic('como llego en bus al instituto desde sjl'),
  offTopic('cuanto gana un tecnico en enfermeria recien egresado'),
  offTopic('hay estacionamiento para motos en el local?'),
  offTopic('cual es la contraseña del wifi del laboratorio 3'),
  offTopicForTeacher('cuando nos depositan la gratificacion de julio'),
  offTopic('que temas entran en el examen final de contabilidad'),
  offTopic('puedo llevar a mi perro al instituto'),
  offTopic('quien es el director y cual es su numero de celular'),
  offTopic('el profe de redes es soltero jaja'),
  offTopicForTeacher('como cambio la cuenta del banco donde me pagan el sueldo'),
  offTopic('hay clases el feriado del 28 de julio'),
  offTopic('quien gano el partido de la u ayer'),
];
