export const tagTexts = {
  remove: (label: string) => `Quitar ${label}`,
} as const;
