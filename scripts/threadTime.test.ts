// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { interactionThreadTime } from './threadTime.ts';

const MAIN = { pid: 1, tid: 1 };
const task = (ts: number, dur: number, tdur: number, thread = MAIN) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts,
  dur,
  tdur,
});
const eventTiming = (ts: number, duration: number, type = 'click', data = {}) => ({
  name: 'EventTiming',
  ph: 'b',
  ...MAIN,
  ts,
  args: { data: { duration, type, interactionId: 1, ...data } },
});

describe('interactionThreadTime', () => {
  it('charges the longest event the thread time of the tasks that started before its paint', () => {
    const trace = {
      traceEvents: [
        task(0, 5_000, 4_000), // before the input: not the interaction's
        eventTiming(10_000, 8),
        eventTiming(10_000, 120), // the longest: 10 ms to 130 ms
        task(12_000, 80_000, 20_000),
        task(13_000, 1_000, 1_000), // nested in the task above: already counted
        task(100_000, 10_000, 3_000),
        task(140_000, 10_000, 7_000), // after the paint
        task(20_000, 50_000, 50_000, { pid: 2, tid: 2 }), // another thread
      ],
    };
    expect(interactionThreadTime(trace)).toEqual({
      event: 120,
      type: 'click',
      inputToPaint: 23,
      whole: 34,
    });
  });

  it('ends at the commit of the frame after the handlers, not at its late presentation', () => {
    const trace = [
      // Input at 1000 ms of the page's clock, handlers done at 1030, frame committed at 1060.
      eventTiming(10_000, 1_500, 'click', {
        timeStamp: 1000,
        processingEnd: 1030,
        commitFinishTime: 1060,
      }),
      task(10_500, 30_000, 20_000),
      task(45_000, 20_000, 5_000), // commits the frame: starts before 70 ms
      task(200_000, 10_000, 9_000), // a chunk arriving before the next page is presented
    ];
    expect(interactionThreadTime(trace)?.inputToPaint).toBe(25);
  });

  it('prefers the interaction event to the pointer moves before it', () => {
    const trace = [
      {
        ...eventTiming(10_000, 200, 'pointerout'),
        args: { data: { duration: 200, type: 'pointerout', interactionId: 0 } },
      },
      eventTiming(10_000, 100),
      task(20_000, 10_000, 10_000),
      task(150_000, 10_000, 10_000),
    ];
    expect(interactionThreadTime(trace)).toMatchObject({ type: 'click', inputToPaint: 10 });
  });

  it('says there was no event when none was recorded', () => {
    expect(interactionThreadTime([task(0, 1_000, 1_000)])).toBeNull();
  });
});
