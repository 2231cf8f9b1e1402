// orval writes a mutation's `x-campus-invalidates` as
// `queryClient.invalidateQueries({ queryKey: getXQueryKey() })`: the raw key, without the service
// prefix every query key carries (src/lib/http/serviceKeys.ts), so it matched nothing. This
// rewrites each to the prefixed key of the plain query and, when the operation has one, of its
// infinite variant too (a paged list read by infinite scroll is as stale as the plain one).

const RAW_INVALIDATION =
  /queryClient\.invalidateQueries\(\{ queryKey: (get\w+?)QueryKey\(([^)]*)\) \}\);/g;

// With two or more, orval matches them all in one predicate over the same raw keys.
const RAW_PREDICATE =
  /queryClient\.invalidateQueries\(\{ predicate: \(query\) => \[([^\]]*)\]\.some\(\(queryKey\) => matchQuery\(\{ queryKey \}, query\)\) \}\);/g;
const GETTER_CALL = /(get\w+?)QueryKey\(([^)]*)\)/g;

/** The generated endpoint file `source` of `service` with its invalidations prefixed. */
export function prefixInvalidations(source: string, service: string): string {
  const prefixed = (getter: string, args: string) => {
    const keys = [`${getter}QueryKey(${args})`];
    if (source.includes(`const ${getter}InfiniteQueryKey =`)) {
      keys.push(`${getter}InfiniteQueryKey(${args})`);
    }
    return keys.map(
      (key) => `queryClient.invalidateQueries({ queryKey: ['${service}', ...${key}] });`,
    );
  };
  const rewritten = source
    .replace(RAW_INVALIDATION, (_match, getter: string, args: string) =>
      prefixed(getter, args).join('\n        '),
    )
    .replace(RAW_PREDICATE, (_match, list: string) =>
      [...list.matchAll(GETTER_CALL)]
        .flatMap(([, getter, args]) => prefixed(getter!, args!))
        .join('\n        '),
    );
  // The predicates were matchQuery's only use: its import would be left unread.
  return rewritten.includes('matchQuery(')
    ? rewritten
    : rewritten.replace(/^\s*matchQuery,\n/m, '');
}
