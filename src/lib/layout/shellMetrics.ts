/** Shell measures of spec §9, in px. */
export const SIDEBAR_WIDTH = 264;
export const SIDEBAR_COLLAPSED_WIDTH = 72;
export const HEADER_HEIGHT = { xs: 48, md: 64 } as const;
export const BOTTOM_BAR_HEIGHT = 56;
export const MAIN_CONTENT_ID = 'contenido';
