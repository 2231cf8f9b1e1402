import type { TestApi } from '../testApi.ts';

/** A demo account the security test calls every operation as. */
export interface DemoRole {
  usuario: string;
  idu: number;
  tip: 1 | 2 | 3;
  admin: boolean;
  superadmin: boolean;
  /** The permission keys the seed gives the account (mocks/seed/demoAccounts.ts). */
  permissions: readonly string[];
}

/**
 * For an operation on an object only its owner (or an admin-type user) may reach: an object of
 * the caller's own, made first, as values by the path parameter, query parameter or body field
 * they fill in the operation's example request. Another user's object is refused in the
 * handler's tests.
 */
export type OwnObject = (api: TestApi, who: DemoRole) => Promise<Record<string, unknown>>;

/**
 * A handler module's operations that need an object of the caller's own, exported by
 * `api/<area>/<tag>.security.ts` as `<tag>SecurityCases`; typed against the service's
 * generated operations so that a key is an operationId.
 */
export type SecurityCases<Operations> = {
  readonly [OperationId in keyof Operations]?: OwnObject;
};
