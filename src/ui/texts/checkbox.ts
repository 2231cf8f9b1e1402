export const checkboxTexts = {
  moreInfo: (item: string) => `Más información sobre ${item}`,
} as const;
