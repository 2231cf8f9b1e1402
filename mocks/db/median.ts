import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

// node:sqlite keeps any JavaScript value as an aggregate's accumulator; its types only name
// SQL values, so the list of values crosses them once here.
type Accumulator = SQLInputValue;
const asList = (accumulator: Accumulator) => accumulator as unknown as number[];

/**
 * `median(x)`: SQLite has no median, and the procedures report needs the middle time to resolve
 * (issue 15). NULLs are left out; no value at all gives NULL; an even count averages the two in
 * the middle.
 */
export function registerMedian(db: DatabaseSync): void {
  db.aggregate('median', {
    start: () => [] as unknown as Accumulator,
    step: (accumulator, value) => {
      if (typeof value === 'number') asList(accumulator).push(value);
      return accumulator;
    },
    result: (accumulator) => {
      const sorted = [...asList(accumulator)].sort((a, b) => a - b);
      if (sorted.length === 0) return null;
      const middle = Math.floor(sorted.length / 2);
      return sorted.length % 2 === 1
        ? sorted[middle]!
        : (sorted[middle - 1]! + sorted[middle]!) / 2;
    },
  });
}
