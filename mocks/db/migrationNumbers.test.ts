import { describe, expect, it } from 'vitest';
import { migrationFiles, numbersTakenTwice } from './migrate.ts';

// Two branches both took 056 on the same day, before this test; they are allowed by name so the
// databases that already applied them keep their history.
const LANDED_TOGETHER = [['056_scheduling_candidates.sql', '056_scheduling_process_keys.sql']];

describe('migration numbers', () => {
  it('are each taken by one migration, but for the pair that landed together', () => {
    expect(numbersTakenTwice(migrationFiles(), LANDED_TOGETHER)).toEqual({});
  });

  it('finds a number taken twice, and a third file beside an allowed pair', () => {
    const files = ['001_a.sql', '002_b.sql', '002_c.sql', '003_d.sql', '003_e.sql', '003_f.sql'];
    expect(numbersTakenTwice(files, [['003_d.sql', '003_e.sql']])).toEqual({
      '002': ['002_b.sql', '002_c.sql'],
      '003': ['003_d.sql', '003_e.sql', '003_f.sql'],
    });
    expect(numbersTakenTwice(['001_a.sql', '002_b.sql'])).toEqual({});
  });
});
