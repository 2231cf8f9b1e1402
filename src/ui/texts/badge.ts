export const badgeTexts = {
  overflow: '9+',
} as const;
