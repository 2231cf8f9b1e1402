import {
  brandPalettes,
  DEFAULT_BRAND,
  isBrandCode,
  neutralPalettes,
} from '../../src/lib/brand/palettes.ts';
import { fontFamily } from '../../src/lib/brand/fontFamily.ts';
import { BOTTOM_BAR_HEIGHT, HEADER_HEIGHT, SIDEBAR_WIDTH } from '../../src/lib/layout/shellMetrics.ts';
import type { RuntimeConfig } from './runtimeConfig.ts';

/** The product's name as text in HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** MUI's `md` breakpoint: the sidebar and the taller header from there up. */
const MD = 900;

/**
 * The signed-in shell's frame as HTML and CSS (issue 36): header, sidebar or bottom bar and the
 * main column's placeholders in the brand's colours, with the product's name where the shell
 * shows it, painted as soon as the HTML arrives, before any script runs. It holds nothing of the
 * user's. Shown while the root is empty or shows only the app's start-up loader (a status,
 * src/app/router/PageLoader.tsx); once the shell (or any other page, or an error) renders, it
 * hides itself: no script removes it.
 */
export function staticShell(config: RuntimeConfig): string {
  const brand = brandPalettes[isBrandCode(config.brand) ? config.brand : DEFAULT_BRAND];
  const colours = (mode: 'light' | 'dark') => {
    const neutral = neutralPalettes[mode];
    return `--cs-bg:${neutral.background.default};--cs-paper:${neutral.background.paper};--cs-line:${neutral.divider};--cs-brand:${brand[mode].primary.main};--cs-text:${neutral.text.primary};--cs-bone:${mode === 'light' ? '#e6e8ec' : '#2a2d33'}`;
  };
  const css = [
    `#campus-static-shell{display:none;position:fixed;inset:0;z-index:1;background:var(--cs-bg);${colours('light')}}`,
    `@media (prefers-color-scheme:dark){#campus-static-shell{${colours('dark')}}}`,
    '#root:empty~#campus-static-shell{display:block}',
    '#root:has(>[role=status]:only-child)~#campus-static-shell{display:block}',
    `#campus-static-shell .cs-header{position:absolute;top:0;left:0;right:0;height:${HEADER_HEIGHT.xs}px;background:var(--cs-paper);border-bottom:1px solid var(--cs-line);box-sizing:border-box}`,
    `#campus-static-shell .cs-name{position:absolute;top:50%;left:52px;transform:translateY(-50%);font:600 1rem/1.5 ${fontFamily};color:var(--cs-text)}`,
    `#campus-static-shell .cs-mark{position:absolute;top:50%;left:16px;width:24px;height:24px;margin-top:-12px;border-radius:6px;background:var(--cs-brand)}`,
    `#campus-static-shell .cs-side{display:none}`,
    '#campus-static-shell .cs-side .cs-mark,#campus-static-shell .cs-side .cs-name{top:32px}',
    `#campus-static-shell .cs-bottom{position:absolute;left:0;right:0;bottom:0;height:${BOTTOM_BAR_HEIGHT}px;background:var(--cs-paper);border-top:1px solid var(--cs-line)}`,
    `#campus-static-shell .cs-main{position:absolute;top:${HEADER_HEIGHT.xs + 16}px;left:16px;right:16px}`,
    '#campus-static-shell .cs-bone{background:var(--cs-bone);border-radius:8px;margin-bottom:16px}',
    `@media (min-width:${MD}px){`,
    `#campus-static-shell .cs-side{display:block;position:absolute;top:0;bottom:0;left:0;width:${SIDEBAR_WIDTH}px;background:var(--cs-paper);border-right:1px solid var(--cs-line);box-sizing:border-box}`,
    `#campus-static-shell .cs-header{left:${SIDEBAR_WIDTH}px;height:${HEADER_HEIGHT.md}px}`,
    '#campus-static-shell .cs-header .cs-mark,#campus-static-shell .cs-header .cs-name{display:none}',
    `#campus-static-shell .cs-bottom{display:none}`,
    `#campus-static-shell .cs-main{top:${HEADER_HEIGHT.md + 24}px;left:${SIDEBAR_WIDTH + 24}px;right:24px;max-width:760px}`,
    '}',
  ].join('');
  const brandLine = `<div class="cs-mark"></div><span class="cs-name">${escapeHtml(config.productName)}</span>`;
  const bones = [96, 220, 220]
    .map((height) => `<div class="cs-bone" style="height:${height}px"></div>`)
    .join('');
  return (
    `<style>${css}</style>` +
    '<div id="campus-static-shell" aria-hidden="true">' +
    `<div class="cs-side">${brandLine}</div>` +
    `<div class="cs-header">${brandLine}</div>` +
    `<div class="cs-main">${bones}</div>` +
    '<div class="cs-bottom"></div>' +
    '</div>'
  );
}
