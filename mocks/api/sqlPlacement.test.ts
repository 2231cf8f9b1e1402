import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 52: every SQL statement of the demo API sits in the `.sql.ts` module beside the code that
// runs it (`foo.ts` -> `foo.sql.ts`), so a reader finds a module's queries in one place and a
// schema change is one search away. A statement is a string opening with its keyword.
const STATEMENT = /['"`]\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\s/;

const API_DIR = fileURLToPath(new URL('./', import.meta.url));

/** Every TypeScript file under mocks/api/, as a path relative to it with forward slashes. */
const files = readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })
  .map((path) => path.replaceAll('\\', '/'))
  .filter((path) => path.endsWith('.ts'));

const source = (path: string) => readFileSync(join(API_DIR, path), 'utf8');

/** Where a file's first statement starts (`path:line`), or null when it holds none. */
function firstStatement(path: string): string | null {
  const text = source(path);
  const match = STATEMENT.exec(text);
  return match ? `${path}:${text.slice(0, match.index).split('\n').length}` : null;
}

const runsQueries = (path: string) => !path.endsWith('.test.ts') && !path.endsWith('.sql.ts');

describe('SQL placement in the demo API', () => {
  it('keeps every SQL statement in a .sql.ts module', () => {
    const misplaced = files
      .filter(runsQueries)
      .map(firstStatement)
      .filter((where) => where !== null);
    expect(misplaced).toEqual([]);
  });

  it('recognises the statements of the .sql.ts modules, one and several lines long', () => {
    const found = files.filter((path) => path.endsWith('.sql.ts') && firstStatement(path) !== null);
    expect(found).toContain('sessions.sql.ts');
    expect(found).toContain('procedures/requests.sql.ts');
    expect(found.length).toBeGreaterThan(80);
    expect(STATEMENT.test("'DELETE FROM sessions WHERE id = ?'")).toBe(true);
    expect(STATEMENT.test('`\n  SELECT id\n  FROM users`')).toBe(true);
    expect(STATEMENT.test("'Selecciona un curso'")).toBe(false);
  });
});
