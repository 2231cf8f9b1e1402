import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** The formatting the rich-text editor produces; anything else is dropped. */
const TAGS = 'p br strong b em i u s a ul ol li blockquote h2 h3 code pre hr img span';
const ATTRIBUTES = 'href target rel src alt title data-type data-id data-label';
const config: Config = {
  ALLOWED_TAGS: TAGS.split(' '),
  ALLOWED_ATTR: ATTRIBUTES.split(' '),
  ALLOW_DATA_ATTR: false,
};

// Images come from https or from an uploaded file of the editor's types (spec §5).
const SAFE_IMAGE_SRC = /^(https:\/\/|data:image\/(jpeg|png|gif|bmp|svg\+xml)[;,])/i;

let purifier: DOMPurify | undefined;

// A private instance, so these hooks never change how other code's DOMPurify calls behave.
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, event) => {
    if (node.nodeName === 'IMG' && event.attrName === 'src') {
      event.keepAttr = SAFE_IMAGE_SRC.test(event.attrValue.trim());
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
    // Links open in a new tab and must not hand the campus window to the linked page.
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** HTML typed by users, reduced to safe formatting: no scripts, handlers or javascript: URLs. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, config);
}
