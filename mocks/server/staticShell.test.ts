import { describe, expect, it } from 'vitest';
import { brandPalettes } from '../../src/lib/brand/palettes.ts';
import { renderIndex } from './renderIndex.ts';
import { runtimeConfigFromEnv } from './runtimeConfig.ts';
import { staticShell } from './staticShell.ts';

const INDEX = '<html><head></head><body><div id="root"></div></body></html>';
const config = runtimeConfigFromEnv({ CAMPUS_BRAND: 'PCF' });

describe("the shell's static frame", () => {
  it("is in the brand's colours, hidden from assistive technology, and holds no text but the product's name", () => {
    const html = staticShell({ ...config, productName: 'Campus <Pacífico>' });
    expect(html).toContain(brandPalettes.PCF.light.primary.main);
    expect(html).toContain(brandPalettes.PCF.dark.primary.main);
    expect(html).toContain('aria-hidden="true"');
    const markup = html.replace(/<style>.*?<\/style>/s, '');
    expect(markup.replace(/<[^>]+>/g, '')).toBe('Campus &#60;Pacífico&#62;'.repeat(2));
  });

  it('shows only while the root is empty or shows the start-up loader', () => {
    const css = staticShell(config).match(/<style>(.*?)<\/style>/s)![1]!;
    const shown = css.match(/[^}]*\{display:block\}/g) ?? [];
    expect(shown.map((rule) => rule.replace(/\{.*$/, ''))).toEqual([
      '#root:empty~#campus-static-shell',
      '#root:has(>[role=status]:only-child)~#campus-static-shell',
    ]);
  });

  it("goes into the signed-in routes' pages only, after the root", () => {
    const home = renderIndex(INDEX, config, ['assets/shell-a1.js', 'assets/FeedPage-b2.js']);
    expect(home).toMatch(/<div id="root"><\/div>\s*<style>/);
    expect(renderIndex(INDEX, config, ['assets/login-c3.js'])).not.toContain('campus-static-shell');
  });
});
