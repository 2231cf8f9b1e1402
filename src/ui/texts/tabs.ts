export const tabsTexts = {
  badge: (count: number) => (count === 1 ? '1 pendiente' : `${count} pendientes`),
} as const;
