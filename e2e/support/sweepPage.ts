import type { Page } from '@playwright/test';

/**
 * What no page may show (issue 54): a value rendered without its formatting: an object, a missing
 * value, a failed sum, a raw ISO instant.
 */
export const UNFORMATTED = /\[object Object\]|\bundefined\b|\bNaN\b|\d{4}-\d{2}-\d{2}T\d{2}:/;

/**
 * Two or more words in capitals: a name as stored ('SEDE LIMA SUR', 'OFIMÁTICA EMPRESARIAL')
 * where the campus capitalises names (spec §5). Read from the text as written, not as CSS shows it
 * (a button's text-transform is no problem).
 */
const SHOUTED = /(?<![\p{L}\p{N}])\p{Lu}{3,}(?:\s+\p{Lu}{2,})+(?![\p{L}\p{N}])/gu;

/** A value left out of a list joined by middle dots ('Sede ·  · Estado'). */
const EMPTY_BETWEEN_DOTS = /·\s*·/;

/**
 * The problems of the page as it is now: text that shows an unformatted value (in what is seen and
 * in the labels read aloud), names as stored (`storedNames`, and any run of words in capitals) and
 * a width past the screen's.
 */
export async function pageProblems(page: Page, storedNames: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ unformatted, shouted, emptyBetweenDots, storedNames }) => {
      const problems: string[] = [];
      const shown = document.body.innerText;
      const bad = new RegExp(unformatted);
      const match = (text: string) => {
        const found = bad.exec(text);
        return found ? text.slice(Math.max(0, found.index - 40), found.index + 40) : null;
      };
      const inText = match(shown);
      if (inText) problems.push(`text shows an unformatted value: "${inText}"`);
      const gap = new RegExp(emptyBetweenDots).exec(shown);
      if (gap)
        problems.push(
          `a value missing between dots: "${shown.slice(Math.max(0, gap.index - 40), gap.index + 40)}"`,
        );
      for (const element of document.querySelectorAll(
        '[aria-label], [title], [alt], [placeholder]',
      )) {
        for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
          const inLabel = match(element.getAttribute(name) ?? '');
          if (inLabel) problems.push(`${name} shows an unformatted value: "${inLabel}"`);
        }
      }
      // The text as written (textContent ignores CSS text-transform), of visible elements only.
      const written: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
        if (parent.closest('[aria-hidden="true"]') || !parent.checkVisibility()) continue;
        written.push(node.textContent ?? '');
      }
      const text = written.join('\n');
      for (const found of text.matchAll(new RegExp(shouted, 'gu')))
        problems.push(`a name in capitals, as stored: "${found[0]}"`);
      for (const name of storedNames)
        if (text.includes(name)) problems.push(`a name as stored: "${name}"`);
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) {
        // The outermost elements past the edge, named so the report says where to look.
        const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
          (element) =>
            element.getBoundingClientRect().right > root.clientWidth &&
            !(
              element.parentElement &&
              element.parentElement.getBoundingClientRect().right > root.clientWidth
            ),
        );
        const named = past.slice(0, 3).map((element) => {
          const label = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 30);
          return `<${element.tagName.toLowerCase()} class="${element.className}"> "${label}"`;
        });
        problems.push(
          `${root.scrollWidth - root.clientWidth} px wider than the screen: ${named.join(', ')}`,
        );
      }
      return [...new Set(problems)];
    },
    {
      unformatted: UNFORMATTED.source,
      shouted: SHOUTED.source,
      emptyBetweenDots: EMPTY_BETWEEN_DOTS.source,
      storedNames,
    },
  );
}
