import { tooManyRequests } from '../errors.ts';
import { sessionTexts } from './texts.ts';

/** The answer to a sign-in while its account (or its device's entry) is locked. */
export const lockedOut = (seconds: number) =>
  tooManyRequests(seconds, sessionTexts.tooManyFailures(seconds), 'Too many failed attempts');

/** The answer to a sign-in or reset from an address over the failures limit. */
export const floodedFrom = (seconds: number) =>
  tooManyRequests(
    seconds,
    sessionTexts.tooManyFromAddress(seconds),
    'Too many failures from the address',
  );
