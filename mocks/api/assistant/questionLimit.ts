import { WindowThrottle } from '../../security/windowThrottle.ts';
import type { DemoServices } from '../context.ts';
import { tooManyRequests } from '../errors.ts';
import { assistantTexts as t } from './texts.ts';

// Each question searches the whole corpus: one account asking in a loop (200 in 0.29 s, issue
// 55) takes the process from everyone else. A person types far slower than this.
export const QUESTIONS_PER_MINUTE = 30;
export const QUESTION_WINDOW_MS = 60_000;

const throttles = new WeakMap<DemoServices, WindowThrottle>();

/** Counts one question of the user; 429 with Retry-After past the limit, nothing counted then. */
export function countQuestion(services: DemoServices, userId: number): void {
  let throttle = throttles.get(services);
  if (!throttle) {
    throttle = new WindowThrottle({
      clock: services.clock,
      limit: QUESTIONS_PER_MINUTE,
      windowMs: QUESTION_WINDOW_MS,
    });
    throttles.set(services, throttle);
  }
  const key = String(userId);
  const wait = throttle.retryAfterSeconds(key);
  if (wait > 0) throw tooManyRequests(wait, t.tooManyQuestions(wait), 'Too many questions');
  throttle.record(key);
}
