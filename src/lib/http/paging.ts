/** Where a page of a paged list stands: how many items exist and how many a page holds. */
export interface PageCount {
  total: number;
  pageSize: number;
}

/**
 * The paging options a generated infinite query needs over the spec's 1-based `pagina`/`page`
 * parameter: pass them as `{ query: pageByPage((page) => ({ total, pageSize })) }`.
 */
export function pageByPage<TPage>(countOf: (page: TPage) => PageCount) {
  return {
    initialPageParam: 1,
    getNextPageParam: (lastPage: TPage, pages: TPage[]): number | undefined => {
      const { total, pageSize } = countOf(lastPage);
      return pageSize > 0 && pages.length * pageSize < total ? pages.length + 1 : undefined;
    },
  };
}
