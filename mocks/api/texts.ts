// Every Spanish text the demo API sends (spec §5, §8); handlers and tests import them from here.

const referralStates: Record<string, string> = {
  REGISTRADO: 'registrado',
  CONTACTADO: 'contactado',
  MATRICULADO: 'matriculado',
  DESCARTADO: 'descartado',
};

export const texts = {
  success: 'Se realizo la operación con éxito',
  notFound: 'No se encontro la informacion solicitada.',
  serverError: 'Ocurrió un error en el servidor, por favor intente más tarde',
  genericError: '¡Ups! ocurrió un error, inténtalo más tarde',
  sessionRequired: 'Necesita iniciar sesión',
  sessionExpired: 'Sesión expirada',
  forbidden: 'No tienes permiso para realizar esta acción.',
  staleRecord:
    'Otra persona modificó este registro mientras lo editabas. Recarga la página para ver sus cambios; los tuyos no se guardaron.',
  badListQuery: 'Los parámetros de la lista no son válidos.',
  requestTooLarge: 'La dirección o las cabeceras de la solicitud son demasiado largas.',
  // One text for every refused proof of work (missing work, altered, expired, used): the public
  // lookups' challenge (issue 55).
  challengeRefused: 'La verificación no es válida o ya venció. Vuelve a consultar.',
  integration: {
    keyRequired: 'Falta la clave de integración.',
    // One text for every refused key: a caller learns nothing about which part failed.
    keyRefused: 'La clave de integración no es válida, venció o fue revocada.',
    outOfScope: 'La clave de integración no permite esta consulta.',
  },
  // The live notifications broker's ERROR frames (stomp/stompConnection.ts); each ends the connection.
  live: {
    version: 'El servidor de notificaciones solo admite STOMP 1.2.',
    connectFirst: 'Inicia la conexión (CONNECT) antes de enviar otros comandos.',
    connectTimeout: 'La conexión de notificaciones no se inició a tiempo.',
    alreadyConnected: 'La conexión de notificaciones ya está iniciada.',
    malformed: 'El mensaje recibido no es un frame STOMP válido.',
    binary: 'Solo se aceptan mensajes de texto.',
    unknownCommand: 'El servidor de notificaciones no admite este comando.',
    missingHeader: (name: string) => `Falta la cabecera ${name}.`,
    foreignQueue: 'Solo puedes suscribirte a tus propias notificaciones.',
    subscriptionTaken: 'Ya tienes una suscripción con este id.',
    ackMode: 'Las notificaciones solo se confirman de forma automática (ack:auto).',
    sendRefused: 'Este canal solo entrega notificaciones: no recibe mensajes.',
    tooManyForUser:
      'Tienes demasiadas conexiones de notificaciones abiertas. Cierra alguna e inténtalo de nuevo.',
    tooManyFromAddress:
      'Hay demasiadas conexiones de notificaciones desde tu red. Inténtalo más tarde.',
  },
  admin: {
    tableCodeTaken: 'Ya existe una tabla maestra con este código.',
    recordCodeTaken: 'Ya existe un registro con este código en esta tabla.',
    tableNotFound: 'La tabla maestra no existe.',
    tableHasRecords:
      'No se puede eliminar la tabla maestra porque tiene registros. Elimina primero sus registros.',
    systemTable: 'No se puede eliminar esta tabla maestra porque el campus la usa.',
    parameterKeyTaken: 'Ya existe un parámetro con esta clave para esta marca.',
    brandNotFound: 'No existe una marca con este código.',
    systemParameter: 'No se puede eliminar este parámetro porque el campus lo usa.',
    ownAdminFlag: 'No puedes quitarte a ti mismo el acceso de administración.',
    ownLock: 'No puedes bloquear tu propia cuenta.',
    userNotFound: 'No existe un usuario con este nombre de usuario.',
    permissionNotFound: 'El permiso no existe.',
    permissionHeld: 'Este usuario ya tiene el permiso.',
    regulationNotFound: 'El reglamento no existe.',
    regulationWithoutVersions: 'Publica una versión del reglamento antes de activarlo.',
    regulationHasAcceptances:
      'No se puede eliminar este reglamento porque alguna de sus versiones ya tiene aceptaciones. Puedes desactivarlo.',
    versionHasAcceptances: 'No se puede eliminar esta versión porque ya tiene aceptaciones.',
    onlyVersion:
      'No se puede eliminar la única versión de un reglamento activo. Desactiva el reglamento o publica otra versión primero.',
    versionNotAcceptable:
      'Esta versión no es la vigente de un reglamento activo que te corresponda aceptar.',
    regulationAccepted: 'Registramos tu aceptación del reglamento.',
    studentsOnly: 'La sede, el programa y el ciclo solo se usan para segmentar estudiantes.',
    choiceNotFound: 'La opción elegida no existe o no pertenece a la marca elegida.',
    usernameTaken: 'Ya existe un usuario con este nombre de usuario.',
    notificationCodeTaken: 'Ya existe una configuración de notificación con este código.',
    notificationCodeUsed:
      'No se puede eliminar esta configuración porque ya se enviaron notificaciones con su código. Puedes desactivarla.',
    referralBackwards: (from: string, to: string) =>
      `Un referido ${referralStates[from]} no puede pasar a ${referralStates[to]}: su estado solo avanza.`,
    credentialNameTaken: 'Ya existe una credencial con este nombre.',
    credentialUsed:
      'No se puede eliminar esta credencial porque un sistema ya la usó. Puedes suspenderla o revocar sus claves.',
    credentialNotFound: 'La credencial no existe.',
    credentialKeyLimit:
      'Esta credencial ya tiene dos claves vigentes. Revoca la que el sistema ya no usa antes de generar otra.',
    genericUserUsed:
      'No se puede eliminar esta cuenta porque ya se usó en el campus. Puedes desactivarla.',
    taskOrderTaken: 'Ya hay otra tarea principal con este orden para esta audiencia.',
    subtaskOrderTaken: 'Ya hay otra subtarea con este orden en la misma tarea.',
    taskParentInvalid: 'Elige una tarea principal de la misma audiencia.',
    taskWithSubtasks:
      'Esta tarea tiene subtareas: debe seguir siendo una tarea principal de su audiencia.',
    tourTaskWithoutTour:
      'Las tareas cuyo módulo empieza por nueva_func_tour necesitan la configuración de un tour existente.',
    taskPending: (count: number) =>
      `No se puede eliminar esta tarea porque ${count === 1 ? '1 usuario la tiene' : `${count} usuarios la tienen`} pendiente. Puedes desactivarla.`,
    taskHasSubtasks:
      'No se puede eliminar esta tarea porque tiene subtareas. Elimínalas o muévelas primero.',
    tourCodeTaken: 'Ya existe un tour con este código de configuración.',
    tourNotFound: 'El tour no existe.',
    tourInUse: (tarea: string) =>
      `No se puede eliminar este tour porque la tarea «${tarea}» lo usa. Cambia primero esa tarea.`,
    modalCodeTaken: 'Este tour ya tiene un modal de este tipo.',
    measureCodeTaken: 'Este tour ya tiene una medida desde este ancho de pantalla.',
    stepOutOfRange: (last: number) => `Los pasos van seguidos: elige un número del 1 al ${last}.`,
    widthRange: 'El ancho máximo no puede ser menor que el ancho mínimo.',
    videoHost: 'Solo se permiten links de Youtube o Vimeo.',
  },
  teacherScheduling: {
    weekdays: ['', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    overlap: (section: string, day: string, start: string, end: string) =>
      `Se cruza con ${section} (${day} de ${start} a ${end}).`,
    rest: (minutes: number, section: string, day: string) =>
      `Tendría menos de ${minutes} minutos de descanso entre esta sección y ${section} (${day}).`,
    weeklyMax: (max: number, total: number) =>
      `Superaría el máximo de ${max} horas semanales (tendría ${total} horas).`,
    availability: (day: string, start: string, end: string) =>
      `No declaró disponibilidad el ${day} de ${start} a ${end}.`,
    refused: (teacher: string, reason: string) => `No se puede asignar a ${teacher}: ${reason}`,
    refusedApproval: (teacher: string, reason: string) =>
      `No se puede aprobar a ${teacher}: ${reason}`,
    notTeacher: 'Elige un docente de la sede del proceso.',
    closed: 'El proceso de programación no está abierto en esta fecha.',
    closesBeforeOpening: 'La fecha de cierre no puede ser anterior a la de apertura.',
    foreignCampus: 'Elige una sede de tu institución.',
    campusTaken: 'Esta sede ya tiene un proceso de programación para el periodo.',
    foreignProgramme: 'Elige programas de tu institución.',
    notProposed: 'Esta sección no tiene una asignación propuesta por aprobar.',
    concurrent:
      'Otra persona cambió esta sección mientras la revisabas. Vuelve a cargarla para ver su asignación actual; tu cambio no se guardó.',
    assigned: 'Se asignó la sección. Enviamos el correo de confirmación al docente.',
    approved: 'Se aprobó la asignación.',
    rejected: 'Se rechazó la asignación.',
    published: (count: number) => `Se publicó la programación de ${count} secciones.`,
    mailAssign: (course: string, group: string, period: string) =>
      `Se te asignó ${course} (grupo ${group}) en la programación ${period}`,
    mailUpdate: (course: string, group: string, period: string) =>
      `Cambió tu asignación de ${course} (grupo ${group}) en la programación ${period}`,
  },
  teacherAvailability: {
    noChanges: 'No se encontraron cambios que guardar.',
    repeated: 'Marcaste la misma hora más de una vez.',
    saved: 'Se guardó tu disponibilidad.',
  },
  menu: {
    gradeHistory: 'Historial de notas',
  },
  reports: {
    filterNotOffered: 'Este reporte no se filtra por este campo.',
    groupingNotOffered: 'Este reporte no se agrupa por este campo.',
    columnNotFound: 'Este reporte no tiene esa columna.',
  },
  notifications: {
    groupTitles: { ACADEMICO: 'Académicas', ADMINISTRATIVO: 'Administrativas' },
    criticalType: 'Esta notificación es obligatoria y no se puede desactivar.',
    preferenceSaved: 'Se guardó tu preferencia.',
    quietHoursSaved: 'Se guardó tu horario de silencio.',
    quietHoursCleared: 'Se quitó tu horario de silencio.',
    quietHoursEqual: 'La hora de inicio y la de fin no pueden ser iguales.',
    quietHoursPair: 'Indica la hora de inicio y la de fin, o deja ambas vacías.',
    userNotFound: 'No existe un usuario con este nombre de usuario.',
    devOnly: 'Esta herramienta solo está disponible en desarrollo.',
    devSent: 'Se envió la notificación.',
  },
  tourMenuGroup: 'Recorridos del campus',
  tourTaskMissing: 'Indica la tarea o el recorrido.',
  tourTaskMismatch: 'La tarea no corresponde a este recorrido.',
  loggedIn: 'Bienvenido(a) al campus',
  loggedOut: 'Sesión finalizada',
  invalidCredentials: 'Usuario o contraseña incorrectos.',
  tooManyFailures: (seconds: number) =>
    `Demasiados intentos fallidos. Espera ${seconds} segundos e inténtalo nuevamente.`,
  tooManyFromAddress: (seconds: number) =>
    `Hubo demasiados intentos fallidos desde tu conexión. Espera ${seconds} segundos e inténtalo nuevamente.`,
  busySigningIn: 'Hay muchos ingresos en este momento. Inténtalo nuevamente en unos segundos.',
  tooManyCodeRequests: (seconds: number) =>
    `Ya enviamos un código hace poco. Espera ${seconds} segundos antes de solicitar otro.`,
  codeSent: 'Si el usuario existe, enviamos un código de 6 dígitos a su correo registrado.',
  wrongCode: 'El código ingresado es incorrecto. Inténtalo nuevamente.',
  passwordChanged: 'Tu contraseña se actualizó correctamente. Ya puedes iniciar sesión.',
  resetMailSubject: 'Código para restablecer tu contraseña',
  validation: {
    required: 'El campo es requerido.',
    unknownField: 'El campo no está permitido.',
    format: 'No cumple con el formato.',
    email: 'No es un correo válido.',
    url: 'No cumple con el formato de link.',
    number: 'Este campo solo recibe números.',
    invalidValue: 'No es un valor válido.',
    maxLength: 'Has llegado al límite de caracteres.',
    minLength: (limit: number) => `El mínimo de caracteres que debes ingresar es ${limit}`,
    maximum: 'Has llegado al valor límite',
    minimum: (limit: number) => `El valor mínimo que debes ingresar es ${limit}`,
    invalidJson: 'El contenido enviado no es un JSON válido.',
    unsupportedMediaType: 'El tipo de contenido enviado no está soportado.',
    tooLarge: 'El contenido enviado excede el tamaño permitido.',
    controlCharacters: 'El texto contiene caracteres no permitidos.',
  },
  // The students' referrals (issue 39).
  studentReferrals: {
    registered: 'Registramos a tu referido. El área de admisión se comunicará con él.',
    duplicate: 'Esta persona ya fue referida. Cada persona puede ser referida una sola vez.',
    phoneTaken: 'Este celular ya fue registrado como referido.',
    mailTaken: 'Este correo ya fue registrado como referido.',
    unknownProgramme: 'Elige un programa de estudios de la lista.',
  },
  // The student support service as the student sees it (issue 39).
  sae: {
    tutoring: 'Área de tutoría',
    confirmed: 'Confirmaste tu asistencia a la entrevista.',
    notAnInterview: 'Solo puedes confirmar tu asistencia a una entrevista.',
    notPending: 'Esta acción ya no está pendiente.',
    // The staff's side (issue 39).
    caseClosed: 'El caso está cerrado: no admite notas ni citas nuevas.',
    pastDate: 'Elige una fecha y hora posteriores a este momento.',
    farDate: 'Elige una fecha dentro de los próximos 90 días.',
    noteAdded: 'Guardamos la nota.',
    publicNoteAdded: 'Guardamos la nota. El estudiante podrá leerla en su historial.',
    scheduled: 'Agendamos la entrevista. Avisamos al estudiante.',
    noteNotice: {
      title: 'Tu tutor dejó una nota en tu caso',
      linkName: 'Ver historial',
    },
    interviewNotice: {
      title: 'Tienes una entrevista con tu tutor',
      description: (title: string, place: string) => `${title}. Lugar: ${place}.`,
      linkName: 'Ver pendientes',
    },
    // Forms the student answers, cases opened and closed by hand (issue 39).
    formAnswered: 'Ya respondiste este formulario.',
    formOfClosedCase: 'El caso de este formulario está cerrado: ya no puedes responderlo.',
    answerRequired: 'Responde esta pregunta.',
    notAnOption: 'Elige una de las opciones.',
    notAQuestion: 'Una de las respuestas no corresponde a este formulario.',
    answered: 'Enviamos tus respuestas. Tu tutor las revisará.',
    unknownTemplate: 'Elige uno de los formularios disponibles.',
    notAStudent: 'Elige un estudiante.',
    formAssigned: 'Enviamos el formulario. Avisamos al estudiante.',
    opened: 'Abrimos el caso. Avisamos al estudiante.',
    closed: 'Cerramos el caso. Avisamos al estudiante.',
    alreadyClosed: 'El caso ya está cerrado.',
    formNotice: {
      title: 'Tienes un formulario por responder',
      description: (title: string, date: string) => `${title}. Respóndelo hasta el ${date}.`,
      linkName: 'Responder formulario',
    },
    openNotice: {
      title: 'El SAE abrió un caso de acompañamiento contigo',
      linkName: 'Ver caso',
    },
    closeNotice: {
      title: 'Tu tutor cerró tu caso',
      linkName: 'Ver historial',
    },
    // A teacher's alert shows its reason, never the teacher's comment.
    alertReasons: {
      INASISTENCIAS: 'Inasistencias',
      BAJO_RENDIMIENTO: 'Bajo rendimiento',
      SALUD: 'Salud',
      SITUACION_ECONOMICA: 'Situación económica',
      CONDUCTA: 'Conducta',
      OTRO: 'Otro motivo',
    } as Record<string, string>,
  },
  // The socioeconomic scholarship application and its evaluation (issue 39).
  socioeconomicScholarship: {
    saved: 'Guardamos tu avance.',
    submitted: 'Enviamos tu solicitud. Te avisaremos cuando sea evaluada.',
    notOffered: 'La beca socioeconómica no tiene convocatoria en este periodo.',
    alreadySubmitted: 'Ya enviaste tu solicitud de beca socioeconómica para este periodo.',
    alreadyApplied: 'Ya postulaste a la beca socioeconómica en este periodo.',
    missingStep: 'Completa este paso antes de enviar tu solicitud.',
    missingDocument: 'Sube este documento antes de enviar tu solicitud.',
    notYourFile: 'Sube el documento otra vez: no encontramos el archivo.',
    tooManyDependants: 'Los dependientes deben ser menos que los integrantes del hogar.',
    tooManyEarners: 'Los aportantes no pueden ser más que los integrantes del hogar.',
    documents: {
      SUSTENTO_INGRESOS: 'Sustento de ingresos del hogar',
      RECIBO_SERVICIOS: 'Recibo de luz o agua',
    },
    needsPercent: 'Indica el porcentaje de la beca.',
    needsReason: 'Indica el motivo del rechazo.',
    notInEvaluation: 'Esta solicitud ya fue evaluada.',
    granted: 'Otorgaste la beca. Aplicamos el descuento a las cuotas pendientes del periodo.',
    rejected: 'Rechazaste la solicitud. Avisamos al estudiante.',
    feeName: 'Beca socioeconómica',
    notification: {
      title: 'Tu solicitud de beca socioeconómica fue evaluada',
      granted: (percent: number, period: string) =>
        `Te otorgamos la beca socioeconómica del periodo ${period}: ${percent} % de descuento en tus cuotas pendientes.`,
      rejected: (period: string, reason: string) =>
        `Tu solicitud de beca socioeconómica del periodo ${period} no fue aprobada. Motivo: ${reason}`,
      linkName: 'Ver mis becas',
    },
  },
} as const;
