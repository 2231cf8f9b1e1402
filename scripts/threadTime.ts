// The renderer main thread's CPU time during one interaction, from a Chromium trace (categories
// devtools.timeline and disabled-by-default-devtools.timeline). Wall times on a machine shared
// with other jobs swing 2-4x; a task's `tdur` (thread time) counts only the time the thread ran,
// and CDP's CPU throttling makes the thread sleep, so what the page did costs the same whatever
// the load. Used by bench:interactions beside Event Timing's duration (issue 57).

/** A Chromium trace event, the fields read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: Record<string, unknown> };
}

interface EventTimingData {
  duration: number;
  type: string;
  interactionId?: number;
  timeStamp?: number;
  processingEnd?: number;
  commitFinishTime?: number;
}

type EventTiming = TraceEvent & { args: { data: EventTimingData } };

export interface InteractionThreadTime {
  event: number;
  type: string;
  inputToPaint: number;
  whole: number;
}

const isEventTiming = (e: TraceEvent): e is EventTiming =>
  e.name === 'EventTiming' && e.ph === 'b' && typeof e.args?.data?.duration === 'number';

/**
 * The interaction's longest EventTiming entry (a click, a key press: `interactionId` set), else
 * the longest of any (the pointer's moves before a click have none).
 */
function longestEvent(events: readonly TraceEvent[]): EventTiming | null {
  let longest: EventTiming | null = null;
  const rank = (e: EventTiming) =>
    [(e.args.data.interactionId ?? 0) > 0 ? 1 : 0, e.args.data.duration] as const;
  for (const e of events) {
    if (!isEventTiming(e)) continue;
    const [ours, theirs] = [rank(e), longest && rank(longest)];
    if (!theirs || ours[0] > theirs[0] || (ours[0] === theirs[0] && ours[1] > theirs[1]))
      longest = e;
  }
  return longest;
}

/**
 * The trace time (µs) the main thread committed the frame after the event's handlers: the part
 * of Event Timing the page's own thread decides. The rest, until that frame is presented, waits
 * on the compositor and the GPU process, and a click that starts a navigation is only presented
 * with the next page's frame (the chunks' download counted in).
 */
function committedAt(event: EventTiming): number {
  const { duration, timeStamp, processingEnd, commitFinishTime } = event.args.data;
  const presented = event.ts + duration * 1000;
  if (
    typeof commitFinishTime !== 'number' ||
    typeof timeStamp !== 'number' ||
    typeof processingEnd !== 'number' ||
    commitFinishTime < processingEnd
  )
    return presented;
  return Math.min(presented, event.ts + (commitFinishTime - timeStamp) * 1000);
}

/** Top-level tasks of one thread (a task nested in another's span is part of it), by start. */
function topLevelTasks(events: readonly TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid)
    .sort((a, b) => a.ts - b.ts);
  const top: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    top.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return top;
}

const threadMs = (tasks: readonly TraceEvent[]) =>
  tasks.reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0) / 1000;

/**
 * `inputToPaint`: thread time (ms) of the main thread's tasks that started between the longest
 * event's input and the commit of the frame after it (what ran before the handlers, their
 * dispatch, React's render and commit, style, layout and paint). `whole`: every main-thread task
 * of the trace (the interaction's later work too, like data arriving; it includes the driver's
 * own polling). `event`: that event's Event Timing duration (ms). Null without an event.
 */
export function interactionThreadTime(
  trace: readonly TraceEvent[] | { traceEvents: readonly TraceEvent[] },
): InteractionThreadTime | null {
  const events = 'traceEvents' in trace ? trace.traceEvents : trace;
  const event = longestEvent(events);
  if (!event) return null;
  // EventTiming is recorded on the renderer main thread that handled the event.
  const tasks = topLevelTasks(events, event.pid, event.tid);
  const start = event.ts;
  // The task that commits the frame starts before its commit ends: counted.
  const end = committedAt(event);
  const inWindow = tasks.filter((t) => t.ts >= start && t.ts < end);
  return {
    event: event.args.data.duration,
    type: event.args.data.type,
    inputToPaint: threadMs(inWindow),
    whole: threadMs(tasks),
  };
}
