// The fourth development set (issue 56, helper h56d): 50 questions written in one pass, blind,
// as students and teachers type on a phone, before the assistant was run on them and before the
// seeded content was read (only spec.md's list of what the institute publishes and the helpers'
// signatures in benchQuestions.ts): 26 meant answerable (four of them the caller's own data) and
// 24 not covered but sharing words with the content (the hard case: a word or two of a source's
// title in a question about something else). Each line's comment says the source kind and the
// fact expected when it was written; the titles below are guesses until they are looked up.
// Read by `npm run bench:assistant -- --set dev4` and by the tuning script; misses are listed,
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
  type BenchQuestion,
} from './benchQuestions.ts';

export const devQuestions4: readonly BenchQuestion[] = [
  // procedure: record of grades (constancia de notas); fact: its fee
  about(
    'oe cuanto me cobran x la constansia de notas? la necesito pa postular a una beca de afuera',
    'Constancia de notas',
  ),
  // regulation (teachers) or directive (grading): deadline to register grades after the final
  teacher(
    'profe buenas consulta hasta cuando tengo pa subir las notas al campus despues de tomar el examen final',
    TEACHERS,
    GRADING,
  ),
  // procedure: withdrawal from one course (unidad didáctica); fact: its fee
  about(
    'kiero retirarme de un solo curso xq no me da el tiempo con la chamba, se puede? y cuanto cuesta',
    'Retiro de unidad didáctica',
  ),
  // procedure: library card; fact: its fee
  about(
    'cuanto cuesta el carne de biblioteca y donde lo recojo, soy nuevo',
    'Carné de biblioteca',
  ),
  // procedure: grade rectification
  about(
    'el profe se equivoco y puso mal mi nota en el sistema, tenia 14 y me sale 04, q tramite hago pa q la corrijan',
    'Rectificación de nota',
  ),
  // FAQ or student guide: accepting the regulations shown on signing in
  about(
    'como acepto el reglamento q me sale al entrar al campus, no me deja avanzar a mis cursos',
    CAMPUS,
  ),
  // two parts: procedure justification of absences + its deadline
  about(
    'mi hijito se enfermo y no pude ir 2 dias a clases, como justifico esas inasistencias y hasta cuando tengo plazo',
    'Justificación de inasistencia',
  ),
  // FAQ or guide: psychological orientation for students
  about(
    'hay psicologo en el instituto? ando con mucha ansiedad x los examenes y no se a quien acudir',
    'Orientación psicológica',
  ),
  // FAQ or guide: scholarships for good grades
  about(
    'hay becas pa los q tienen buen promedio? como postulo a una',
    'Becas',
  ),
  // own data: fees owed
  mine('cuanto debo todavia de pension? no me acuerdo si pague la de setiembre'),
  // own data: today's classes
  mine('oe tengo clase hoy en la tarde o ya no'),
  // own data: state of a request
  mine('en q va mi tramite del certificado q pedi la semana pasada, ya salio o todavia?'),
  // own data (teacher): tomorrow's classes
  mineAsTeacher('que clases me tocan dictar mañana? no encuentro mi horario'),
  // directive (campus virtual) or guide: recordings of virtual classes
  about(
    'el profe grabo la clase virtual, donde veo la grabacion pq no pude conectarme ayer',
    CAMPUS,
  ),
  // regulation (conduct) or directive: plagiarism and its sanction
  about(
    'q pasa si me pescan plagiando en el trabajo final, me botan del instituto?',
    CONDUCT,
    COEXISTENCE,
  ),
  // directive (coexistence): harassment, where to report it
  about(
    'un compañero me manda mensajes feos x whatsapp y me acosa, donde lo denuncio',
    COEXISTENCE,
    CONDUCT,
  ),
  // procedure or regulation: coming back after leaving for a year (reincorporation)
  about(
    'me quiero reincorporar, deje de estudiar el año pasado x plata, q tramite hago',
    'Reincorporación',
    ACADEMIC,
  ),
  // directive (grading): how the final average is computed
  about(
    'como sacan el promedio final del curso? cuanto vale el parcial y cuanto el final',
    GRADING,
    ACADEMIC,
  ),
  // procedure: profile photo change
  about(
    'como cambio mi foto del perfil del campus? sali horrible en la q tengo',
    'Cambio de foto de perfil',
  ),
  // FAQ: signing in, password recovery
  about(
    'no puedo entrar al campus me sale usuario o contraseña incorrecta q hago',
    '¿Cómo recupero mi contraseña del campus?',
  ),
  // policy (personal data): sharing data with third parties
  about(
    'ustedes comparten mis datos personales con otras empresas? me llaman de bancos a cada rato',
    DATA,
  ),
  // regulation (teachers): taking attendance; fact: each session
  teacher(
    'cada cuanto tengo que tomar la asistencia a mis alumnos, en cada clase o una vez x semana',
    TEACHERS,
  ),
  // procedure: certificate of a course or diploma (CERCURDIP)
  about(
    'termine el diplomado de marketing, como pido mi certificao del curso',
    'Certificado de curso o diplomado',
  ),
  // two parts: procedure study record; fact: its fee, then the days it takes
  withFact(
    about(
      'cuanto cuesta la constancia de estudios y en cuantos dias me la dan',
      'Constancia de estudios',
    ),
    '10',
  ),
  // procedure: shift change (morning to evening)
  about(
    'se puede pasar del turno mañana al de la noche? como hago el tramte',
    'Cambio de turno',
  ),
  // procedure: higher-studies certificate; requirements and days it takes
  withFact(
    about(
      'ya termine la carrera, q me piden pa el certificado de estudios superiores y cuanto demora',
      'Certificado de estudios superiores',
    ),
    '7 días hábiles',
  ),
  // not covered: a visa's papers
  offTopic('la constancia de estudios me sirve pa sacar la visa a usa o piden otra cosa?'),
  // not covered: the psychologist attending a relative
  offTopic('el psicologo del instituto puede atender a mi mama? ella esta con depresion'),
  // not covered: public transport fares
  offTopic('cuanto cuesta el pasaje en combi del instituto al centro de lima'),
  // not covered: a car accident at the door, insurance
  offTopic('me choco un carro en la puerta del instituto, el seguro del instituto me cubre?'),
  // not covered: teachers' pay
  offTopic('cuanto gana un profe aca al mes? estoy pensando postular a docente'),
  // not covered: a teacher's private life
  offTopic('el profe de contabilidad tiene enamorada? todas en el salon comentan'),
  // not covered: the cafeteria's hours
  offTopic('a q hora abre la cafeteria del instituto, me muero de hambre'),
  // not covered: buying advice
  offTopic('que laptop me compro pa llevar la carrera de computacion, tengo 2 mil soles nomas'),
  // not covered: a school's certificate at the UGEL
  offTopic('perdi mi certificao de estudios del colegio, donde lo tramito, en la ugel?'),
  // not covered: pets in class
  offTopic('se puede traer mascota a las clases presenciales? mi perrito se queda solo en la casa'),
  // not covered: the wifi's password
  offTopic('cual es la clave del wifi del instituto? no tengo datos en mi celular'),
  // not covered: a football match
  offTopic('cuando juega peru x las eliminatorias? nos dejaran salir temprano de clases'),
  // not covered: selling a uniform
  offTopic('alguien vende su uniforme de enfermeria talla M, el mio se rompio'),
  // not covered: a driving test
  offTopic('me jalaron en el examen de manejo del brevete, puedo volver a darlo gratis?'),
  // not covered: another university's admission grade
  offTopic('cual es la nota minima pa ingresar a san marcos'),
  // not covered: a noisy neighbour
  offTopic('mi vecino hace mucha bulla y no me deja estudiar pa mis examenes, q hago'),
  // not covered: how many students the institute has
  offTopic('cuantos alumnos hay en total en el instituto este ciclo?'),
  // not covered: a stolen backpack on the bus
  offTopic(
    'me robaron la mochila con mi laptop en el bus saliendo de clases, el instituto me devuelve algo?',
  ),
  // not covered: a taxi paid for a teacher
  offTopicForTeacher('el instituto me paga el taxi si salgo tarde de mi clase de la noche?'),
  // not covered (as far as spec says): private lessons to one's own students
  offTopicForTeacher(
    'puedo dictar clases particulares a mis alumnos fuera del instituto y cobrarles aparte?',
  ),
  // not covered: a personal email account's password
  offTopic('me hackearon la contraseña de mi hotmail, me ayudan a recuperarla porfa'),
  // not covered: a graduation party
  offTopic('hay fiesta de promocion este año? quien organiza la cena de egresados'),
  // not covered: the national ID's delivery time
  offTopic('en cuanto tiempo llega el dni nuevo si lo tramite en reniec'),
  // not covered: parking for motorbikes
  offTopic('cuanto cuesta el estacionamiento pa motos en el instituto, o es gratis'),
];
