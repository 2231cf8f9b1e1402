/**
 * The campus assistant's HELD-OUT question set.
 *
 * How and when it was written: blind, in one pass, on 2026-12-06, by a helper who had not seen the
 * assistant's code or tuning questions (nothing under mocks/api/assistant/ but this file, nor
 * scripts/bench-assistant.mjs), and who did not run the assistant. The helper read only the
 * campus content (seed data and migrations: procedure types, regulations and directives, student
 * guide, FAQs) and the product spec, wrote every question with its expected source and fact,
 * and afterwards only checked that each title is spelled as stored.
 *
 * Nobody may tune on it: do not read these questions while changing the assistant, do not add
 * them (or paraphrases) to the tuning questions, and do not change a question to make it pass.
 * It measures how the assistant does on questions it was not shaped around; once tuned on, it
 * measures nothing. Replace it with a new blind set rather than editing it.
 */

export interface HeldOutQuestion {
  question: string;
  tipo: 'RESPUESTA' | 'MIS_DATOS' | 'SIN_RESPUESTA';
  /** Acceptable first sources (exact titles as stored: a procedure type's name, a regulation/directive's title, an FAQ's question, a guide section's title) when tipo is RESPUESTA. */
  titles?: readonly string[];
  /** A fact the answer must contain (a substring, case/accents-insensitive match): a fee like '50', a number of days, a key word of the rule. For RESPUESTA always; for MIS_DATOS when a demo account's data makes it certain, else omit. */
  fact?: string;
  /** Who asks (default 'alumno'); 'docente' for teachers' questions. */
  usuario?: 'alumno' | 'docente';
}

export const heldOutQuestions: readonly HeldOutQuestion[] = [
  // ── Procedure types: fees, days, requirements ────────────────────────────────────────────
  {
    // Two-part; second part (days) from the same procedure type.
    question:
      'oye cuanto cuesta el certificado de estudios y cuantos dias demora pa que me lo entreguen',
    tipo: 'RESPUESTA',
    titles: ['Certificado de estudios superiores'],
    fact: '120',
  },
  {
    question: 'nesecito una constancia de estudios pa mi chamba cuanto cuesta',
    tipo: 'RESPUESTA',
    titles: ['Constancia de estudios'],
    fact: '10',
  },
  {
    // Two-part; second part (days) from the same procedure type.
    question: 'cuanto sale la constancia de notas y cuantos dias se demora en salir',
    tipo: 'RESPUESTA',
    titles: ['Constancia de notas'],
    fact: '10',
  },
  {
    question:
      'quiero congelar el ciclo porque me salio un trabajo en provincia, cuanto me cobran pa eso y que necesito',
    tipo: 'RESPUESTA',
    titles: ['Retiro del periodo lectivo'],
    fact: '60',
  },
  {
    // Two-part; second part (coming back next period) from the same procedure type's purpose.
    question: 'cuanto cobran por congelar y despues puedo volver el siguiente ciclo normal?',
    tipo: 'RESPUESTA',
    titles: ['Retiro del periodo lectivo'],
    fact: '60',
  },
  {
    question:
      'ya no quiero seguir la carrera, como hago pa dejar el instituto del todo y cuantos dias demora eso',
    tipo: 'RESPUESTA',
    titles: ['Retiro definitivo del programa'],
    fact: '7',
  },
  {
    question: 'cuanto cuesta retirarme de un solo curso nomas',
    tipo: 'RESPUESTA',
    titles: ['Retiro de unidad didáctica'],
    fact: '30',
  },
  {
    // Two-part; second part (absences that disqualify) from 'Reglamento académico'.
    question: 'cuanto cuesta retirarme de un curso y cuantas faltas me inhabilitan',
    tipo: 'RESPUESTA',
    titles: ['Retiro de unidad didáctica'],
    fact: '30',
  },
  {
    // Two-part; second part (which grade allows it) from 'Reglamento académico'.
    question: 'cuanto cuesta el examen sustitutorio y con q nota lo puedo dar',
    tipo: 'RESPUESTA',
    titles: ['Inscripción a evaluación sustitutoria'],
    fact: '45',
  },
  {
    // Two-part; second part (days) from the same procedure type.
    question:
      'chance me cambio al turno noche por mi trabajo, cuanto cuesta el cambio de turno y cuantos dias tarda',
    tipo: 'RESPUESTA',
    titles: ['Cambio de turno'],
    fact: '25',
  },
  {
    question:
      'falte el martes porque estaba enfermo y tengo mi certificado medico, como hago pa justificar la falta',
    tipo: 'RESPUESTA',
    titles: ['Justificación de inasistencia'],
    fact: 'documento',
  },
  {
    question:
      'oye el profe me puso falta pero yo si fui a clase, hasta tengo fotos, que tramite hago',
    tipo: 'RESPUESTA',
    titles: ['Reconsideración de inasistencias'],
    fact: 'docente',
  },
  {
    question:
      'me retiraron de un curso por faltas pero tenia justificacion, puedo volver al curso?',
    tipo: 'RESPUESTA',
    titles: ['Reversión de retiro por inasistencia'],
    fact: 'reversion',
  },
  {
    question: 'creo q mi nota del parcial esta mal calificada como hago el reclamo',
    tipo: 'RESPUESTA',
    titles: ['Reclamo de nota', 'Directiva de evaluación y calificación'],
    fact: 'revis',
  },
  {
    // Two-part; second part (deadline to ask for a review) from 'Directiva de evaluación y calificación'.
    question: 'cuanto demora el reclamo de nota y hasta cuando puedo pedir que revisen mi examen',
    tipo: 'RESPUESTA',
    titles: ['Reclamo de nota'],
    fact: '5',
  },
  {
    question: 'desde que ciclo puedo empezar mis practicas',
    tipo: 'RESPUESTA',
    titles: ['Prácticas preprofesionales', 'Carpeta de prácticas preprofesionales'],
    fact: 'cuarto ciclo',
  },
  {
    question:
      'la empresa donde voy a hacer practicas me pide una carta del instituto, como la saco y cuanto cuesta',
    tipo: 'RESPUESTA',
    titles: ['Carta de presentación profesional'],
    fact: 'empresa',
  },
  {
    question: 'ya termine mis practicas como hago pa que me las validen',
    tipo: 'RESPUESTA',
    titles: ['Carpeta de prácticas preprofesionales'],
    fact: 'informe',
  },
  {
    question:
      'me dicen que pa egresar tengo que validar mi certificado de secundaria, cuantos dias demora eso',
    tipo: 'RESPUESTA',
    titles: ['Validación del certificado de estudios secundarios'],
    fact: '5',
  },
  {
    question: 'cuanto cuesta la constancia de progreso academico, me la piden pa la beca',
    tipo: 'RESPUESTA',
    titles: ['Constancia de progreso académico'],
    fact: '15',
  },
  {
    question: 'soy de extension cuanto cuesta el certificado del programa',
    tipo: 'RESPUESTA',
    titles: ['Certificado de programa de extensión'],
    fact: '80',
  },
  {
    // Two-part; second part (when the certificate is issued) from the guide section 'Certificación'.
    question: 'cuanto cuesta el certificado de curso o diplomado y cuando me lo dan',
    tipo: 'RESPUESTA',
    titles: ['Certificado de curso o diplomado'],
    fact: '50',
  },

  // ── Regulations and directives ───────────────────────────────────────────────────────────
  {
    question: 'me jalaron en matematica con 11, todavia puedo dar el sustitutorio?',
    tipo: 'RESPUESTA',
    titles: ['Reglamento académico', 'Inscripción a evaluación sustitutoria'],
    fact: 'sustitutori',
  },
  {
    question: 'con cuanto se aprueba un curso aca',
    tipo: 'RESPUESTA',
    titles: ['Reglamento académico', 'Directiva de evaluación y calificación'],
    fact: 'trece',
  },
  {
    question: 'si saco 12.5 de promedio me lo redondean a 13 o no',
    tipo: 'RESPUESTA',
    titles: ['Reglamento académico', 'Directiva de evaluación y calificación'],
    fact: 'promedio final',
  },
  {
    question:
      'oye llevo varias faltas en programacion, cuantas faltas puedo tener antes que me inhabiliten del curso',
    tipo: 'RESPUESTA',
    titles: ['Reglamento académico', '¿Qué pasa si tengo muchas faltas en un curso?'],
    fact: 'treinta por ciento',
  },
  {
    question: 'hasta cuando puedo pedir revision de una nota despues que la publican',
    tipo: 'RESPUESTA',
    titles: ['Directiva de evaluación y calificación'],
    fact: 'tres dias habiles',
  },
  {
    question: 'en cuantos dias suben las notas despues del examen',
    tipo: 'RESPUESTA',
    titles: ['Directiva de evaluación y calificación'],
    fact: 'siete dias',
  },
  {
    question: 'segun el reglamento cual es el plazo pa que atiendan un tramite academico',
    tipo: 'RESPUESTA',
    titles: ['Reglamento académico'],
    fact: 'siete dias habiles',
  },
  {
    question:
      'me pase de la fecha de matricula porque estaba de viaje, todavia puedo matricularme o ya fue',
    tipo: 'RESPUESTA',
    titles: ['Reglamento académico'],
    fact: 'extemporanea',
  },
  {
    question:
      'me chaparon copiando en el examen final con el celular, que me pueden hacer, me botan?',
    tipo: 'RESPUESTA',
    titles: ['Reglamento de conducta'],
    fact: 'grave',
  },
  {
    question: 'si plagio un trabajo de internet es falta grave',
    tipo: 'RESPUESTA',
    titles: ['Reglamento de conducta'],
    fact: 'grave',
  },
  {
    question: 'que sanciones hay si cometo una falta',
    tipo: 'RESPUESTA',
    titles: ['Reglamento de conducta'],
    fact: 'suspension',
  },
  {
    question:
      'un compañero del salon me esta acosando por whatsapp hace semanas, a donde lo puedo reportar',
    tipo: 'RESPUESTA',
    titles: ['Directiva de convivencia y conducta'],
    fact: 'bienestar estudiantil',
  },
  {
    question: 'subieron un video mio a tiktok sin mi permiso eso esta permitido?',
    tipo: 'RESPUESTA',
    titles: ['Reglamento de conducta', 'Directiva de convivencia y conducta'],
    fact: 'grave',
  },
  {
    question:
      'puedo prestarle mi cuenta del campus a mi primo pa que vea las clases grabadas, total es mi cuenta',
    tipo: 'RESPUESTA',
    titles: ['Directiva de uso del campus virtual'],
    fact: 'personal',
  },
  {
    question: 'cada cuanto tengo que revisar el correo institucional',
    tipo: 'RESPUESTA',
    titles: ['Directiva de uso del campus virtual'],
    fact: 'una vez por semana',
  },
  {
    question: 'puedo subir la grabacion de la clase a youtube pa mis compas de otra seccion',
    tipo: 'RESPUESTA',
    titles: ['Directiva de uso del campus virtual'],
    fact: 'seccion',
  },
  {
    question: 'hasta cuando guardan las grabaciones de las clases virtuales',
    tipo: 'RESPUESTA',
    titles: ['Política de tratamiento de datos personales'],
    fact: 'periodo academico',
  },
  {
    question: 'quiero q borren mis datos personales, a quien le escribo',
    tipo: 'RESPUESTA',
    titles: ['Política de tratamiento de datos personales'],
    fact: 'proteccion de datos',
  },
  {
    question:
      'si me retiro del instituto cuanto tiempo se quedan con mis datos, o los borran al toque',
    tipo: 'RESPUESTA',
    titles: ['Política de tratamiento de datos personales'],
    fact: 'un año',
  },

  // ── FAQs ─────────────────────────────────────────────────────────────────────────────────
  {
    question: 'olvide la clave del campus como la recupero',
    tipo: 'RESPUESTA',
    titles: ['¿Cómo recupero mi contraseña del campus?'],
    fact: 'seis digitos',
  },
  {
    // Two-part; second part (how long the code lasts) from the same FAQ.
    question: 'como recupero mi clave y cuanto dura el codigo que llega al correo',
    tipo: 'RESPUESTA',
    titles: ['¿Cómo recupero mi contraseña del campus?'],
    fact: 'codigo',
  },
  {
    question: 'donde veo mis notas del ciclo pasado',
    tipo: 'RESPUESTA',
    titles: ['¿Dónde veo mis notas?'],
    fact: 'avance curricular',
  },
  {
    question:
      'pague en el agente hace 3 dias y hasta ahora no me aparece el pago en el campus, que hago',
    tipo: 'RESPUESTA',
    titles: ['¿Qué hago si pagué y mi pago no aparece?'],
    fact: 'voucher',
  },
  {
    question: 'en cuanto tiempo se refleja el pago que hice por banca movil',
    tipo: 'RESPUESTA',
    titles: [
      '¿Dónde pago mis cuotas y cuáles son los medios de pago?',
      '¿Qué hago si pagué y mi pago no aparece?',
    ],
    fact: '48',
  },
  {
    question: 'como marco asistencia en la clase virtual',
    tipo: 'RESPUESTA',
    titles: ['¿Cómo marco mi asistencia a clase?'],
    fact: 'tolerancia',
  },
  {
    question: 'donde encuentro mi horario',
    tipo: 'RESPUESTA',
    titles: ['¿Dónde veo mi horario de clases?'],
    fact: 'mi horario',
  },
  {
    question: 'ando medio estresado con todo, como saco una cita con la psicologa del instituto',
    tipo: 'RESPUESTA',
    titles: ['¿Cómo agendo una cita de orientación psicológica?'],
    fact: 'orientacion psicologica',
  },
  {
    question:
      'tengo cita con la psicologa mañana pero me cruzo con un examen, hasta cuantas horas antes puedo cambiarla',
    tipo: 'RESPUESTA',
    titles: ['¿Cómo agendo una cita de orientación psicológica?'],
    fact: 'doce horas',
  },
  {
    question: 'como postulo a la beca socioeconomica',
    tipo: 'RESPUESTA',
    titles: ['¿Cómo postulo a una beca?'],
    fact: 'ficha',
  },
  {
    question: 'el campus no me carga desde ayer, donde reporto eso',
    tipo: 'RESPUESTA',
    titles: ['¿Cómo contacto a soporte técnico del campus?'],
    fact: 'ticket',
  },
  {
    question: 'en que parte del campus se ve el estado de un tramite',
    tipo: 'RESPUESTA',
    titles: ['¿Cómo sigo el estado de un trámite que ya envié?'],
    fact: 'tramites en proceso',
  },

  // ── Student guide ────────────────────────────────────────────────────────────────────────
  {
    question: 'en extension con que nota me dan el certificado',
    tipo: 'RESPUESTA',
    titles: ['Certificación'],
    fact: '13',
  },
  {
    question: 'pa las clases virtuales cuanto antes me tengo que conectar',
    tipo: 'RESPUESTA',
    titles: ['Clases virtuales'],
    fact: 'cinco minutos',
  },
  {
    question:
      'soy nuevo recien entre este ciclo y no entiendo nada, que tengo que hacer en mi primer ciclo',
    tipo: 'RESPUESTA',
    titles: ['Tu primer ciclo'],
    fact: 'tutor',
  },
  {
    question: 'los cursos de extension como son, tienen varios modulos?',
    tipo: 'RESPUESTA',
    titles: ['Cómo funcionan los cursos de extensión'],
    fact: 'modulo unico',
  },

  // ── Teachers ─────────────────────────────────────────────────────────────────────────────
  {
    question: 'buenas, cuantos dias tengo pa subir las notas despues de tomar un examen',
    tipo: 'RESPUESTA',
    titles: ['Reglamento docente', '¿Cómo registro las notas de mi sección?'],
    fact: 'siete',
    usuario: 'docente',
  },
  {
    question:
      'y la nota final hasta cuando tengo plazo pa subirla una vez que cierra la unidad, porque tengo varias secciones',
    tipo: 'RESPUESTA',
    titles: ['Reglamento docente'],
    fact: 'cuarenta y ocho',
    usuario: 'docente',
  },
  {
    question: 'cuando tengo que publicar el silabo en el campus',
    tipo: 'RESPUESTA',
    titles: ['Reglamento docente'],
    fact: 'primera sesion',
    usuario: 'docente',
  },
  {
    // Two-part; second part (days) from the same procedure type.
    question: 'como mando mi silabo pa que lo visen y cuanto demoran',
    tipo: 'RESPUESTA',
    titles: ['Visado de sílabo'],
    fact: '4',
    usuario: 'docente',
  },
  {
    question:
      'me equivoque al subir la nota de un alumno en el acta, le puse 8 y era 18, como la corrijo',
    tipo: 'RESPUESTA',
    titles: ['Rectificación de nota'],
    fact: '3',
    usuario: 'docente',
  },
  {
    question:
      'el banco me pide una constancia de que trabajo en el instituto hace años, como la pido',
    tipo: 'RESPUESTA',
    titles: ['Constancia de permanencia docente'],
    fact: '5',
    usuario: 'docente',
  },
  {
    question: 'q requisitos tiene la foto pal fotocheck',
    tipo: 'RESPUESTA',
    titles: ['Validación de foto profesional'],
    fact: 'fondo blanco',
    usuario: 'docente',
  },
  {
    question: 'cuantas capacitaciones tengo que llevar al año como docente',
    tipo: 'RESPUESTA',
    titles: ['Reglamento docente'],
    fact: 'al menos una',
    usuario: 'docente',
  },
  {
    question: 'tengo que registrar la asistencia en todas las sesiones o solo en algunas',
    tipo: 'RESPUESTA',
    titles: ['Reglamento docente'],
    fact: 'cada sesion',
    usuario: 'docente',
  },
  {
    question: 'donde subo las notas de mi seccion',
    tipo: 'RESPUESTA',
    titles: ['¿Cómo registro las notas de mi sección?'],
    fact: 'evaluaciones',
    usuario: 'docente',
  },
  {
    question: 'se me olvido la clave del campus docente',
    tipo: 'RESPUESTA',
    titles: ['¿Cómo recupero mi contraseña del campus?'],
    fact: 'seis digitos',
    usuario: 'docente',
  },
  {
    question:
      'oye si grabo mis clases virtuales pa los alumnos, cuanto tiempo se guardan esas grabaciones',
    tipo: 'RESPUESTA',
    titles: ['Política de tratamiento de datos personales'],
    fact: 'periodo academico',
    usuario: 'docente',
  },
  { question: 'que clases me tocan dictar hoy', tipo: 'MIS_DATOS', usuario: 'docente' },
  {
    question: 'mande una rectificacion de nota la semana pasada, como va mi tramite',
    tipo: 'MIS_DATOS',
    usuario: 'docente',
  },
  {
    question: 'cuanto pagan la hora de clase a los docentes contratados',
    tipo: 'SIN_RESPUESTA',
    usuario: 'docente',
  },
  { question: 'que dia depositan el sueldo este mes', tipo: 'SIN_RESPUESTA', usuario: 'docente' },

  // ── The caller's own data ────────────────────────────────────────────────────────────────
  { question: 'tengo algo pendiente de pagar?', tipo: 'MIS_DATOS' },
  { question: 'como va mi tramite', tipo: 'MIS_DATOS' },
  { question: 'que clases tengo hoy', tipo: 'MIS_DATOS' },
  { question: 'cuantas faltas llevo', tipo: 'MIS_DATOS' },
  {
    question:
      'oye cuanto le debo al instituto hasta ahora, pa ver si me alcanza pa pagar todo este mes',
    tipo: 'MIS_DATOS',
  },
  {
    question:
      'ya me respondieron el tramite que mande la semana pasada o sigue en revision todavia',
    tipo: 'MIS_DATOS',
  },
  { question: 'a q hora es mi clase de hoy y es virtual o presencial', tipo: 'MIS_DATOS' },
  {
    question: 'llevo muchas faltas en algun curso? no quiero que me inhabiliten justo este ciclo',
    tipo: 'MIS_DATOS',
  },
  { question: 'cuando vence mi proxima cuota', tipo: 'MIS_DATOS' },
  { question: 'tengo tramites en proceso', tipo: 'MIS_DATOS' },
  { question: 'hoy tengo clase o estoy libre', tipo: 'MIS_DATOS' },
  { question: 'mis cuotas vencidas cuales son', tipo: 'MIS_DATOS' },

  // ── Not covered by the content (some share words with it) ───────────────────────────────
  { question: 'quien es el coordinador de la carrera de contabilidad', tipo: 'SIN_RESPUESTA' },
  {
    question: 'cuanto cuesta sacar el carnet de medio pasaje, me lo piden en el bus',
    tipo: 'SIN_RESPUESTA',
  },
  { question: 'cuanto cuesta la matricula del proximo ciclo', tipo: 'SIN_RESPUESTA' },
  { question: 'a que hora abre la biblioteca de la sede', tipo: 'SIN_RESPUESTA' },
  { question: 'cuantos dias me prestan un libro de la biblioteca', tipo: 'SIN_RESPUESTA' },
  { question: 'hay estacionamiento pa motos en el instituto', tipo: 'SIN_RESPUESTA' },
  {
    question:
      'cuando termine la carrera cuanto me va a costar sacar el titulo tecnico, pa ir ahorrando',
    tipo: 'SIN_RESPUESTA',
  },
  { question: 'cuando son las vacaciones de medio año', tipo: 'SIN_RESPUESTA' },
  {
    question: 'que porcentaje de descuento te da la beca socioeconomica',
    tipo: 'SIN_RESPUESTA',
  },
  { question: 'cual es la clave del wifi del instituto', tipo: 'SIN_RESPUESTA' },
  { question: 'cuanto pagan en las practicas preprofesionales', tipo: 'SIN_RESPUESTA' },
  { question: 'hay comedor en la sede y cuanto cuesta el menu', tipo: 'SIN_RESPUESTA' },
  { question: 'la psicologa atiende los domingos', tipo: 'SIN_RESPUESTA' },
  { question: 'puedo llevar a mi perro a clase', tipo: 'SIN_RESPUESTA' },
  { question: 'cuanto cuesta el uniforme del instituto', tipo: 'SIN_RESPUESTA' },
  {
    question:
      'el instituto tiene convenio con alguna universidad pa seguir estudiando despues de egresar',
    tipo: 'SIN_RESPUESTA',
  },
  { question: 'cuanto cuesta la constancia de egresado', tipo: 'SIN_RESPUESTA' },
  {
    question: 'cuantos creditos necesito en total pa egresar de mi carrera',
    tipo: 'SIN_RESPUESTA',
  },
];
