import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { chromiumFlags, chromiumFlagsAfter, chromiumPath, disabledFeatures } from './chromium';

describe('chromiumFlagsAfter', () => {
  it("repeats the launcher's disabled features in the one switch Chromium reads", () => {
    const flags = chromiumFlagsAfter([
      '--headless',
      '--disable-features=A,B',
      '--disable-features=C',
    ]);
    const switches = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(disabledFeatures(switches)).toEqual([
      'A',
      'B',
      'C',
      'WebUIOmniboxPopup',
      'WebUIOmniboxAimPopup',
    ]);
  });

  it('names a feature once when the launcher disables it too', () => {
    const flags = chromiumFlagsAfter(['--disable-features=WebUIOmniboxPopup']);
    expect(disabledFeatures(flags)).toEqual(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']);
  });
});

describe('Chromium launched by Playwright with chromiumFlags', () => {
  it('keeps every feature Playwright disables, and opens no omnibox popup', async () => {
    const server = await chromium.launchServer({
      executablePath: chromiumPath,
      args: chromiumFlags,
    });
    try {
      const args = server.process().spawnargs;
      const switches = args.filter((arg) => arg.startsWith('--disable-features='));
      // Chromium reads the last one alone.
      expect(disabledFeatures(switches.slice(-1))).toEqual(
        expect.arrayContaining(disabledFeatures(switches)),
      );
      const browser = await chromium.connect(server.wsEndpoint());
      const page = await browser.newPage();
      await page.goto('about:blank');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((target) => target.url)).not.toContainEqual(
        expect.stringContaining('omnibox'),
      );
      await browser.close();
    } finally {
      await server.close();
    }
  });
});
