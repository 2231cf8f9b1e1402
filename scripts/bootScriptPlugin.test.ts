// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BOOT_ATTRIBUTE, bootScript } from './bootScriptPlugin.ts';

type Hook = (code: string, chunk: object) => { code: string } | null;
type HtmlHook = { handler: (html: string, context: object) => { attrs: object }[] };

const plugin = bootScript();
const renderChunk = plugin.renderChunk as unknown as Hook;
const boot = {
  isEntry: true,
  name: 'boot',
  imports: [],
  exports: [],
  fileName: 'assets/boot-1.js',
};

describe('the boot script plugin', () => {
  it('wraps the boot entry so that its names stay its own, and leaves other chunks alone', () => {
    const wrapped = renderChunk('function e(){return 1}var t=e();globalThis.seen=t;', boot)!.code;
    const page: Record<string, unknown> = {};
    runInNewContext(wrapped, page);
    expect(page.seen).toBe(1);
    expect(Object.keys(page)).toEqual(['seen']);
    expect(renderChunk('export {}', { ...boot, name: 'index' })).toBeNull();
  });

  it('refuses a boot entry that imports or exports (it loads as a classic script)', () => {
    expect(() => renderChunk('', { ...boot, imports: ['assets/http-1.js'] })).toThrow(/nothing/);
    expect(() => renderChunk('', { ...boot, exports: ['start'] })).toThrow(/nothing/);
  });

  it('loads it first, async and as a classic script', () => {
    const tags = (plugin.transformIndexHtml as unknown as HtmlHook).handler('', {
      bundle: { boot: { type: 'chunk', ...boot } },
    });
    expect(tags[0]!.attrs).toEqual({
      async: true,
      src: '/assets/boot-1.js',
      [BOOT_ATTRIBUTE]: true,
    });
  });
});
