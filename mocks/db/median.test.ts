// @vitest-environment node
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { registerMedian } from './median.ts';

const medianOf = (values: (number | null)[]) => {
  const db = new DatabaseSync(':memory:');
  registerMedian(db);
  db.exec('CREATE TABLE t (x REAL)');
  const insert = db.prepare('INSERT INTO t VALUES (?)');
  for (const value of values) insert.run(value);
  return (db.prepare('SELECT median(x) AS m FROM t').get() as { m: number | null }).m;
};

describe('median', () => {
  it('takes the middle value of an odd count and averages the two middle ones of an even count', () => {
    expect(medianOf([5, 1, 3])).toBe(3);
    expect(medianOf([4, 1, 3, 10])).toBe(3.5);
  });

  it('leaves NULLs out and answers NULL for no value', () => {
    expect(medianOf([null, 2, null])).toBe(2);
    expect(medianOf([null])).toBeNull();
    expect(medianOf([])).toBeNull();
  });
});
