import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_STYLE_ELEMENTS, TaskStyleSheet } from './styleCache';

// Every task the sheet posted (closing a batch, the merge when idle) has run.
const nextTask = () => vi.runAllTimers();
const rulesOf = (sheet: TaskStyleSheet) =>
  sheet.tags.flatMap((tag) => Array.from(tag.sheet!.cssRules, (rule) => rule.cssText));
const inDocument = () => document.head.querySelectorAll('style[data-emotion="probe"]');

const create = (speedy = true) =>
  new TaskStyleSheet({ key: 'probe', container: document.head, speedy });

describe('TaskStyleSheet', () => {
  let sheet: TaskStyleSheet;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
  });
  afterEach(() => {
    sheet.flush();
    vi.useRealTimers();
  });

  it("puts the rules one task adds in one element, the next task's in a new one after it", () => {
    sheet = create();
    sheet.insert('.a { color: red; }');
    sheet.insert('@media (min-width: 576px) { .a { color: blue; } }');
    expect(inDocument()).toHaveLength(1);
    nextTask();
    sheet.insert('.b { color: green; }');
    expect(inDocument()).toHaveLength(2);
    expect(inDocument()[1]).toBe(sheet.tags[1]);
    expect(rulesOf(sheet).map((rule) => rule.replace(/\s+/g, ''))).toEqual([
      '.a{color:red;}',
      '@media(min-width:576px){.a{color:blue;}}',
      '.b{color:green;}',
    ]);
  });

  it(`merges the elements into the first, in order, once there are over ${MAX_STYLE_ELEMENTS}`, () => {
    sheet = create();
    for (let task = 0; task < MAX_STYLE_ELEMENTS; task += 1) {
      sheet.insert(`.t${task} { order: ${task}; }`);
      nextTask();
    }
    nextTask();
    expect(inDocument()).toHaveLength(MAX_STYLE_ELEMENTS);
    sheet.insert(`.t${MAX_STYLE_ELEMENTS} { order: ${MAX_STYLE_ELEMENTS}; }`);
    nextTask();
    expect(inDocument()).toHaveLength(1);
    expect(sheet.tags).toHaveLength(1);
    expect(rulesOf(sheet)).toHaveLength(MAX_STYLE_ELEMENTS + 1);
    expect(rulesOf(sheet).map((rule) => rule.split(' ')[0])).toEqual(
      Array.from({ length: MAX_STYLE_ELEMENTS + 1 }, (_, task) => `.t${task}`),
    );
    sheet.insert('.after { order: 99; }');
    expect(inDocument()).toHaveLength(2);
    expect(rulesOf(sheet).at(-1)).toContain('.after');
  });

  it("keeps emotion's development sheet, an element a rule, as it is", () => {
    sheet = create(false);
    sheet.insert('.a { color: red; }');
    sheet.insert('.b { color: blue; }');
    expect(inDocument()).toHaveLength(2);
  });
});
