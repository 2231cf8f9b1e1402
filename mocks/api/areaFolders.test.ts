import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaFolders } from './folderModules.ts';
import { loadHandlerModules } from './tagModules.ts';

const API_DIR = new URL('./', import.meta.url);
const modules = await loadHandlerModules();

describe('the demo API by area', () => {
  it.each(areaFolders(API_DIR).map((url) => [url.pathname.split('/').at(-2)!, url] as const))(
    '%s has a README naming each of its tag modules',
    (area, url) => {
      const readme = readFileSync(new URL('README.md', url), 'utf8');
      const tags = modules.filter((m) => m.area === area).map((m) => m.name);
      for (const tag of tags) expect(readme, `${area}/README.md`).toContain(`\`${tag}.ts\``);
    },
  );

  it('finds the tag modules in the area folders', () => {
    expect(modules.length).toBeGreaterThan(70);
    expect(new Set(modules.map((m) => m.area)).size).toBeGreaterThan(20);
  });
});
