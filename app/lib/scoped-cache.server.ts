import { LRUCache } from "lru-cache";

/**
 * How a cache of company data learns of writes (decision 065): the data versions. The triggers
 * of migrations 0019, 0023 and 0025 bump a scope (`company:{id}`, `user:{kind}:{id}`, `global`)
 * in the writing transaction and notify it when it commits; every process hears it on its feed
 * (`server/database-changes.ts`). Every cache is listed with what invalidates it in `caches.ts`.
 */
export interface ChangeSubscriber {
  /** These rows ended or changed: session id hashes, or data-version scopes. */
  changed(names: readonly string[]): void;
  /** Changes may have been missed: the connection was lost, or has just begun to listen. */
  reset(): void;
}

/** What a process hears of the changes of one kind. */
export interface ChangeFeed {
  /** Whether every change committed from now on reaches the subscriber. */
  isLive(): boolean;
  subscribe(subscriber: ChangeSubscriber): void;
}

/** The scope every page and profile shows: the catalogue, the switches, the staff's names (migration 0019). */
export const GLOBAL_SCOPE = "global";
export const companyScope = (companyId: number): string => `company:${companyId}`;
/**
 * Read from every company's data, including companies not yet in it (the job feed of all live
 * ads): dropped by the notification of any `company:{id}`.
 */
export const ANY_COMPANY_SCOPE = "company:*";
const COMPANY_SCOPE_PREFIX = "company:";
export const userScope = (kind: string, userId: number): string => `user:${kind}:${userId}`;

/** A value and the data-version scopes it was read from. */
export interface Scoped<V> {
  value: V;
  scopes: readonly string[];
  /**
   * When the value changes with time alone (an ad's run end passing before the sweep writes its
   * status): from then on it is read again. None: only a notification drops it.
   */
  expiresAt?: Date;
}

/**
 * Values kept in this process while the data-version feed says nothing they were read from has
 * changed. A notification of one of a value's scopes drops it (`global` drops every value); a
 * value whose read began before a change was heard is not kept (it may show the old data); while
 * the feed is not live nothing is kept, and every `get` reads.
 */
export class ScopedCache<V> {
  private readonly entries: LRUCache<string, Scoped<V>>;
  /** The keys of the kept values that were read from a scope. */
  private readonly keysOf = new Map<string, Set<string>>();
  /** Counts the feed's changes: a read that began before one is not kept. */
  private heard = 0;

  constructor(
    private readonly changes: ChangeFeed,
    maxEntries: number,
  ) {
    this.entries = new LRUCache({
      max: maxEntries,
      dispose: (entry, key) => {
        for (const scope of entry.scopes) {
          const keys = this.keysOf.get(scope);
          keys?.delete(key);
          if (keys?.size === 0) this.keysOf.delete(scope);
        }
      },
    });
    changes.subscribe({
      changed: (scopes) => {
        this.heard++;
        if (scopes.includes(GLOBAL_SCOPE)) {
          this.entries.clear();
          return;
        }
        const named = scopes.some((scope) => scope.startsWith(COMPANY_SCOPE_PREFIX))
          ? [...scopes, ANY_COMPANY_SCOPE]
          : scopes;
        for (const scope of named) for (const key of [...(this.keysOf.get(scope) ?? [])]) this.entries.delete(key);
      },
      reset: () => this.clear(),
    });
  }

  /** The kept value of `key`, or what `load` reads (kept when the feed allows it); null is never kept. */
  async get(key: string, load: () => Promise<Scoped<V> | null>): Promise<V | null> {
    const hit = this.entries.get(key);
    if (hit && this.changes.isLive() && (hit.expiresAt === undefined || hit.expiresAt.getTime() > Date.now())) {
      return hit.value;
    }
    const heardBefore = this.heard;
    const loaded = await load();
    if (loaded === null) return null;
    if (this.changes.isLive() && this.heard === heardBefore) {
      this.entries.set(key, loaded);
      for (const scope of loaded.scopes) {
        let keys = this.keysOf.get(scope);
        if (!keys) this.keysOf.set(scope, (keys = new Set()));
        keys.add(key);
      }
    }
    return loaded.value;
  }

  /** Forgets every value: this process wrote something they show. */
  clear(): void {
    this.heard++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
