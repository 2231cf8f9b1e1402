// The Spanish texts of the students' referral pages (issue 39).
import type { EstadoReferido } from '@generated/main/model';

export const texts = {
  states: {
    REGISTRADO: 'Registrado',
    CONTACTADO: 'Contactado',
    MATRICULADO: 'Matriculado',
    DESCARTADO: 'Descartado',
  } satisfies Record<EstadoReferido, string>,
  mine: {
    title: 'Mis referidos',
    intro: 'Refiere a un familiar o amigo y gana beneficios cuando se matricule.',
    rulesLink: 'Ver las reglas y beneficios del programa',
    listTitle: 'Tus referidos',
    empty: 'Todavía no has referido a nadie.',
    loadError: 'No pudimos cargar tus referidos.',
    columns: {
      person: 'Referido',
      programme: 'Programa de interés',
      state: 'Estado',
      benefit: 'Beneficio',
      date: 'Registrado el',
    },
    noBenefit: 'Aún sin beneficio',
  },
  form: {
    title: 'Referir a un amigo',
    nombres: 'Nombres',
    apellidos: 'Apellidos',
    telefono: 'Celular',
    telefonoHint: '9 dígitos, empieza con 9',
    correo: 'Correo electrónico',
    programa: 'Programa de interés',
    programmesError: 'No pudimos cargar los programas de estudio.',
    consent: 'Mi referido aceptó que el área de admisión lo contacte por celular o correo.',
    consentRequired: 'Necesitamos el consentimiento de tu referido para registrarlo.',
    privacy: 'Solo tú y el área de admisión verán sus datos de contacto.',
    submit: 'Registrar referido',
  },
  rules: {
    title: 'Referidos',
    intro: 'Conoce cómo funciona el programa de referidos y qué beneficios puedes ganar.',
    rulesTitle: 'Reglas del programa',
    benefitsTitle: 'Beneficios',
    columns: { state: 'Cuando tu referido está', benefit: 'Beneficio', condition: 'Condición' },
    loadError: 'No pudimos cargar el programa de referidos.',
    refer: 'Referir a un amigo',
  },
} as const;
