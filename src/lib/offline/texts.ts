/** What the page says when a call finds no network (no spec text: the campus's own wording). */
export const OFFLINE_TEXTS = {
  /** A read with no saved copy on this device. */
  noCopy: 'Sin conexión: esta información no está guardada en tu dispositivo.',
  /** A write: nothing is queued, and the form keeps what was typed. */
  notSent:
    'Sin conexión: no se pudo enviar. Lo que escribiste sigue aquí; inténtalo de nuevo cuando vuelvas a tener conexión.',
} as const;
