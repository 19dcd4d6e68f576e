import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { sessions } from "@db/schema";
import { lockSessionGroups, setSessionActingGroups } from "./sessions.server";

/** The platform's reads and commands of a session's groups (decision 062). */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: "memory://" });
  await handle.migrate();
  await handle.db.insert(sessions).values({
    idHash: "hash-1",
    provider: "internal",
    userKind: "internal",
    userId: 1,
    groupsByLogin: ["admin"],
    groups: ["admin"],
    expiresAt: new Date(Date.now() + 3_600_000),
  });
});

afterAll(async () => {
  await handle.close();
});

describe("a session's groups", () => {
  it("reads the kind and both sets in a transaction, and null for no session", async () => {
    await handle.db.transaction(async (tx) => {
      expect(await lockSessionGroups(tx, "hash-1")).toEqual({
        userKind: "internal",
        groups: ["admin"],
        groupsByLogin: ["admin"],
      });
      expect(await lockSessionGroups(tx, "no-such-hash")).toBeNull();
    });
  });

  it("narrows the acting groups and keeps the login's", async () => {
    await setSessionActingGroups(handle.db, "hash-1", ["qa", "readOnly"]);
    expect(await lockSessionGroups(handle.db, "hash-1")).toEqual({
      userKind: "internal",
      groups: ["qa", "readOnly"],
      groupsByLogin: ["admin"],
    });
  });
});
