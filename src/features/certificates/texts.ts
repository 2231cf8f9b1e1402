// The study certificate page's texts (ours: the spec names the route only).

export const texts = {
  certificate: {
    title: 'Certificado de estudios',
    intro:
      'Tu certificado de estudios resume las notas y créditos de cada periodo. Quien lo reciba puede verificarlo con su código o su código QR.',
    loadError: 'No pudimos cargar tu certificado de estudios.',
    none: 'El certificado de estudios se emite para programas de carrera. No tienes uno.',
    graduate: 'Egresado',
    credits: (credits: number) => `Créditos aprobados: ${credits}`,
    latest: 'Tu certificado vigente',
    code: 'Código de verificación',
    issuedOn: (day: string) => `Emitido el ${day}`,
    download: 'Descargar PDF',
    downloadError: 'No pudimos descargar el certificado. Inténtalo nuevamente.',
    verify: 'Verificar este certificado',
    qr: (code: string) => `Código QR para verificar el certificado ${code}`,
    issue: 'Emitir certificado',
    issueAtOnce: 'Puedes emitir tu certificado ahora, sin costo adicional.',
    byProcedure: (fee: string) =>
      `Para un nuevo certificado, solicítalo con el trámite Certificado de estudios superiores (costo: ${fee}).`,
    request: 'Solicitar por trámite',
    inProcess: 'Tu solicitud de certificado está en trámite. Te avisaremos cuando esté aprobada.',
    seeRequests: 'Ver mis trámites en proceso',
    record: 'Notas por periodo',
    period: (code: string) => `Periodo ${code}`,
    noRecord: 'Aún no tienes notas finales.',
    columns: { course: 'Unidad didáctica', cycle: 'Ciclo', grade: 'Nota', credits: 'Créditos' },
  },
} as const;
