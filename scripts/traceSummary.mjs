// Summarises a Chromium trace (the Performance panel's JSON) of one page: where its main thread
// went. JavaScript is split by the CPU profile's samples, each charged to the first bucket its
// stack falls in (emotion before React, so styles inserted while rendering count as styles).

const BUCKETS = [
  [
    'emotion: serialise and insert styles',
    /^(insertStyles|serializeStyles|registerStyles|handleInterpolation|createStringFromObject|insertRule|_insertTag|insertWithoutScoping)$/,
  ],
  [
    'MUI: resolve sx and theme styles',
    /^(styleFunctionSx|traverse|processStyle|createStyled|muiStyledResolver|transformStyleArg|cssVariablesParser)$/,
  ],
  [
    'virtualizer: measure and lay out',
    /^(getMeasurements|measureElement|_measureElement|calculateRange|getVirtualItems|_willUpdate|resizeItem)$/,
  ],
  [
    'router: create and match routes',
    /^(createRouter|createBrowserRouter|convertRoutesToDataRoutes|flattenRoutes|rankRouteBranches|computeScore|buildRoutes|toRouteObjects|matchRoutes|matchRoutesImpl|patchRoutesImpl|createAppRouter|servedRoutes|bindingMap)$/,
  ],
  [
    'React: commit and effects',
    /^(commitRoot|commitRootImpl|flushLayoutEffects|flushPassiveEffects|flushPassiveEffectsImpl|commitMutationEffects|commitLayoutEffects|flushMutationEffects|flushSpawnedWork)$/,
  ],
  [
    'React: render',
    /^(performWorkOnRoot|renderRootSync|renderRootConcurrent|workLoopSync|workLoopConcurrent|workLoopConcurrentByScheduler|performUnitOfWork|beginWork|completeWork|renderWithHooks)$/,
  ],
];

const NATIVE = {
  Layout: 'browser: layout',
  UpdateLayoutTree: 'browser: style recalculation',
  Paint: 'browser: paint',
  PrePaint: 'browser: paint',
  ParseHTML: 'browser: parse HTML',
  'v8.compile': 'script: compile',
  'v8.compileModule': 'script: compile',
  'V8.CompileCode': 'script: compile',
  MinorGC: 'GC',
  MajorGC: 'GC',
};

function mainThread(events) {
  const names = new Map();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
      names.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && names.has(key)) names.set(key, names.get(key) + (e.dur ?? 0));
  }
  return [...names].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const ms = (us) => us / 1000;
const pad = (text, width) => String(text).padEnd(width);
const num = (value) => `${Math.round(value)}`.padStart(6);

export function summariseTrace(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const thread = mainThread(events);
  if (!thread) return '  (no renderer main thread in the trace)';
  const [pid, tid] = thread.split(':').map(Number);
  const own = events.filter((e) => e.pid === pid && e.tid === tid);
  const tasks = own.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur);
  const start = Math.min(...tasks.map((t) => t.ts));
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const lcp = lcps.length ? Math.max(...lcps.map((e) => e.ts)) : null;
  const busy = tasks.reduce((sum, t) => sum + t.dur, 0);
  const long = tasks.filter((t) => t.dur > 50_000);
  const blocking = long.reduce((sum, t) => sum + t.dur - 50_000, 0);
  const afterLcp = lcp ? tasks.filter((t) => t.ts >= lcp) : [];
  // Thread time: on a machine shared with other jobs, wall time counts the waits for a core too.
  const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0);
  const lines = [
    `  main thread busy ${num(ms(busy))} ms (on a core ${Math.round(ms(cpu))} ms) in ${tasks.length} tasks; ${long.length} over 50 ms ` +
      `(blocking ${Math.round(ms(blocking))} ms, longest ${Math.round(ms(Math.max(0, ...tasks.map((t) => t.dur))))} ms)`,
  ];
  if (lcp)
    lines.push(
      `  largest paint at ${Math.round(ms(lcp - start))} ms after the first task; after it: ` +
        `${Math.round(ms(afterLcp.reduce((s, t) => s + t.dur, 0)))} ms in ${afterLcp.length} tasks, ` +
        `longest ${Math.round(ms(Math.max(0, ...afterLcp.map((t) => t.dur))))} ms`,
    );

  lines.push(...breakdown(events, pid, tid, own, null));
  // The interaction's own work: what ran between the longest event's input and its paint.
  const event = longestEvent(events);
  if (event) {
    const window = [event.ts, event.ts + event.args.data.duration * 1000];
    const inWindow = tasks.filter((t) => t.ts >= window[0] && t.ts < window[1]);
    lines.push(
      `  from the input to its paint (longest event '${event.args.data.type}', ` +
        `${Math.round(event.args.data.duration)} ms): ${inWindow.length} tasks, ` +
        `${Math.round(ms(inWindow.reduce((sum, t) => sum + t.dur, 0)))} ms busy, ` +
        `${Math.round(ms(inWindow.reduce((sum, t) => sum + (t.tdur ?? 0), 0)))} ms on a core`,
    );
    lines.push(...breakdown(events, pid, tid, own, window).map((line) => `  ${line}`));
  }
  return lines.join('\n');
}

/** The longest EventTiming entry (an interaction's events share its input and paint). */
function longestEvent(events) {
  let longest = null;
  for (const e of events)
    if (e.name === 'EventTiming' && e.ph === 'b' && typeof e.args?.data?.duration === 'number')
      if (!longest || e.args.data.duration > longest.args.data.duration) longest = e;
  return longest;
}

/** Where the main thread's time went, the whole trace's or only within `window` ([from, to] µs). */
function breakdown(events, pid, tid, own, window) {
  const within = (ts) => !window || (ts >= window[0] && ts < window[1]);
  // Native work, outermost event of each kind only.
  const native = new Map();
  for (const name of Object.keys(NATIVE)) {
    let end = 0;
    for (const e of own
      .filter((x) => x.name === name && x.ph === 'X' && within(x.ts))
      .sort((a, b) => a.ts - b.ts)) {
      if (e.ts < end) continue;
      end = e.ts + e.dur;
      native.set(NATIVE[name], (native.get(NATIVE[name]) ?? 0) + e.dur);
    }
  }

  // JavaScript, from the samples.
  const nodes = new Map();
  const buckets = new Map();
  const chunks = new Map();
  const functions = new Map();
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  const chunkOf = (url) =>
    url
      ? url
          .split('/')
          .pop()
          .replace(/-[\w-]{8}\.js$/, '.js')
      : '(native)';
  // A chunk is written by the profiler's own thread: its id names the profile, and the profile's
  // event names the thread sampled (the service worker's thread has a profile of its own).
  const clocks = new Map(
    events
      .filter((x) => x.name === 'Profile' && x.pid === pid && x.tid === tid)
      .map((x) => [x.id, x.args?.data?.startTime ?? x.ts]),
  );
  for (const e of events
    .filter((x) => x.name === 'ProfileChunk' && x.pid === pid && clocks.has(x.id))
    .sort((x, y) => x.ts - y.ts)) {
    const profile = e.args?.data?.cpuProfile;
    if (!profile) continue;
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const samples = profile.samples ?? [];
    const deltas = e.args.data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i += 1) {
      // Each sample's time: the profile's start plus the deltas so far, chunk after chunk.
      const at = clocks.get(e.id) + (deltas[i] ?? 0);
      clocks.set(e.id, at);
      if (!within(at)) continue;
      const weight = Math.max(0, deltas[i + 1] ?? deltas[i] ?? 0);
      const leaf = nodes.get(samples[i]);
      if (!leaf) continue;
      const name = leaf.callFrame.functionName;
      if (name === '(idle)' || name === '(root)') continue;
      if (name === '(program)' || name === '(garbage collector)') {
        add(buckets, name === '(program)' ? 'browser work outside JS' : 'GC (sampled)', weight);
        continue;
      }
      const stack = [];
      for (let node = leaf; node; node = nodes.get(node.parent)) stack.push(node.callFrame);
      add(chunks, chunkOf(leaf.callFrame.url), weight);
      add(functions, `${name || '(anonymous)'} ${chunkOf(leaf.callFrame.url)}`, weight);
      const bucket = BUCKETS.find(([, pattern]) => stack.some((f) => pattern.test(f.functionName)));
      if (bucket) {
        add(buckets, bucket[0], weight);
        continue;
      }
      const js = stack.filter((f) => f.url && f.functionName !== '(root)');
      const outer = js.at(-1);
      if (outer && outer.functionName === '')
        add(buckets, `module evaluation: ${chunkOf(outer.url)}`, weight);
      else add(buckets, `other script: ${chunkOf(outer?.url ?? leaf.callFrame.url)}`, weight);
    }
  }
  const top = (map, count) =>
    [...map]
      .filter(([, value]) => value > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, value]) => `    ${pad(key, 62)} ${num(ms(value))} ms`);
  const lines = ['  by kind of work (JS from samples, native from trace events):'];
  const kinds = new Map([...buckets, ...native]);
  for (const [name] of BUCKETS) if (!kinds.has(name)) kinds.set(name, 0);
  lines.push(...top(kinds, 16));
  // The buckets issue 57 asks about, wherever they rank.
  const ranked = [...kinds].sort((x, y) => y[1] - x[1]).map(([name]) => name);
  const named = [...kinds].filter(
    ([name]) => BUCKETS.some(([bucket]) => bucket === name) && ranked.indexOf(name) >= 16,
  );
  lines.push(...named.map(([key, value]) => `    ${pad(key, 62)} ${num(ms(value))} ms`));
  lines.push('  JS self time by chunk:');
  lines.push(...top(chunks, 8));
  lines.push('  JS self time by function:');
  lines.push(...top(functions, 10));
  return lines;
}

// `node scripts/traceSummary.mjs trace.json…`: the summary of traces already recorded.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { readFileSync } = await import('node:fs');
  for (const file of process.argv.slice(2)) {
    console.log(`\n## ${file}`);
    console.log(summariseTrace(JSON.parse(readFileSync(file, 'utf8'))));
  }
}
