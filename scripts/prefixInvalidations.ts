// orval writes a mutation's `x-campus-invalidates` with raw query keys, without the service
// prefix every query key carries (src/lib/http/serviceKeys.ts), so they matched nothing; and for
// a query with a path parameter it calls the key getter without the parameter (a type error) or
// falls back to a loose prefix. This rewrites each mutation's invalidations from the contract:
// - a query without path parameters: its prefixed key, and its infinite variant's when it has one
//   (a paged list read by infinite scroll is as stale as the plain one);
// - a query with path parameters: every cached key whose path matches the operation's path
//   template, whatever the parameters (one mutation makes them all stale).

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `/cursos/seccion/${idSeccion}/detalle` -> a regexp source matching any value of the params. */
const templateToRegExp = (template: string) =>
  `^${template
    .split(/\$\{[^}]+\}/)
    .map(escapeRegExp)
    .join('[^/]+')}$`;

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The statements that invalidate one query of `source`, or null when the file lacks it. */
function invalidationOf(source: string, service: string, operationId: string): string[] | null {
  const getter = `get${upperFirst(operationId)}QueryKey`;
  const definition = new RegExp(
    `const ${getter} = \\(([^)]*)\\) => \\{\\s*return \\[\\s*\`([^\`]*)\``,
  ).exec(source);
  if (!definition) return null;
  const [, args, template] = definition as unknown as [string, string, string];
  const pathParams = args.split(',').some((arg) => /^\s*\w+:/.test(arg));
  if (pathParams) {
    const pattern = templateToRegExp(template);
    return [
      `queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === '${service}' && query.queryKey.some((part) => typeof part === 'string' && /${pattern}/.test(part)) });`,
    ];
  }
  const keys = [`${getter}()`];
  const infinite = `get${upperFirst(operationId)}InfiniteQueryKey`;
  if (source.includes(`const ${infinite} =`)) keys.push(`${infinite}()`);
  return keys.map(
    (key) => `queryClient.invalidateQueries({ queryKey: ['${service}', ...${key}] });`,
  );
}

const INVALIDATION_BLOCK = /(if \(!options\?\.skipInvalidation\) \{\n)([\s\S]*?)(\n\s*\})/;

/**
 * The generated endpoint file `source` of `service`, each mutation's invalidations rewritten from
 * `invalidates` (mutation operationId -> the query operationIds it makes stale).
 */
export function prefixInvalidations(
  source: string,
  service: string,
  invalidates: Readonly<Record<string, readonly string[]>>,
): string {
  let result = source;
  for (const [mutation, queries] of Object.entries(invalidates)) {
    const marker = `const onSuccess = (data: Awaited<ReturnType<typeof ${mutation}>>`;
    let from = result.indexOf(marker);
    while (from !== -1) {
      const rest = result.slice(from);
      const block = INVALIDATION_BLOCK.exec(rest);
      if (!block) break;
      const statements = queries.flatMap((query) => {
        const lines = invalidationOf(result, service, query);
        if (!lines) throw new Error(`${mutation} invalidates ${query}, not in the same file`);
        return lines;
      });
      const indent = /^\s*/.exec(block[2]!)?.[0] ?? '        ';
      const rewritten = `${block[1]}${statements.map((line) => indent + line).join('\n')}${block[3]}`;
      const start = from + block.index;
      result = result.slice(0, start) + rewritten + result.slice(start + block[0].length);
      from = result.indexOf(marker, start + rewritten.length);
    }
  }
  // orval's predicates were matchQuery's only use: its import would be left unread.
  return result.includes('matchQuery(') ? result : result.replace(/^\s*matchQuery,\n/m, '');
}
