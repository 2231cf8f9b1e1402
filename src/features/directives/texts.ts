// Every text of the student's directives (spec §2 /estudiantes/directivas; the spec gives no
// wording beyond the page title).
import { countOf } from '@/lib/text';

export const texts = {
  list: {
    title: 'Directivas',
    intro:
      'Lee cada directiva del instituto en PDF y confirma que la aceptas. Cada versión se acepta una sola vez.',
    loadError: 'No pudimos cargar tus directivas.',
    empty: 'No hay directivas por aceptar.',
    pending: (count: number) =>
      `Tienes ${countOf(count, 'directiva', 'directivas')} por aceptar.`,
    allAccepted: 'Aceptaste todas las directivas.',
    label: 'Directivas del instituto',
    version: (numero: number, date: string) => `Versión ${numero} · Publicada el ${date}`,
    download: 'Ver PDF',
    downloadLabel: (titulo: string) => `Ver PDF de la ${titulo}`,
    downloadError: 'No pudimos descargar la directiva. Inténtalo de nuevo.',
    accept: 'Acepto',
    acceptLabel: (titulo: string) => `Acepto la ${titulo}`,
    accepted: (date: string) => `Aceptada el ${date}`,
    acceptedToast: 'Registramos tu aceptación de la directiva.',
    backToOnboarding: 'Continuar con el onboarding',
  },
} as const;
