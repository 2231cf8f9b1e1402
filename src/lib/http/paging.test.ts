import { describe, expect, it } from 'vitest';
import { pageByPage } from './paging';

describe('pageByPage', () => {
  const paging = pageByPage((page: { total: number }) => ({ total: page.total, pageSize: 20 }));

  it('starts at page 1', () => {
    expect(paging.initialPageParam).toBe(1);
  });

  it('asks for the next page while items remain, and stops at the last one', () => {
    expect(paging.getNextPageParam({ total: 41 }, [{ total: 41 }, { total: 41 }])).toBe(3);
    expect(paging.getNextPageParam({ total: 40 }, [{ total: 40 }, { total: 40 }])).toBeUndefined();
    expect(paging.getNextPageParam({ total: 0 }, [{ total: 0 }])).toBeUndefined();
  });
});
