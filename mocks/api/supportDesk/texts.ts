// The support desk's Spanish texts (issue 41), as the demo API sends them.

export const supportTexts = {
  created: 'Tu ticket fue registrado.',
  replied: 'Tu respuesta fue enviada.',
  reopened: 'Tu ticket fue reabierto.',
  closed: 'Gracias por calificar la atención.',
  notYourFile: 'Uno de los archivos adjuntos no es válido o ya fue usado.',
  fileKind: 'Solo se permiten archivos PDF, JPG o PNG de hasta 5 MB.',
  closedTakesNoComment: 'El ticket está resuelto o cerrado: reábrelo para seguir la conversación.',
  notResolved: 'Solo puedes cerrar un ticket resuelto.',
  notReopenable: 'Solo puedes reabrir un ticket resuelto o cerrado.',
  windowOver: 'Pasaron más de 7 días desde que se resolvió el ticket: abre uno nuevo.',
  notification: {
    title: 'Respondieron tu ticket de soporte',
    linkName: 'Ver ticket',
  },
} as const;
