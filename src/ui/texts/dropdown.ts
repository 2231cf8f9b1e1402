export const dropdownTexts = {
  newTab: '(se abre en una pestaña nueva)',
} as const;
