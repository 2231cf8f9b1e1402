import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOfIndex, precacheTransform } from './serviceWorkerPlugin.ts';

const INDEX = `<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
<link rel="stylesheet" href="/assets/index-c3.css"><link rel="icon" href="/favicon.svg">`;

const chunk = (
  fileName: string,
  imports: string[],
  dynamicImports: string[] = [],
  isEntry = false,
) => ({
  fileName,
  isEntry,
  imports,
  dynamicImports,
});

function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(
    join(dir, 'route-preloads.json'),
    JSON.stringify([
      { path: '/', files: ['assets/shell-d4.js', 'assets/FeedPage-e5.js'] },
      { path: '/estudiantes/cursos', files: ['assets/shell-d4.js', 'assets/CoursesPage-f6.js'] },
      { path: '/superadmin/*', files: ['assets/SuperadminApp-g7.js'] },
    ]),
  );
  writeFileSync(
    join(dir, 'chunk-stats.json'),
    JSON.stringify([
      chunk('assets/index-a1.js', [], ['assets/ToastHost-i9.js'], true),
      chunk('assets/shell-d4.js', [], ['assets/Bell-j1.js']),
      chunk('assets/ToastHost-i9.js', ['assets/Snackbar-l3.js']),
      chunk('assets/Snackbar-l3.js', ['assets/index-a1.js']),
      chunk('assets/CoursesPage-f6.js', [], ['assets/Pdf-k2.js']),
    ]),
  );
  return dir;
}

const entry = (url: string) => ({ url, revision: null, size: 10 });

describe('the precache', () => {
  it("reads index.html's own files", () => {
    expect(filesOfIndex(INDEX)).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/index-c3.css',
      'favicon.svg',
    ]);
  });

  it("keeps index.html's files, the chosen routes' chunks and the shell's lazy ones, not the admin apps nor a page's own lazy chunks, and adds '/'", async () => {
    const all = [
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/index-c3.css',
      'assets/other-h8.css',
      'favicon.svg',
      'assets/shell-d4.js',
      'assets/FeedPage-e5.js',
      'assets/CoursesPage-f6.js',
      'assets/SuperadminApp-g7.js',
      'assets/ToastHost-i9.js',
      'assets/Snackbar-l3.js',
      'assets/Bell-j1.js',
      'assets/Pdf-k2.js',
    ].map(entry);
    const { manifest } = await precacheTransform(build())(all);
    const urls = manifest.map((item) => item.url);
    const left = ['assets/SuperadminApp-g7.js', 'assets/Pdf-k2.js'];
    expect(urls).toEqual([
      ...all.map((item) => item.url).filter((url) => !left.includes(url)),
      '/',
      '/login',
    ]);
    expect(manifest.at(-1)?.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(manifest.at(-2)?.revision).toBe(manifest.at(-1)?.revision);
  });
});
