import { onTestFinished, vi } from 'vitest';

const matchesWidth = (query: string, width: number) => {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
};

/**
 * Answers `(min-width:Npx)` and `(max-width:Npx)` media queries as a viewport `width` px wide
 * would (jsdom has no matchMedia); other queries do not match. Undone when the test finishes.
 */
export function stubViewport(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
