// The fourth development set (issue 56, helper h56d): 50 questions written in one pass, blind,
// as students and teachers type on a phone, before the assistant was run on them and before the
// seeded content was read (only spec.md's list of what the institute publishes and the helpers'
// signatures in benchQuestions.ts): 26 meant answerable (four of them the caller's own data) and
// 24 not covered but sharing words with the content (the hard case: a word or two of a source's
// title in a question about something else). Each line's comment says the source kind and the
// fact expected when it was written (committed so, dda30d41). The titles and facts were looked
// up afterwards, the questions unchanged: five written as answerable are not covered for the one
// who asks (accepting the regulations on signing in, where a class's recording is seen, coming
// back after leaving without a procedure, a student's profile photo: the photo procedure is a
// teacher's, a diploma's certificate: an extension student's procedure asked by a career
// student), and a grade the teacher got wrong is the student's grade complaint (the
// rectification is the teacher's); their comments say so. The set holds 17 answers, 4 own data
// and 29 "no sé".
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
  CONDUCT,
  DATA,
  GRADING,
  COEXISTENCE,
  TEACHERS,
  ABSENCES,
  type BenchQuestion,
} from './benchQuestions.ts';

export const devQuestions4: readonly BenchQuestion[] = [
  // procedure: record of grades (constancia de notas); fact: its fee
  withFact(
    about(
      'oe cuanto me cobran x la constansia de notas? la necesito pa postular a una beca de afuera',
      'Constancia de notas',
    ),
    '10',
  ),
  // regulation (teachers) or directive (grading): deadline to register grades after the final
  // looked up: the teachers' regulation (article 2: the final grade within 48 hours) or the
  // teachers' frequent question (seven days after each evaluation); the grading directive is
  // the students'
  teacher(
    'profe buenas consulta hasta cuando tengo pa subir las notas al campus despues de tomar el examen final',
    TEACHERS,
    '¿Cómo registro las notas de mi sección?',
  ),
  // procedure: withdrawal from one course (unidad didáctica); fact: its fee
  withFact(
    about(
      'kiero retirarme de un solo curso xq no me da el tiempo con la chamba, se puede? y cuanto cuesta',
      'Retiro de unidad didáctica',
    ),
    '30',
  ),
  // procedure: library card; fact: its fee
  // looked up: where it is picked up is not stated; the fee is
  withFact(
    about(
      'cuanto cuesta el carne de biblioteca y donde lo recojo, soy nuevo',
      'Carné de biblioteca',
    ),
    '10',
  ),
  // procedure: grade rectification
  // looked up: the rectification is the teacher's procedure; a student's is the grade complaint
  // (or the grading directive's review of a grade)
  about(
    'el profe se equivoco y puso mal mi nota en el sistema, tenia 14 y me sale 04, q tramite hago pa q la corrijan',
    'Reclamo de nota',
    GRADING,
    'Evaluaciones y notas',
  ),
  // FAQ or student guide: accepting the regulations shown on signing in
  // looked up: not covered (no source speaks of accepting the regulations)
  offTopic(
    'como acepto el reglamento q me sale al entrar al campus, no me deja avanzar a mis cursos',
  ),
  // two parts: procedure justification of absences + its deadline
  // looked up: no source states the deadline ('dentro de los plazos'); the procedure answers
  about(
    'mi hijito se enfermo y no pude ir 2 dias a clases, como justifico esas inasistencias y hasta cuando tengo plazo',
    'Justificación de inasistencia',
    ABSENCES,
  ),
  // FAQ or guide: psychological orientation for students
  about(
    'hay psicologo en el instituto? ando con mucha ansiedad x los examenes y no se a quien acudir',
    '¿Cómo agendo una cita de orientación psicológica?',
  ),
  // FAQ or guide: scholarships for good grades
  about('hay becas pa los q tienen buen promedio? como postulo a una', '¿Cómo postulo a una beca?'),
  // own data: fees owed
  mine('cuanto debo todavia de pension? no me acuerdo si pague la de setiembre'),
  // own data: today's classes
  mine('oe tengo clase hoy en la tarde o ya no'),
  // own data: state of a request
  mine('en q va mi tramite del certificado q pedi la semana pasada, ya salio o todavia?'),
  // own data (teacher): tomorrow's classes
  mineAsTeacher('que clases me tocan dictar mañana? no encuentro mi horario'),
  // directive (campus virtual) or guide: recordings of virtual classes
  // looked up: not covered (the sources say who may use recordings and how long they are kept,
  // not where they are seen)
  offTopic('el profe grabo la clase virtual, donde veo la grabacion pq no pude conectarme ayer'),
  // regulation (conduct) or directive: plagiarism and its sanction
  // looked up: the conduct regulation (articles 2 and 4); the coexistence directive does not
  // speak of plagiarism
  about('q pasa si me pescan plagiando en el trabajo final, me botan del instituto?', CONDUCT),
  // directive (coexistence): harassment, where to report it
  // looked up: the coexistence directive (article 3: report it to student welfare)
  about(
    'un compañero me manda mensajes feos x whatsapp y me acosa, donde lo denuncio',
    COEXISTENCE,
  ),
  // procedure or regulation: coming back after leaving for a year (reincorporation)
  // looked up: not covered (no reincorporation procedure; the term's withdrawal reserves a place
  // only when it was filed)
  offTopic('me quiero reincorporar, deje de estudiar el año pasado x plata, q tramite hago'),
  // directive (grading): how the final average is computed
  // looked up: the guide 'Evaluaciones y notas' or the grading directive (article 2: the
  // syllabus gives each evaluation's weight)
  about(
    'como sacan el promedio final del curso? cuanto vale el parcial y cuanto el final',
    'Evaluaciones y notas',
    GRADING,
  ),
  // procedure: profile photo change
  // looked up: not covered for a student (the photo's validation is a teacher's procedure)
  offTopic('como cambio mi foto del perfil del campus? sali horrible en la q tengo'),
  // FAQ: signing in, password recovery
  about(
    'no puedo entrar al campus me sale usuario o contraseña incorrecta q hago',
    '¿Cómo recupero mi contraseña del campus?',
    '¿Cómo contacto a soporte técnico del campus?',
  ),
  // policy (personal data): sharing data with third parties
  about(
    'ustedes comparten mis datos personales con otras empresas? me llaman de bancos a cada rato',
    DATA,
  ),
  // regulation (teachers): taking attendance; fact: each session
  withFact(
    teacher(
      'cada cuanto tengo que tomar la asistencia a mis alumnos, en cada clase o una vez x semana',
      TEACHERS,
    ),
    'cada sesión',
  ),
  // procedure: certificate of a course or diploma (CERCURDIP)
  // looked up: the procedure is an extension student's; the set's student is a career one, whose
  // index does not hold it, so for this caller it is not covered
  offTopic('termine el diplomado de marketing, como pido mi certificao del curso'),
  // two parts: procedure study record; fact: its fee, then the days it takes
  withFact(
    about(
      'cuanto cuesta la constancia de estudios y en cuantos dias me la dan',
      'Constancia de estudios',
    ),
    '10',
  ),
  // procedure: shift change (morning to evening)
  about('se puede pasar del turno mañana al de la noche? como hago el tramte', 'Cambio de turno'),
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
