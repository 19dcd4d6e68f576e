import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./availability";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a terminated backend", withCode("terminating connection due to administrator command", "57P01")],
    ["a server starting up", withCode("the database system is starting up", "57P03")],
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a connection exception", withCode("connection failure", "08006")],
    ["a broken connection", new Error("Connection terminated unexpectedly")],
    ["a connect timeout", new Error("timeout exceeded when trying to connect")],
    [
      "drizzle's wrapper around the driver's error",
      new Error("Failed query: select 1", { cause: withCode("the database system is shutting down", "57P03") }),
    ],
    [
      "Node's aggregate of refused IPv4 and IPv6 attempts",
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""),
    ],
  ])("recognises %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value violates unique constraint", "23505")],
    ["a syntax error", withCode('syntax error at or near "selec"', "42601")],
    ["a missing database (a setting, not an outage)", withCode('database "nope" does not exist', "3D000")],
    ["a failed password", withCode("password authentication failed", "28P01")],
    ["a plain error", new Error("boom")],
    ["not an error", "Connection terminated"],
    ["nothing", undefined],
  ])("leaves %s alone", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
