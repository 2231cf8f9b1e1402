// Every text of the schedule (spec §2, §8, §9); spec wording where it has one.

export const texts = {
  title: 'Mi horario',
  intro: 'Tus clases de la semana, de lunes a domingo.',
  empty: '*Aún no cuentas con horario de la semana.',
  loadError: 'No pudimos cargar tu horario.',
  previous: 'Semana anterior',
  next: 'Semana siguiente',
  current: 'Semana actual',
  navigation: 'Cambiar de semana',
  weekLabel: (from: string, to: string) => `Semana del ${from} al ${to}`,
  noClasses: 'Sin clases',
  today: 'Hoy',
  async: 'Asincrónica',
  room: (room: string) => `Aula: ${room}`,
  campus: (campus: string) => `Sede: ${campus}`,
  teacher: (name: string) => `Docente: ${name}`,
  group: (group: string) => `Grupo ${group}`,
  calendar: {
    open: 'Suscribirme al calendario',
    title: 'Suscribirme al calendario',
    intro:
      'Agrega tu horario a Google Calendar, Outlook o el calendario de tu celular: copia esta dirección y pégala donde tu calendario permita suscribirse a un calendario desde una URL. Tus clases se actualizarán solas.',
    address: 'Dirección de tu calendario',
    copy: 'Copiar dirección',
    copied: 'Dirección copiada.',
    copyFailed: 'No pudimos copiar la dirección; selecciónala y cópiala tú.',
    private:
      'Esta dirección es personal: quien la tenga puede ver tu horario. Si la compartiste por error, genera una nueva y la anterior dejará de funcionar.',
    renew: 'Generar una nueva dirección',
    renewed: 'Generamos una nueva dirección. Vuelve a suscribirte con ella.',
    loadError: 'No pudimos obtener la dirección de tu calendario.',
    close: 'Cerrar',
  },
} as const;
