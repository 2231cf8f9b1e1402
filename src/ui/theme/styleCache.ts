import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';
import { whenIdle } from '@/lib/scheduling';

/**
 * Beyond this many <style> elements, the older ones are merged into the first when the page is
 * idle: matching each element's style walks every sheet (1,000 small sheets made a whole-page
 * recalculation twice as slow; 100 changed nothing measurable).
 */
export const MAX_STYLE_ELEMENTS = 32;

/**
 * Emotion's style sheet with the rules each task adds in a <style> element of their own. Chrome
 * cannot tell which elements an @media or @keyframes rule inserted into a sheet it already uses
 * applies to, and recalculates every element any rule of that sheet styles: with emotion's one
 * sheet, the whole page (854 elements, 28 ms at 4x CPU, twice, as the procedure tray's first
 * select list opened; 5-6 ms a rule against 0.9 ms in a new sheet, unthrottled). The rules of a
 * sheet added since the last style update only touch the elements they match. The order of the
 * rules, which decides between equal selectors, stays the order emotion inserted them in.
 * In development emotion already gives each rule its own element; nothing changes there.
 */
export class TaskStyleSheet extends StyleSheet {
  private batchOpen = false;
  private mergeScheduled = false;

  override insert(rule: string): void {
    if (this.isSpeedy && !this.batchOpen) {
      this.batchOpen = true;
      // Emotion starts a new element when its count of rules is a multiple of 65,000.
      this.ctr = 0;
      setTimeout(() => {
        this.batchOpen = false;
        this.scheduleMerge();
      }, 0);
    }
    super.insert(rule);
  }

  private scheduleMerge(): void {
    if (this.mergeScheduled || this.tags.length <= MAX_STYLE_ELEMENTS) return;
    this.mergeScheduled = true;
    whenIdle(() => {
      this.mergeScheduled = false;
      this.merge();
    });
  }

  /** Moves the rules of every element after the first into it, in order (a task still adding waits). */
  private merge(): void {
    if (this.batchOpen) return;
    const [first, ...rest] = this.tags;
    const target = first?.sheet;
    if (!target) return;
    for (const tag of rest) {
      for (const rule of Array.from(tag.sheet?.cssRules ?? []))
        target.insertRule(rule.cssText, target.cssRules.length);
      tag.remove();
    }
    this.tags = [first];
  }
}

/** The app's emotion cache (MUI's styles): emotion's own, on the sheet above. */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const { key, container, nonce, isSpeedy, prepend, insertionPoint } = cache.sheet;
  cache.sheet = new TaskStyleSheet({
    key,
    container,
    nonce,
    speedy: isSpeedy,
    prepend,
    insertionPoint,
  });
  return cache;
}
