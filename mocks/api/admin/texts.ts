// The Spanish texts of the master-data and report operations (spec §5, §8).

const referralStates: Record<string, string> = {
  REGISTRADO: 'registrado',
  CONTACTADO: 'contactado',
  MATRICULADO: 'matriculado',
  DESCARTADO: 'descartado',
};

export const adminTexts = {
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
} as const;

export const reportTexts = {
  filterNotOffered: 'Este reporte no se filtra por este campo.',
  groupingNotOffered: 'Este reporte no se agrupa por este campo.',
  columnNotFound: 'Este reporte no tiene esa columna.',
} as const;
