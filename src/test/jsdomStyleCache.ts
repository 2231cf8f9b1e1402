import createCache, { type EmotionCache, type StylisElement } from '@emotion/cache';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { renderHook } from '@testing-library/react';

// What jsdom and the testing libraries read from a style: whether an element is shown (role
// queries, toBeVisible, accessible names) and whether it takes the pointer (user-event). jsdom
// lays nothing out, so the rest of a rule is only something for getComputedStyle to walk
// through: every call goes over every rule in the document, and MUI's text areas, tabs and the
// accessible-name computation call it on each render and query: a third of the component tests'
// CPU time in a profile, 40% less CPU for the feature pages' tests without it (issue 53).
const READ_BY_JSDOM = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

const isRead = (element: StylisElement): boolean =>
  element.type === 'decl'
    ? READ_BY_JSDOM.has(String(element.props))
    : Array.isArray(element.children) && element.children.some(isRead);

/**
 * Drops each declaration jsdom does not act on, and a rule (or media block) left with none, which
 * emotion would otherwise insert empty in development.
 */
function keepWhatJsdomReads(element: StylisElement) {
  if (element.type === 'decl') {
    if (!isRead(element)) {
      element.value = '';
      element.return = '';
    }
  } else if (element.type !== '@keyframes' && !isRead(element)) {
    element.props = [];
    element.value = '';
  }
}

/**
 * The emotion cache of `renderWithProviders` (a key of its own, so its classes never meet a
 * full rule of the default cache, which tests rendering without the providers use).
 */
export const jsdomStyleCache = createCache({ key: 'jsdom', stylisPlugins: [keepWhatJsdomReads] });

let defaultCache: EmotionCache | undefined;

/**
 * Takes every style rule out of the document, so the next test file starts with none: test files
 * share their worker's window (isolate: false), and the rules of every file before, which each
 * getComputedStyle call walks through, were 741 after a worker's first 19 files. Each cache
 * forgets what it inserted, so a file's components insert their rules again.
 */
export function removeInsertedStyles() {
  // Emotion's own cache, which components rendered without `renderWithProviders` use.
  if (!defaultCache) {
    const probe = renderHook(() => useEmotionCache());
    defaultCache = probe.result.current ?? undefined;
    probe.unmount();
  }
  for (const cache of [defaultCache, jsdomStyleCache]) {
    if (!cache) continue;
    cache.sheet.flush();
    cache.inserted = {};
  }
}
