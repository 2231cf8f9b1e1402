import { describe, expect, it } from 'vitest';
import { chunksOfEach, type PageChunks } from './pageChunksMap';

const map: PageChunks = {
  entry: 'assets/index-e1.js',
  routes: {},
  modules: {
    'src/Profile.tsx': ['assets/dates-d1.js', 'assets/form-f1.js', 'assets/Profile-p1.js'],
    'src/Schedule.tsx': ['assets/dates-d1.js', 'assets/Schedule-h1.js'],
    'src/Inline.tsx': ['assets/form-f1.js'],
  },
};

describe('chunksOfEach', () => {
  it('gives each module its chunks, without those an earlier module already names', () => {
    expect(chunksOfEach(map, ['src/Profile.tsx', 'src/Schedule.tsx'])).toEqual([
      ['assets/dates-d1.js', 'assets/form-f1.js', 'assets/Profile-p1.js'],
      ['assets/Schedule-h1.js'],
    ]);
  });

  it('skips a module named twice, one the map does not know and one with nothing left', () => {
    const modules = ['src/Profile.tsx', 'src/Profile.tsx', 'src/Unknown.tsx', 'src/Inline.tsx'];
    expect(chunksOfEach(map, modules)).toEqual([
      ['assets/dates-d1.js', 'assets/form-f1.js', 'assets/Profile-p1.js'],
    ]);
  });
});
