export const videoEmbedTexts = {
  play: (host: string) => `Reproducir el video de ${host}`,
  title: (host: string) => `Video de ${host}`,
  open: 'Ver el video',
} as const;
