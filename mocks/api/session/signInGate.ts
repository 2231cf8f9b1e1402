import type { DemoServices } from '../context.ts';

/** Why a sign-in is refused before its password is checked, and for how long. */
export type SignInRefusal = { by: 'address' | 'account'; seconds: number };

export interface SignInGate {
  /** The refusal in force, or null when the attempt may go on. */
  refusal(): SignInRefusal | null;
  /** Counts the attempt (before the slow check); answers the lock it now brings, in seconds. */
  record(): number;
  /** The password was right: the attempt does not count against anyone. */
  succeeded(): void;
}

/**
 * Which limits a sign-in meets (OWASP's device-cookie scheme). From a browser that signed in as
 * this user before (its device cookie, security/deviceCookie.ts), failures count for that device
 * only: an attacker elsewhere who locks the account out locks only the untrusted world, and the
 * user still signs in from their own browser. From anywhere else, failures count per username
 * (the lock-out) and per client address (a spray across accounts): the address limit counts only
 * these, so a lab behind one address does not lock out the students whose browsers are known.
 */
export function signInGate(
  services: DemoServices,
  address: string,
  usernameKey: string,
  cookieHeader: string | undefined,
): SignInGate {
  const device = services.devices.deviceOf(cookieHeader, usernameKey);
  if (device !== null) {
    const deviceKey = `${usernameKey}\n${device}`;
    return {
      refusal: () => {
        const seconds = services.deviceThrottle.retryAfterSeconds(deviceKey);
        return seconds > 0 ? { by: 'account', seconds } : null;
      },
      record: () => services.deviceThrottle.record(deviceKey),
      succeeded: () => services.deviceThrottle.reset(deviceKey),
    };
  }
  let addressAttempt = 0;
  return {
    refusal: () => {
      // The address first: a flood from one address costs nothing past it.
      const byAddress = services.addressThrottle.retryAfterSeconds(address);
      if (byAddress > 0) return { by: 'address', seconds: byAddress };
      const byAccount = services.loginThrottle.retryAfterSeconds(usernameKey);
      return byAccount > 0 ? { by: 'account', seconds: byAccount } : null;
    },
    record: () => {
      addressAttempt = services.addressThrottle.record(address);
      return services.loginThrottle.record(usernameKey);
    },
    succeeded: () => {
      services.loginThrottle.reset(usernameKey);
      services.addressThrottle.forget(address, addressAttempt);
    },
  };
}
