import { describe, expect, it } from "vitest";
import { bearerSecret, generateSecret, hashSecret, hintOf, SECRET_PATTERN } from "./secrets";
import { hasScope, isScope, missingScopeMessage, SCOPES, WRITE_SCOPES } from "./scopes";
import { IDEMPOTENCY_TTL_MS, isKept, KEY_PATTERN, outcomeOf, requestHash, type StoredKey } from "./idempotency";
import { endOfDay, staffTokenRevokeSchema, tokenFormSchema } from "./schema";

describe("token secrets", () => {
  it("are ap_live_ and 43 base62 characters, different every time", () => {
    const secrets = new Set(Array.from({ length: 200 }, generateSecret));
    expect(secrets.size).toBe(200);
    for (const secret of secrets) expect(secret).toMatch(SECRET_PATTERN);
  });

  it("use every base62 character, none more often than chance allows", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 500; i++) {
      for (const char of generateSecret().slice(8)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    // 21 500 characters: about 347 each; a biased draw (bytes % 62 without rejection) would skew some.
    for (const count of counts.values()) expect(count).toBeGreaterThan(250);
  });

  it("are stored as their SHA-256, which verifies the same secret and no other", () => {
    const secret = generateSecret();
    expect(hashSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(secret)).toBe(hashSecret(`${secret}`));
    expect(hashSecret(secret)).not.toBe(hashSecret(`${secret.slice(0, -1)}x`));
    expect(hintOf(secret)).toBe(secret.slice(-4));
  });

  it("come from a Bearer header and nothing else", () => {
    const secret = generateSecret();
    expect(bearerSecret(`Bearer ${secret}`)).toBe(secret);
    expect(bearerSecret(`bearer ${secret}`)).toBe(secret);
    expect(bearerSecret(undefined)).toBeNull();
    expect(bearerSecret(`Basic ${secret}`)).toBeNull();
    expect(bearerSecret(`Bearer ${secret}x`)).toBeNull();
    expect(bearerSecret("Bearer ap_live_short")).toBeNull();
    expect(bearerSecret(`Bearer ${secret} extra`)).toBeNull();
  });
});

describe("scopes", () => {
  it("grant exactly what was chosen; a write scope does not read", () => {
    expect(hasScope(["job_ads:read"], "job_ads:read")).toBe(true);
    expect(hasScope(["job_ads:write"], "job_ads:read")).toBe(false);
    expect(hasScope(["applications:read"], "applications:write")).toBe(false);
    expect(hasScope([], "talent_conversations:read")).toBe(false);
  });

  it("name their writes, and refuse in German", () => {
    expect([...WRITE_SCOPES].sort()).toEqual(["applications:write", "job_ads:write"]);
    expect(SCOPES.every(isScope)).toBe(true);
    expect(isScope("admin")).toBe(false);
    expect(missingScopeMessage("job_ads:write")).toBe(
      "Diesem API-Zugang fehlt die Berechtigung „Inserate anlegen, bearbeiten und veröffentlichen“ (job_ads:write).",
    );
  });
});

describe("idempotency", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  const hash = requestHash("POST", "/api/v1/job-ads", { title: "A", nested: { b: 1, a: 2 } });
  const stored = (values: Partial<StoredKey>): StoredKey => ({
    requestHash: hash,
    status: 201,
    body: { data: { id: 7 } },
    location: "/api/v1/job-ads/7",
    createdAt: new Date(now.getTime() - 1000),
    ...values,
  });

  it("hashes the same request alike, whatever the order of its keys", () => {
    expect(requestHash("post", "/api/v1/job-ads", { nested: { a: 2, b: 1 }, title: "A" })).toBe(hash);
    expect(requestHash("POST", "/api/v1/job-ads", { title: "B", nested: { b: 1, a: 2 } })).not.toBe(hash);
    expect(requestHash("POST", "/api/v1/job-ads/1/publish", { title: "A", nested: { b: 1, a: 2 } })).not.toBe(hash);
  });

  it("replays the first answer to the same request, refuses another request under the key", () => {
    expect(outcomeOf(null, hash, now)).toEqual({ kind: "free" });
    expect(outcomeOf(stored({}), hash, now)).toEqual({
      kind: "replay",
      status: 201,
      body: { data: { id: 7 } },
      location: "/api/v1/job-ads/7",
    });
    expect(outcomeOf(stored({ requestHash: "other" }), hash, now)).toEqual({ kind: "mismatch" });
    expect(outcomeOf(stored({ status: null }), hash, now)).toEqual({ kind: "in-progress" });
  });

  it("forgets a key after 24 hours, and a first request that died", () => {
    expect(outcomeOf(stored({ createdAt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS) }), hash, now)).toEqual({
      kind: "free",
    });
    expect(outcomeOf(stored({ status: null, createdAt: new Date(now.getTime() - 61_000) }), hash, now)).toEqual({
      kind: "free",
    });
  });

  it("keeps answers a retry would get again, not server errors or limits", () => {
    expect(isKept(201)).toBe(true);
    expect(isKept(409)).toBe(true);
    expect(isKept(429)).toBe(false);
    expect(isKept(500)).toBe(false);
    expect(isKept(503)).toBe(false);
  });

  it("takes keys of visible ASCII up to 255 characters", () => {
    expect(KEY_PATTERN.test("6f1c2a7e-1b6e-4c59-9d7e-0c3c9f1a2b3c")).toBe(true);
    expect(KEY_PATTERN.test("")).toBe(false);
    expect(KEY_PATTERN.test("a b")).toBe(false);
    expect(KEY_PATTERN.test("ä")).toBe(false);
    expect(KEY_PATTERN.test("x".repeat(256))).toBe(false);
  });
});

describe("the token form", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  const schema = tokenFormSchema(now);

  it("creates a token with its scopes and an expiry of days or a date", () => {
    const days = schema.parse({ intent: "create", name: " HR ", scopes: "job_ads:read", expiry: "30" });
    expect(days).toEqual({
      intent: "create",
      name: "HR",
      scopes: ["job_ads:read"],
      expiresAt: new Date("2026-12-29T12:00:00Z"),
    });
    const dated = schema.parse({
      intent: "create",
      name: "HR",
      scopes: ["job_ads:read", "applications:read", "job_ads:read"],
      expiry: "datum",
      expiresOn: "2027-01-15",
    });
    expect(dated).toMatchObject({ scopes: ["job_ads:read", "applications:read"], expiresAt: endOfDay("2027-01-15") });
  });

  it("refuses without scopes, unknown scopes, past dates and more than a year, in German", () => {
    const issues = (value: Record<string, unknown>) =>
      schema.safeParse({ intent: "create", name: "HR", expiry: "90", ...value }).error?.issues.map((i) => i.message);
    expect(issues({})).toEqual(["Bitte wählen Sie mindestens eine Berechtigung."]);
    expect(issues({ scopes: ["admin"] })).toEqual(["Unbekannte Berechtigung."]);
    expect(issues({ scopes: "job_ads:read", name: "" })).toEqual(["Bitte geben Sie einen Namen ein."]);
    expect(issues({ scopes: "job_ads:read", expiry: "datum", expiresOn: "2026-11-29" })).toEqual([
      "Das Ablaufdatum muss in der Zukunft liegen.",
    ]);
    expect(issues({ scopes: "job_ads:read", expiry: "datum", expiresOn: "2027-11-30" })).toEqual([
      "Ein API-Zugang gilt höchstens ein Jahr.",
    ]);
    expect(issues({ scopes: "job_ads:read", expiry: "datum", expiresOn: "2027-11-29" })).toBeUndefined();
    expect(issues({ scopes: "job_ads:read", expiry: "1000" })).toEqual([
      "Bitte wählen Sie, wie lange der Zugang gilt.",
    ]);
  });

  it("revokes by the token's number", () => {
    expect(schema.parse({ intent: "revoke", tokenId: "12" })).toEqual({ intent: "revoke", tokenId: 12 });
    expect(schema.safeParse({ intent: "revoke", tokenId: "x" }).success).toBe(false);
    expect(staffTokenRevokeSchema.parse({ intent: "revoke-api-token", tokenId: "3" })).toEqual({
      intent: "revoke-api-token",
      tokenId: 3,
    });
  });
});
