import { describe, expect, it } from 'vitest';
import { brandPalettes } from '../../src/lib/brand/palettes.ts';
import { runtimeConfigFromEnv } from './runtimeConfig.ts';
import { appIcon, manifestTags, webManifest } from './webManifest.ts';

const config = (brand: string) =>
  runtimeConfigFromEnv({ CAMPUS_BRAND: brand, CAMPUS_PRODUCT_NAME: 'Campus Cumbre' });

describe("the brand's web app manifest", () => {
  it('is installable: name, start URL, standalone display, Spanish, icons', () => {
    const manifest = JSON.parse(webManifest(config('CMB')));
    expect(manifest).toMatchObject({
      name: 'Campus Cumbre',
      short_name: 'Campus Cumbr',
      lang: 'es-PE',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: brandPalettes.CMB.light.primary.main,
    });
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toEqual([
      'any',
      'maskable',
    ]);
  });

  it("takes each brand's colours, and the default brand's for an unknown one", () => {
    expect(appIcon(config('AMZ'))).toContain(brandPalettes.AMZ.light.primary.main);
    expect(appIcon(config('XYZ'))).toContain(brandPalettes.HZT.light.primary.main);
    expect(manifestTags(config('ALT'))).toContain(
      `<meta name="theme-color" content="${brandPalettes.ALT.light.primary.main}">`,
    );
  });
});
