// The second development set (issue 56, helper h56b): 40 questions written in one pass, blind,
// before the assistant was run on them, as students and teachers type on a phone. 30 are near
// the institute's content but not answered by it (other institutes, personal situations,
// opinions, prices, transport, weather, events and numbers the content does not give), each
// sharing words with a source; 10 are answerable controls worded the same way, with titles from
// the sets already written (no content was read for this set). Read by
// `npm run bench:assistant -- --set dev2` and `npm run tune:assistant -- --set dev2|all`; misses
// are listed, unlike the held-out set's.
import {
  about,
  offTopic,
  teacher,
  withFact,
  offTopicForTeacher,
  type BenchQuestion,
} from './benchQuestions.ts';

export const devNoSeQuestions: readonly BenchQuestion[] = [
  // near the content, not answered by it
  offTopic('cuanto cuesta el certificado de estudios en el instituto san marcos de al lado'),
  offTopic('cuanto cuesta la copia de la llave del casillero de la biblioteca'),
  offTopic('la biblioteca tiene el libro de anatomia de netter o tengo q comprarlo'),
  offTopic('en que aula es el examen sustitutorio de matematica del jueves'),
  offTopic('mi profe de contabilidad tiene hijos? lo vi con un niño en la sede'),
  offTopic('cuanto cuesta el pasaje en combi desde comas hasta la sede'),
  offTopic('va a llover el dia de la ceremonia de graduacion?'),
  offTopic('cuantos alumnos jalaron el curso de estadistica el ciclo pasado'),
  offTopic('el carne de biblioteca me sirve para tener descuento en el cine?'),
  offTopic('cuanto cobra un profe particular para q me enseñe matematica en mi casa'),
  offTopic('cuanto me pagarian si hago mis practicas en una empresa de españa'),
  offTopic('a que hora es el partido del campeonato de futbol interno de la sede'),
  offTopic('cuantos creditos tiene la carrera de enfermeria en la universidad cayetano'),
  offTopic('cual es el sueldo del director del instituto'),
  offTopic('cuando empieza el ciclo de verano de ingles en el icpna'),
  offTopic('hay descuento en la matricula si mi hermano tambien estudia aca'),
  offTopic('cuanto cuesta imprimir una hoja en la fotocopiadora del instituto'),
  offTopic('el profe de redes falta mucho, es verdad que esta enfermo?'),
  offTopic('cual fue el puntaje mas alto en el examen de admision del año pasado'),
  offTopic('hay alguna fiesta en la sede este viernes por el aniversario'),
  offTopic('cuantas computadoras tiene el laboratorio de computo 2'),
  offTopic('me robaron el celular en el paradero saliendo del instituto que hago'),
  offTopic('cuantas paginas tiene q tener la tesis en la universidad catolica'),
  offTopic('en el turno noche hay seguridad en la puerta o es peligroso salir a las 10'),
  offTopic('que opinas del profe de matematica es bueno o malo'),
  offTopic('cuanto cuesta la matricula en el senati'),
  offTopic('el sabado hay clases de reforzamiento gratis de fisica?'),
  offTopicForTeacher('el colegio de profesores cuanto cobra de cuota al mes'),
  offTopicForTeacher('donde compro plumones para la pizarra acrilica del aula'),
  offTopicForTeacher('el estacionamiento de docentes tiene techo? mi carro se calienta'),
  // answerable controls, worded the same way
  about(
    'oe cuanto me sale la constancia de estudios, la necesito pa la embajada',
    'Constancia de estudios',
  ),
  about('el carne de biblioteca como lo saco, perdi el mio en el bus', 'Carné de biblioteca'),
  about(
    'me jalaron en el parcial de estadistica puedo dar el sustitutorio?',
    'Inscripción a evaluación sustitutoria',
  ),
  about('trabajo en la noche y quiero pasarme al turno mañana se puede', 'Cambio de turno'),
  about(
    'mi empresa de practicas me pide una carta del instituto donde la pido',
    'Carta de presentación profesional',
  ),
  about(
    'falte 3 dias porque estuve enfermo con descanso medico como justifico',
    'Justificación de inasistencia',
  ),
  about(
    'el profe me puso mal la nota en el registro, como hago el reclamo',
    'Reclamo de nota',
    'Rectificación de nota',
  ),
  withFact(
    about(
      'cuanto cuesta el certificado de estudios del instituto para postular a la universidad',
      'Certificado de estudios superiores',
    ),
    '120',
  ),
  teacher(
    'tengo que presentar mi silabo del curso antes del inicio, donde lo subo pa que lo visen',
    'Visado de sílabo',
  ),
  about(
    'me quiero ir del instituto pa siempre, me mudo a otra ciudad',
    'Retiro definitivo del programa',
  ),
];
