// The Spanish texts of the live notifications broker (spec §8).

// The live notifications broker's ERROR frames (stomp/stompConnection.ts); each ends the connection.
export const liveTexts = {
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
} as const;
