// The public pages' texts: verifying a certificate or a sworn statement by its code, and the
// short links (ours: the spec names the routes only).

export const texts = {
  verify: {
    certificate: {
      title: 'Verificar constancias y certificados',
      intro: 'Ingresa el código de verificación impreso en el certificado o escanea su código QR.',
      valid: 'Certificado válido',
      revoked: 'Certificado revocado',
      revokedOn: (day: string) => `Este certificado fue revocado el ${day} y ya no es válido.`,
      unknown: 'No encontramos un certificado con ese código. Revisa que esté bien escrito.',
      holder: 'Titular',
      document: 'Documento',
      programme: 'Programa de estudios',
      credits: 'Créditos aprobados',
    },
    statement: {
      title: 'Validar declaración jurada',
      intro: 'Ingresa el código de la declaración jurada que emitió el instituto.',
      valid: 'Declaración jurada válida',
      revoked: 'Declaración jurada revocada',
      revokedOn: (day: string) => `Esta declaración jurada fue revocada el ${day}.`,
      unknown:
        'No encontramos una declaración jurada con ese código. Revisa que esté bien escrito.',
      holder: 'Declarante',
      subject: 'Asunto',
    },
    unknown: 'Código no encontrado',
    code: 'Código de verificación',
    codeHint: 'Por ejemplo: K7QM-4TZP-9XWA',
    submit: 'Verificar',
    // The proof of work of issue 55: nothing to answer, a second or so of the browser's work.
    checking: 'Verificando que no eres un robot…',
    checkFailed: 'No pudimos completar la verificación. Vuelve a intentarlo.',
    issued: 'Fecha de emisión',
    login: 'Ir a iniciar sesión',
  },
  redirect: {
    title: 'Redirección',
    opening: 'Abriendo el enlace…',
    notFound: 'Este enlace no existe o ya venció',
    notFoundText:
      'Puede que lo hayas copiado incompleto o que ya no esté disponible. Ingresa al campus para encontrar lo que buscabas.',
    loadError: 'No pudimos abrir el enlace. Inténtalo nuevamente en unos minutos.',
    goHome: 'Ir al campus',
  },
} as const;
