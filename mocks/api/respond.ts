import type { operations as MainOperations } from '../../generated/main/paths.ts';
import type { operations as NotificationsOperations } from '../../generated/notifications/paths.ts';
import { texts } from './texts.ts';

type Operations = MainOperations & NotificationsOperations;
type JsonOk<Op> = Op extends {
  responses: { 200: { content: { 'application/json': { results: infer Results } } } };
}
  ? Results
  : never;

/** The `results` an operation answers with, by operationId: `ResultsOf<'listarMenu'>`. */
export type ResultsOf<OperationId extends keyof Operations> = JsonOk<Operations[OperationId]>;

/** The success envelope of spec §7: results plus the public message users read. */
export function ok<Results>(results: Results, messagePublic: string = texts.success) {
  return { results, messagePublic };
}
