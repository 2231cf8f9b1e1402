/** What the account screens say (spec §5 and §8 where it words them, the campus' own otherwise). */
export const texts = {
  profile: {
    title: 'Mi cuenta',
    intro: 'Revisa tus datos, decide qué ven los demás y mantén tu contacto al día.',
    loadError: 'No pudimos cargar tu perfil.',
  },
  photo: {
    title: 'Foto de perfil',
    saving: 'Guardando tu foto…',
    saved: 'Tu nueva foto ya se muestra en el campus.',
  },
  personal: {
    title: 'Datos personales',
    names: 'Nombres',
    surnames: 'Apellidos',
    code: 'Código',
    document: 'Documento',
    programmes: 'Programa de estudios',
    campus: 'Sede',
    institutionalEmail: 'Correo institucional',
    none: 'No registrado',
    readOnly:
      'Estos datos los registra el instituto. Si alguno no es correcto, pide su corrección a Secretaría Académica con un trámite.',
    askCorrection: 'Solicitar corrección',
  },
  contact: {
    title: 'Datos de contacto',
    email: 'Correo personal',
    address: 'Dirección',
    place: 'Lugar de residencia',
    gender: 'Género',
    genders: { F: 'Femenino', M: 'Masculino', O: 'Otro' },
    save: 'Guardar cambios',
    saving: 'Guardando…',
  },
  phone: {
    title: 'Celular',
    none: 'Aún no registras un número de celular.',
    verified: 'Verificado',
    unverified: 'Sin verificar',
    change: 'Cambiar número',
    verify: 'Verificar número',
  },
  privacy: {
    title: 'Privacidad',
    // Who sees the contact data differs by role: a teacher has students, not teachers (issue 54).
    intro: {
      alumno:
        'Elige qué datos de contacto pueden ver tus docentes, compañeros y el personal del instituto.',
      docente:
        'Elige qué datos de contacto pueden ver tus estudiantes, otros docentes y el personal del instituto.',
    },
    showPhone: 'Mostrar mi celular',
    showPhoneHint: 'Si lo ocultas, nadie más verá tu número en el campus.',
    showEmail: 'Mostrar mi correo personal',
    showEmailHint: 'Tu correo institucional siempre es visible para el instituto.',
    saved: 'Preferencia guardada.',
    failed: 'No pudimos guardar tu preferencia; volvimos a la anterior.',
  },
  updatePhone: {
    title: 'Actualizar teléfono',
    intro:
      'Ingresa tu nuevo número de celular. Te enviaremos un código de 6 dígitos por SMS para confirmarlo.',
    number: 'Nuevo número de celular',
    hint: '9 dígitos, empieza con 9.',
    send: 'Enviar código',
    sending: 'Enviando código…',
    back: 'Volver a Mi cuenta',
  },
  confirmPhone: {
    title: 'Confirmar teléfono',
    sentTo: (phone: string) => `Ingresa el código de 6 dígitos que enviamos por SMS al ${phone}.`,
    noPending: 'No hay un número por confirmar. Ingresa primero el número que quieres registrar.',
    goUpdate: 'Ingresar número',
    openCode: 'Ingresar código',
    resent: 'Te enviamos un nuevo código.',
    otherNumber: 'Usar otro número',
    home: 'Volver al inicio',
  },
  dialog: {
    title: 'Perfil',
    readOnly: 'Para actualizar tus datos personales, comunícate con Gestión Humana.',
  },
  cv: {
    title: 'Curriculum Vitae',
    intro: 'Sube tu Curriculum Vitae actualizado en Word o PDF. Reemplaza al anterior.',
    current: 'Tu Curriculum Vitae actual',
    none: 'Aún no has subido tu Curriculum Vitae.',
    uploadedOn: (date: string) => `Subido el ${date}`,
    download: 'Descargar',
    save: 'Guardar Curriculum Vitae',
    saving: 'Subiendo…',
    loadError: 'No pudimos cargar tu Curriculum Vitae.',
  },
} as const;
