// The flow's own texts (spec §4 home alert queue; the spec gives no wording for these).

export const texts = {
  // Said when the flow brings the user back to a mandatory task they tried to leave (issue 54).
  stayOnTask: 'Primero completa esta tarea obligatoria; luego podrás ir a otras páginas.',
  // Names the stack of home alerts that are not the sign-in's one dialog (issue 54).
  stack: 'Avisos',
  regulations: {
    title: 'Reglamentos actualizados',
    intro:
      'El instituto actualizó estos reglamentos. Léelos y confirma que los aceptas para continuar.',
    list: 'Reglamentos por aceptar',
    loadError: 'No pudimos cargar los reglamentos.',
    version: (numero: number, date: string) => `Versión ${numero} · Publicada el ${date}`,
    changes: (summary: string) => `Qué cambió: ${summary}`,
    read: 'Leer',
    hide: 'Ocultar',
    textOf: (titulo: string) => `Texto de ${titulo}`,
    accept: 'Acepto',
    acceptLabel: (titulo: string) => `Acepto ${titulo}`,
  },
  electives: {
    title: 'Elige tu unidad electiva',
    text: (course: string, deadline: string) =>
      `Aún no eliges tu ${course}. Tienes plazo hasta el ${deadline}.`,
    choose: 'Elegir ahora',
  },
  preRegistration: {
    title: (periodo: string) => `Prematrícula ${periodo}`,
    reminderTitle: 'Último aviso de prematrícula',
    text: (periodo: string, cierre: string) =>
      `La prematrícula del periodo ${periodo} está abierta hasta el ${cierre}. Confírmala para asegurar tu continuidad.`,
    reminderText: (periodo: string, cierre: string) =>
      `La prematrícula del periodo ${periodo} cierra el ${cierre} y aún no la confirmas.`,
    confirm: 'Confirmar prematrícula',
  },
  password: {
    title: 'Actualiza tu contraseña',
    text: (fecha: string) =>
      `Tu contraseña no se cambia desde el ${fecha}. Por tu seguridad, te recomendamos cambiarla.`,
    action: 'Cambiar contraseña',
  },
  ces: {
    action: 'Subir certificado',
    pending: {
      title: 'Certificado de estudios secundarios pendiente',
      text: (programa: string, fecha: string) =>
        `Aún no recibimos tu certificado de estudios secundarios para ${programa}. Súbelo hasta el ${fecha}.`,
    },
    lastCycle: {
      title: 'Estás en tu último ciclo',
      text: (programa: string, fecha: string) =>
        `Para egresar de ${programa} necesitas entregar tu certificado de estudios secundarios. Súbelo hasta el ${fecha}.`,
    },
    late: {
      title: 'Certificado de estudios secundarios vencido',
      text: (_programa: string, fecha: string) =>
        `El plazo para entregar tu certificado de estudios secundarios venció el ${fecha}. Súbelo cuanto antes para regularizar tu matrícula.`,
    },
    graduate: {
      title: 'Completa tu expediente de egreso',
      text: (programa: string) =>
        `Para tramitar tu título de ${programa} necesitas entregar tu certificado de estudios secundarios.`,
    },
  },
  debts: {
    title: 'Tienes pagos pendientes',
    overdue:
      'Tienes cuotas vencidas. Regulariza tu pago para evitar recargos y el bloqueo de algunos trámites.',
    dueSoon: 'Tienes una cuota por vencer en los próximos días.',
    action: 'Ver mis pagos',
  },
  phone: {
    title: 'Verifica tu número de celular',
    text: (celular: string) =>
      `Confirma que el ${celular} es tu número para recibir avisos y códigos por SMS.`,
    action: 'Verificar ahora',
  },
  certificate: {
    title: 'Tu certificado de estudios está disponible',
    text: (programa: string) => `Ya puedes solicitar tu certificado de estudios de ${programa}.`,
    action: 'Solicitar certificado',
  },
} as const;
