// The Spanish texts of the enrolment document operations (ours: the spec names none).

export const enrolmentDocumentTexts = {
  uploaded: 'Recibimos tu documento. El área de matrícula lo revisará.',
  notOwed: 'Este documento no se te solicita.',
  notYourFile: 'El archivo no es uno que hayas subido para tus documentos de matrícula.',
  approvedStays: 'Este documento ya fue aprobado y no se puede reemplazar.',
  notPending: 'Este documento ya fue revisado.',
  replaced: 'El estudiante reemplazó el archivo. Revisa el nuevo antes de decidir.',
  approved: 'Aprobaste el documento.',
  observed: 'Observaste el documento. Avisamos al estudiante.',
  notification: {
    title: 'Tu documento de matrícula fue observado',
    description: (nombre: string, observacion: string) =>
      `Reemplaza tu ${nombre}. Motivo: ${observacion}`,
    linkName: 'Subir documentos',
  },
} as const;
