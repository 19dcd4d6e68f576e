import { RateLimiterMemory, type RateLimiterRes } from "rate-limiter-flexible";

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT_AND_IP = 5;
const MAX_FAILURES_PER_IP = 30;

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * Counts failed logins only: at most 5 per account key and IP address and 30 per IP address
 * within 15 minutes. In memory, which is enough for the bundled single-process provider.
 */
export interface LoginThrottle {
  check(accountKey: string, ip: string): Promise<ThrottleState>;
  recordFailure(accountKey: string, ip: string): Promise<void>;
  recordSuccess(accountKey: string, ip: string): Promise<void>;
}

export function createLoginThrottle(): LoginThrottle {
  const byAccountAndIp = new RateLimiterMemory({ points: MAX_FAILURES_PER_ACCOUNT_AND_IP, duration: WINDOW_SECONDS });
  const byIp = new RateLimiterMemory({ points: MAX_FAILURES_PER_IP, duration: WINDOW_SECONDS });
  const pairKey = (accountKey: string, ip: string) => `${accountKey}|${ip}`;

  const exhausted = (res: RateLimiterRes | null, limit: number): res is RateLimiterRes =>
    res !== null && res.consumedPoints >= limit;

  return {
    async check(accountKey, ip) {
      const [pair, address] = await Promise.all([byAccountAndIp.get(pairKey(accountKey, ip)), byIp.get(ip)]);
      const waits = [
        exhausted(pair, MAX_FAILURES_PER_ACCOUNT_AND_IP) ? pair.msBeforeNext : 0,
        exhausted(address, MAX_FAILURES_PER_IP) ? address.msBeforeNext : 0,
      ];
      const waitMs = Math.max(...waits);
      return waitMs > 0 ? { blocked: true, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { blocked: false };
    },
    async recordFailure(accountKey, ip) {
      // penalty() adds points without rejecting once the limit is passed (unlike consume()).
      await Promise.all([byAccountAndIp.penalty(pairKey(accountKey, ip), 1), byIp.penalty(ip, 1)]);
    },
    async recordSuccess(accountKey, ip) {
      await byAccountAndIp.delete(pairKey(accountKey, ip));
    },
  };
}
