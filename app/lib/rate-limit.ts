import { LRUCache } from "lru-cache";

export interface TokenBucketOptions {
  /** Tokens that come back per minute, on average. */
  perMinute: number;
  /** Tokens a key may spend at once (and holds when it was not seen for a while). */
  burst: number;
  now?: () => number;
}

/**
 * A token bucket per key (a client's address, an e-mail address), in this process. The least
 * recently seen keys are forgotten first, so memory stays bounded whatever an attacker sends;
 * a forgotten key starts again with a full bucket, which only ever errs towards letting through.
 */
export class TokenBuckets {
  private readonly buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 10_000 });
  private readonly now: () => number;

  constructor(private readonly options: TokenBucketOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Takes a token for `key`: 0 when there was one, else the seconds until the next one. */
  take(key: string): number {
    const now = this.now();
    const msPerToken = 60_000 / this.options.perMinute;
    const bucket = this.buckets.get(key) ?? { tokens: this.options.burst, at: now };
    bucket.tokens = Math.min(this.options.burst, bucket.tokens + (now - bucket.at) / msPerToken);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil(((1 - bucket.tokens) * msPerToken) / 1000));
  }
}

/**
 * The portal's limits on anonymous writes that cost someone else something (decision 037), kept
 * in the database (rate-limit.server.ts, decision 050): every worker and instance spends from
 * the same bucket.
 */
export const RATE_LIMITS = {
  /** "Firma folgen" from one client address: each request mails whatever address was typed. */
  followPerClient: { perMinute: 10 / 60, burst: 5 },
  /** Confirmation mails to one mailbox (`mailboxOf`: `+tag` and case do not count): three a day, whoever asks. */
  followPerAddress: { perMinute: 3 / (24 * 60), burst: 3 },
  /** Views of one public page from one client address that count: a reload is a view, a loop is not. */
  pageViewPerClient: { perMinute: 2, burst: 10 },
  /**
   * Applications from one client address: an office or a family shares one, so a few at once,
   * then one every 5 minutes (each stores documents and mails a confirmation).
   */
  applyPerClient: { perMinute: 1 / 5, burst: 5 },
  /** Applications (and confirmation mails) for one mailbox (`mailboxOf`): ten a day. */
  applyPerAddress: { perMinute: 10 / (24 * 60), burst: 10 },
  /** Candidates' replies from one client address (each may store documents and mails colleagues). */
  replyPerClient: { perMinute: 1 / 2, burst: 10 },
  /** Replies to one application: twenty a day, however many addresses send them. */
  replyPerApplication: { perMinute: 20 / (24 * 60), burst: 20 },
  /** Answers of people of the talent pool to contact requests, from one client address. */
  talentAnswerPerClient: { perMinute: 1 / 2, burst: 10 },
  /** Requests of one API token to the integration API (decision 076): two a second on average, 60 at once. */
  apiPerToken: { perMinute: 120, burst: 60 },
} as const satisfies Record<string, TokenBucketOptions>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The buckets of every limit of RATE_LIMITS, as the server hands them to every request. */
export interface RateLimits {
  /** 0 when `key` may go on, else the seconds until it may. */
  take(name: RateLimitName, key: string): Promise<number>;
}
