import { describe, expect, it } from "vitest";
import { ANY_COMPANY_SCOPE, ScopedCache, type ChangeFeed, type ChangeSubscriber } from "./scoped-cache.server";

/** A feed whose notifications the test sends. */
class FakeFeed implements ChangeFeed {
  live = true;
  private readonly subscribers: ChangeSubscriber[] = [];
  isLive = () => this.live;
  subscribe(subscriber: ChangeSubscriber) {
    this.subscribers.push(subscriber);
  }
  changed(...scopes: string[]) {
    for (const subscriber of this.subscribers) subscriber.changed(scopes);
  }
  reset() {
    for (const subscriber of this.subscribers) subscriber.reset();
  }
}

/** A cache whose loads count and answer the current `value` of each key. */
function cacheWith(feed: FakeFeed) {
  const cache = new ScopedCache<string>(feed, 10);
  const loads: string[] = [];
  const values = new Map<string, string>();
  const get = (key: string, scopes: string[]) =>
    cache.get(key, async () => {
      loads.push(key);
      const value = values.get(key);
      return value === undefined ? null : { value, scopes };
    });
  return { cache, loads, values, get };
}

describe("a cache that hears the data versions", () => {
  it("keeps a value until one of its scopes is notified, and only those values", async () => {
    const feed = new FakeFeed();
    const { loads, values, get } = cacheWith(feed);
    values.set("a", "A1").set("b", "B1");
    expect(await get("a", ["global", "company:1"])).toBe("A1");
    expect(await get("b", ["global", "company:2"])).toBe("B1");
    values.set("a", "A2").set("b", "B2");
    expect(await get("a", ["global", "company:1"])).toBe("A1");

    feed.changed("company:1");
    expect(await get("a", ["global", "company:1"])).toBe("A2");
    expect(await get("b", ["global", "company:2"])).toBe("B1");
    expect(loads).toEqual(["a", "b", "a"]);
  });

  it("drops every value for `global` and after a reset of the feed, and keeps no null", async () => {
    const feed = new FakeFeed();
    const { loads, values, get } = cacheWith(feed);
    values.set("x", "X");
    await get("x", ["company:9"]);
    await get("x", ["company:9"]);
    feed.changed("global");
    await get("x", ["company:9"]);
    feed.reset();
    await get("x", ["company:9"]);
    expect(await get("missing", ["global"])).toBeNull();
    expect(await get("missing", ["global"])).toBeNull();
    expect(loads).toEqual(["x", "x", "x", "missing", "missing"]);
  });

  it("keeps nothing while the feed is not live, and nothing read before a change was heard", async () => {
    const feed = new FakeFeed();
    const { loads, values, get, cache } = cacheWith(feed);
    values.set("a", "A1");
    feed.live = false;
    await get("a", ["company:1"]);
    await get("a", ["company:1"]);
    expect(loads).toEqual(["a", "a"]);
    expect(cache.size).toBe(0);

    feed.live = true;
    let release: () => void = () => undefined;
    const overtaken = cache.get("a", async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: "A-old", scopes: ["company:1"] };
    });
    feed.changed("company:7");
    release();
    expect(await overtaken).toBe("A-old");
    expect(cache.size).toBe(0);
    values.set("a", "A2");
    expect(await get("a", ["company:1"])).toBe("A2");
    expect(cache.size).toBe(1);
  });

  it("forgets everything when this process wrote (`clear`)", async () => {
    const feed = new FakeFeed();
    const { loads, values, get, cache } = cacheWith(feed);
    values.set("a", "A1");
    await get("a", ["global"]);
    cache.clear();
    await get("a", ["global"]);
    expect(loads).toEqual(["a", "a"]);
  });

  it("drops a value read from every company on any company's notification, and only then", async () => {
    const feed = new FakeFeed();
    const { loads, values, get } = cacheWith(feed);
    values.set("all", "ALL").set("one", "ONE");
    await get("all", ["global", ANY_COMPANY_SCOPE]);
    await get("one", ["global", "company:1"]);
    feed.changed("user:external:3");
    await get("all", ["global", ANY_COMPANY_SCOPE]);
    feed.changed("company:42");
    await get("all", ["global", ANY_COMPANY_SCOPE]);
    await get("one", ["global", "company:1"]);
    expect(loads).toEqual(["all", "one", "all"]);
  });

  it("reads a value again once its time has passed", async () => {
    const feed = new FakeFeed();
    const cache = new ScopedCache<string>(feed, 10);
    let loads = 0;
    const load = (expiresAt: Date) => async () => {
      loads++;
      return { value: `v${loads}`, scopes: ["global"], expiresAt };
    };
    expect(await cache.get("a", load(new Date(Date.now() + 60_000)))).toBe("v1");
    expect(await cache.get("a", load(new Date(Date.now() + 60_000)))).toBe("v1");
    expect(await cache.get("b", load(new Date(Date.now() - 1)))).toBe("v2");
    expect(await cache.get("b", load(new Date(Date.now() - 1)))).toBe("v3");
  });
});
