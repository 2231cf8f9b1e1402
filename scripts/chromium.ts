// Debian's Chromium, never a downloaded one, for the e2e suite, the nginx test and the benchmarks.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep it quiet on a machine with no internet (and let it run as root in CI). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Chromium 156 loads its omnibox popup (two WebUI pages, chrome://omnibox-popup.top-chrome) at
  // launch even headless: 0.8-1.1 s of CPU in a renderer of its own, seen in a trace of home's
  // first load as a second busy main thread beside the campus' on this 2-core machine.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
