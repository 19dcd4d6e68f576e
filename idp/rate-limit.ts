const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_ACCOUNT_AND_IP = 5;
const MAX_FAILURES_PER_IP = 30;
/** Expired windows are swept once the table holds this many keys. */
const SWEEP_AT_SIZE = 10_000;

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * At most 5 failed logins per account key and IP address and 30 per IP address within
 * 15 minutes. In memory, which is enough for the bundled single-process provider.
 *
 * `reserve` checks and counts in one synchronous step, before the slow password check: an
 * attempt takes its point up front, so parallel requests cannot all pass the check while the
 * first ones are still hashing. A successful login gives its point back (`recordSuccess`);
 * a failed one keeps it.
 */
export interface LoginThrottle {
  reserve(accountKey: string, ip: string): ThrottleState;
  recordSuccess(accountKey: string, ip: string): void;
}

interface Window {
  count: number;
  resetAt: number;
}

export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const windows = new Map<string, Window>();
  const pairKey = (accountKey: string, ip: string) => `pair|${accountKey}|${ip}`;
  const ipKey = (ip: string) => `ip|${ip}`;

  const current = (key: string, at: number): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const sweep = (at: number) => {
    if (windows.size < SWEEP_AT_SIZE) return;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };

  const count = (key: string, at: number, window: Window | undefined) => {
    if (window) window.count += 1;
    else windows.set(key, { count: 1, resetAt: at + WINDOW_MS });
  };

  const giveBack = (key: string, at: number) => {
    const window = current(key, at);
    if (!window) return;
    window.count -= 1;
    if (window.count <= 0) windows.delete(key);
  };

  return {
    reserve(accountKey, ip) {
      // No await in here: check and count cannot interleave with another request.
      const at = now();
      sweep(at);
      const pair = current(pairKey(accountKey, ip), at);
      const address = current(ipKey(ip), at);
      const waits = [
        pair && pair.count >= MAX_FAILURES_PER_ACCOUNT_AND_IP ? pair.resetAt - at : 0,
        address && address.count >= MAX_FAILURES_PER_IP ? address.resetAt - at : 0,
      ];
      const waitMs = Math.max(...waits);
      if (waitMs > 0) return { blocked: true, retryAfterSeconds: Math.ceil(waitMs / 1000) };
      count(pairKey(accountKey, ip), at, pair);
      count(ipKey(ip), at, address);
      return { blocked: false };
    },
    recordSuccess(accountKey, ip) {
      const at = now();
      windows.delete(pairKey(accountKey, ip));
      giveBack(ipKey(ip), at);
    },
  };
}
