// The third development set (issue 56, helper h56c): 50 questions written in one pass, blind,
// as students and teachers type on a phone, before the assistant was run on them and before the
// seeded content was read (only spec.md's list of what the institute publishes): 35 meant
// answerable (five of them the caller's own data) and 15 not covered but sharing words with the
// content. Each line's comment says the source kind and the fact expected when it was written
// (committed so, 548ab9c6); the titles and facts were looked up afterwards, the questions
// unchanged, and four written as answerable turned out not covered by the content (a late fee,
// receipts, a teacher's own absence, how lateness counts: their comments say so), so the set
// holds 26 answers, 5 own data and 19 "no sé".
// Read by `npm run bench:assistant -- --set dev3` and by the tuning script; misses are listed,
// unlike the held-out set's.
import {
  about,
  mine,
  offTopic,
  teacher,
  withFact,
  mineAsTeacher,
  offTopicForTeacher,
  ACADEMIC,
  CONDUCT,
  DATA,
  CAMPUS,
  GRADING,
  COEXISTENCE,
  TEACHERS,
  ABSENCES,
  type BenchQuestion,
} from './benchQuestions.ts';

export const devQuestions3: readonly BenchQuestion[] = [
  // procedure: study record (constancia de estudios); fact: its fee
  withFact(
    about(
      'causa sabes cuanto sale la constancia de estudios? es pa mi chamba nueva q me la piden',
      'Constancia de estudios',
    ),
    '10',
  ),
  // procedure: higher-studies certificate; fact: business days it takes
  withFact(
    about(
      'una consulta cuantos dias habiles se demora en salir el certificado de estudios superiores',
      'Certificado de estudios superiores',
    ),
    '7 días hábiles',
  ),
  // procedure: shift change; fact: its requirements
  withFact(
    about(
      'que documentos necesito pa pedir el cambio de turno, quiero pasarme a la noche x mi trabajo',
      'Cambio de turno',
    ),
    'Constancia de trabajo',
  ),
  // regulation (grading) or procedure: substitute exam; fact: who may take it
  // looked up: the academic regulation's article 4 (a final grade of ten to twelve) or the
  // procedure itself
  about(
    'si me jalan en un curso con 10 puedo dar el sustitutorio o ya fue',
    ACADEMIC,
    'Inscripción a evaluación sustitutoria',
  ),
  // two parts: procedure substitute exam registration (fee) + its deadline
  // looked up: the content states no deadline to register, so only the fee is answerable
  withFact(
    about(
      'cuanto cuesta inscribirme al examen sustitutorio y hasta cuando hay plazo',
      'Inscripción a evaluación sustitutoria',
    ),
    '45',
  ),
  // student guide or FAQ: recovering the campus password
  about(
    'me olvide mi contraseña del campus como la recupero pe',
    '¿Cómo recupero mi contraseña del campus?',
  ),
  // procedure: justification of an absence
  about(
    'falte a 3 clases por que estuve enfermo y tengo descanso medico, como hago para que me justifiquen',
    'Justificación de inasistencia',
  ),
  // regulation (academic) or FAQ: attendance limit; fact: 30%
  withFact(
    about(
      'cuantas faltas como maximo se puede tener antes de q te saquen del curso',
      ACADEMIC,
      ABSENCES,
    ),
    'treinta por ciento',
  ),
  // procedure: reversal of a withdrawal for absences
  about(
    'me retiraron por inasistencia pero yo si iba a clases, como hago para que me reincorporen',
    'Reversión de retiro por inasistencia',
    'Reconsideración de inasistencias',
  ),
  // two parts: procedure grade complaint + regulation deadline (3 business days)
  about(
    'el profe me puso mal la nota en el registro, a quien le reclamo y cuantos dias tengo',
    'Reclamo de nota',
    GRADING,
  ),
  // procedure: presentation letter for internships; fact: its fee
  withFact(
    about(
      'nesecito la carta de presentacion pa mis practicas en una empresa cuanto cobran',
      'Carta de presentación profesional',
    ),
    'no tiene costo',
  ),
  // regulation (conduct): cheating in an exam is a serious offence; fact: sanction
  about('que pasa si me chapan con el celular en pleno examen, me pueden botar?', CONDUCT),
  // regulation (academic/grading): minimum passing grade; fact: the number
  about(
    'con cuanto se aprueba un curso aca? es con 13 o con 11',
    ACADEMIC,
    GRADING,
    'Evaluaciones y notas',
  ),
  // procedure: withdrawal from the term ('congelar'); fact: its fee
  withFact(
    about(
      'quiero congelar mis estudios este semestre porq no tengo plata, se puede y cuanto cuesta',
      'Retiro del periodo lectivo',
    ),
    '60',
  ),
  // procedure: leaving the programme for good
  about(
    'ya no voy a seguir en el instituto me voy a otra carrera, que tramite hago pa retirarme del todo',
    'Retiro definitivo del programa',
  ),
  // FAQ: means of payment (Yape, Plin)
  about(
    'se puede pagar la pension con yape o plin?',
    '¿Dónde pago mis cuotas y cuáles son los medios de pago?',
  ),
  // student guide or FAQ: marking attendance in a virtual class
  about(
    'como marco mi asistencia desde la app si la clase es virtual',
    '¿Cómo marco mi asistencia a clase?',
  ),
  // student guide: psychological orientation
  about(
    'hay algun psicologo en el instituto? ando con ansiedad por los examenes y no se con quien hablar',
    '¿Cómo agendo una cita de orientación psicológica?',
  ),
  // student guide: scholarships; fact: requirements
  about(
    'como postulo a una beca socioeconomica, que requisitos piden',
    '¿Cómo postulo a una beca?',
  ),
  // regulation (conduct / coexistence): harassment by messages
  about(
    'mi compañero me esta molestando y mandando mensajes feos por wsp, eso se puede denunciar en el instituto?',
    COEXISTENCE,
    CONDUCT,
  ),
  // regulation (data / campus use): recording a class
  about('puedo grabar la clase del profe con mi celular pa repasar despues', DATA, CAMPUS, CONDUCT),
  // two parts: procedure library card; facts: days and fee
  withFact(
    about('el carne de biblioteca cuanto demora en salir y cuanto cuesta', 'Carné de biblioteca'),
    '10',
  ),
  // FAQ or student guide: a missed payment date; fact: late fee / rescheduling
  // looked up: not covered (no source says what follows a missed due date nor any late fee)
  offTopic('se me paso la fecha de pago de la cuota, que hago, me cobran mora?'),
  // student guide: downloading a payment receipt
  // looked up: not covered (no source speaks of receipts)
  offTopic('donde descargo mi boleta o comprobante de pago de la pension'),
  // two parts: procedure progress record + how it differs from the certificate
  about(
    'pa que sirve la constancia de progreso academico y en q se diferencia del certificado',
    'Constancia de progreso académico',
  ),
  // teacher, regulation (grading or teachers): deadline to register grades
  withFact(
    teacher(
      'cuanto tiempo tengo para subir las notas al sistema despues del examen',
      TEACHERS,
      '¿Cómo registro las notas de mi sección?',
    ),
    'siete días',
  ),
  // teacher, regulation (teachers): missing one's own class
  // looked up: not covered (no source speaks of a teacher's absence or make-up classes)
  offTopicForTeacher('si no puedo dictar mi clase por salud a quien aviso y como la recupero'),
  // teacher, regulation (grading or teachers): syllabus handed over before the first session
  teacher(
    'como entrego el silabo a mis alumnos, hasta cuando tengo plazo',
    TEACHERS,
    'Visado de sílabo',
  ),
  // FAQ: a payment not reflected
  withFact(
    about(
      'me llego una notificacion de deuda pero ya pague hace 2 dias, xq sigue saliendo',
      '¿Qué hago si pagué y mi pago no aparece?',
    ),
    '48 horas',
  ),
  // regulation (attendance) or FAQ: lateness vs absence; fact: tolerance minutes
  // looked up: not covered (the frequent question on marking says the teacher sets the
  // tolerance, no source says how lateness counts)
  offTopic('si llego 15 min tarde me ponen falta o tardanza?'),
  // own data: debt
  mine('oye cuanto debo ya? no me acuerdo si pague la cuota de este mes'),
  // own data: today's classes
  mine('q clases me tocan hoy dia y a que hora'),
  // own data: a request in progress
  mine('ya saque mi constancia hace una semana y nada, en que estado esta mi solicitud'),
  // own data: debt, before enrolling
  mine('tengo alguna deuda pendiente causa? pa saber si puedo matricularme'),
  // teacher, own data: today's classes
  mineAsTeacher('hoy q cursos dicto? ando perdido con el horario'),
  // not covered: another institute's fee
  offTopic('cuanto cuesta la matricula en senati? estoy pensando cambiarme pe'),
  // not covered: transport
  offTopic('el bus del instituto pasa por la av universitaria? a q hora'),
  // not covered: programmes offered and their fee (spec does not list them)
  offTopic(
    'mi hermano quiere estudiar enfermeria ustedes tienen esa carrera? cuanto es la pension',
  ),
  // not covered: an opinion on a teacher
  offTopic('que tal es el profe de matematica, es buena gente o jala a todos'),
  // not covered: a sports event
  offTopic('causa sabes si el sabado hay partido de voley entre carreras en el coliseo'),
  // not covered: shops near the campus
  offTopic('donde saco copias baratas cerca de la sede, la del costado esta carisima'),
  // not covered: buying advice
  offTopic('que celular me recomiendan pa conectarme a las clases virtuales sin que se cuelgue'),
  // not covered: another university's programme
  offTopic('cuantos creditos tiene la carrera de computacion en la upc'),
  // not covered (as far as spec says): dress code
  offTopic('se puede ir en short a clases presenciales o te botan'),
  // not covered: an English certificate from another institution
  offTopic('el certificado de ingles del britanico me lo convalidan aca?'),
  // not covered: an intern's pay at a company
  offTopic('cuanto es el sueldo de un practicante en una empresa de contabilidad'),
  // not covered: another library
  offTopic('la biblioteca nacional presta libros a alumnos de institutos o solo a universitarios'),
  // not covered: a state bonus for teachers
  offTopicForTeacher('el minedu esta dando bono a los docentes de institutos? cuanto es'),
  // not covered: pension fund withdrawal
  offTopic('el retiro de la afp se puede hacer desde el campus?'),
  // not covered: a school's certificate fee
  offTopic('cuanto me cobra mi colegio por el certificado de estudios de secundaria'),
];
