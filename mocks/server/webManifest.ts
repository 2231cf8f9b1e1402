import { brandPalettes, DEFAULT_BRAND, isBrandCode } from '../../src/lib/brand/palettes.ts';
import type { RuntimeConfig } from './runtimeConfig.ts';

/** Where the server (and nginx, deploy/nginx/render.ts) serves the brand's manifest and icon. */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const APP_ICON_PATH = '/app-icon.svg';

const brandColour = (config: RuntimeConfig) =>
  brandPalettes[isBrandCode(config.brand) ? config.brand : DEFAULT_BRAND].light.primary;

/**
 * The brand's app icon: the campus mark on the brand's colour, drawn inside the central 80%
 * so a launcher's round or squircle mask never cuts it (usable as `maskable`).
 */
export function appIcon(config: RuntimeConfig): string {
  const { main, contrastText } = brandColour(config);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${main}"/><path d="M136 312l120-120 120 120" stroke="${contrastText}" stroke-width="44" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

/** The web app manifest of this deployment's brand: installable, in Spanish, in its colours. */
export function webManifest(config: RuntimeConfig): string {
  const { main } = brandColour(config);
  return JSON.stringify({
    name: config.productName,
    short_name: config.productName.slice(0, 12),
    description: 'Campus virtual: cursos, notas, horario, asistencia y trámites.',
    lang: 'es-PE',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: main,
    background_color: '#ffffff',
    icons: [
      { src: APP_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: APP_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  });
}

/** The tags index.html gets for this brand: its manifest and its colour for the browser's bar. */
export function manifestTags(config: RuntimeConfig): string[] {
  return [
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    `<meta name="theme-color" content="${brandColour(config).main}">`,
  ];
}
