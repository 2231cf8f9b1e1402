// spec §5: a post's text is plain text; its URLs become links and its hashtags link outward.
// Nothing in it is ever HTML: the tokens are rendered as React text and anchors.

export type TextToken =
  | { kind: 'text'; value: string }
  | { kind: 'link'; value: string; href: string }
  | { kind: 'hashtag'; value: string; href: string };

/** Where a hashtag leads: the institute's social network search for it. */
export const HASHTAG_SEARCH = 'https://www.instagram.com/explore/tags/';

// A hashtag starts after a space or the text's start, and holds letters, digits and '_'.
const HASHTAG = /(^|[^\p{L}\p{N}_&/])#([\p{L}\p{N}_]{1,80})/gu;

const safeHref = (href: string) => /^https?:\/\//i.test(href);

function hashtags(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index + match[1].length;
    if (start > last) tokens.push({ kind: 'text', value: text.slice(last, start) });
    tokens.push({
      kind: 'hashtag',
      value: `#${match[2]}`,
      href: `${HASHTAG_SEARCH}${encodeURIComponent(match[2])}`,
    });
    last = start + match[2].length + 1;
  }
  if (last < text.length) tokens.push({ kind: 'text', value: text.slice(last) });
  return tokens;
}

// A link starts with http(s):// and runs to the next space or quote; what closes a sentence
// (a period, a comma, a closing parenthesis) stays text. Nothing else (www., bare domains,
// javascript:, data:) is ever a link: a reader's click only ever opens a web page.
const URL = /https?:\/\/[^\s<>"'`]+/giu;
const TRAILING = /[.,;:!?¡¿)\]}»”’]+$/u;

/** The text split into plain runs, links (http and https only) and hashtags. */
export function textTokens(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let last = 0;
  for (const match of text.matchAll(URL)) {
    const value = match[0].replace(TRAILING, '');
    if (!safeHref(value) || value.length <= 'https://'.length) continue;
    if (match.index > last) tokens.push(...hashtags(text.slice(last, match.index)));
    tokens.push({ kind: 'link', value, href: value });
    last = match.index + value.length;
  }
  if (last < text.length) tokens.push(...hashtags(text.slice(last)));
  return tokens;
}
