import { existsSync } from 'node:fs';

// Debian's Chromium, never a downloaded one: the benchmarks run the whole browser, as users do.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's headless shell (package chromium-headless-shell), the build Playwright itself runs
// headless: the same Blink and V8 without the browser's UI. The same 8 specs (57 tests), twice
// each, alternating: Chromium's processes took 258-264 s of CPU with the whole browser and
// 209-212 s with the shell (its browser process 59-60 s against 31-32 s), tests held the
// workers 349-355 s against 318-327 s.
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The e2e suite's browser: the headless shell where installed, else the whole Chromium. */
export const e2eChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

/** Flags that keep it quiet on a machine with no internet (and let it run as root in CI). */
const QUIET = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

// Chromium 156 loads its omnibox popup (two WebUI pages, chrome://omnibox-popup.top-chrome) for
// every new window even headless: 0.8-1.1 s of CPU in a renderer of its own, seen in a trace of
// home's first load as a second busy main thread beside the campus' on this 2-core machine.
const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/** The features named by every `--disable-features` switch among `args`, in order. */
export const disabledFeatures = (args: readonly string[]) =>
  args
    .filter((arg) => arg.startsWith(DISABLE_FEATURES))
    .flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(','))
    .filter(Boolean);

/**
 * The project's flags for a launcher that passes `launcherArgs` before them. Chromium reads only
 * the last `--disable-features` switch, so ours repeats the launcher's features: a switch of our
 * own alone turned off every feature Playwright disables (PaintHolding, HttpsUpgrades and the
 * rest) without a word.
 */
export const chromiumFlagsAfter = (launcherArgs: readonly string[]) => [
  ...QUIET,
  DISABLE_FEATURES + [...new Set([...disabledFeatures(launcherArgs), ...OMNIBOX_POPUP])].join(','),
];

/**
 * The switch Playwright 1.65 puts before the caller's arguments (its chromiumSwitches.ts). Its
 * own module is not exported; chromium.test.ts launches Chromium and fails when an upgrade of
 * Playwright disables a feature this list lacks.
 */
const PLAYWRIGHT_DISABLE_FEATURES =
  DISABLE_FEATURES +
  [
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'msForceBrowserSignIn',
    'msEdgeUpdateLaunchServicesPreferredVersion',
  ].join(',');

/** The flags for Playwright's `launchOptions.args`. */
export const chromiumFlags = chromiumFlagsAfter([PLAYWRIGHT_DISABLE_FEATURES]);
