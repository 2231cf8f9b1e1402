/**
 * Moves focus to the new page's main heading (the h1 in <main>), as the best routers' route
 * announcers do, so that keyboard and screen-reader users go on from the top of the page instead
 * of from <body> or a link of the old one. Until a page still loading renders its h1, focus waits
 * on <main>, and moves on to the h1 when it appears unless the user has moved it meanwhile.
 * Returns the function that stops waiting.
 */
export function focusPageHeading(document: Document): () => void {
  const main = document.querySelector('main');
  const scope = main ?? document.body;
  const heading = scope.querySelector('h1');
  if (heading) {
    focusElement(heading);
    return () => {};
  }
  if (main) focusElement(main);
  const observer = new MutationObserver(() => {
    const late = scope.querySelector('h1');
    if (!late) return;
    observer.disconnect();
    const active = document.activeElement;
    if (active === main || active === document.body || active === null) focusElement(late);
  });
  observer.observe(scope, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function focusElement(element: HTMLElement) {
  // Focusable by script only: a heading or a region must not become a Tab stop.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  // The router has placed the page already (a new one at its top, one gone back to where it was
  // left): focusing <main> while the page loads must not scroll it past the header.
  element.focus({ preventScroll: true });
}
