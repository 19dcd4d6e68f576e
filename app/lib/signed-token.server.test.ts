import { describe, expect, it } from "vitest";
import { createTokenSigner } from "./signed-token.server";

describe("createTokenSigner", () => {
  const signer = createTokenSigner(["neues-geheimnis-mit-genug-zeichen", "altes-geheimnis-mit-genug-zeichen"]);

  it("gives back what it signed, also with an older secret during a rotation", () => {
    expect(signer.verify(signer.sign('{"e":"a@b.at"}'))).toBe('{"e":"a@b.at"}');
    const old = createTokenSigner(["altes-geheimnis-mit-genug-zeichen"]);
    expect(signer.verify(old.sign("x"))).toBe("x");
  });

  it("refuses changed payloads, foreign signatures and malformed tokens", () => {
    const token = signer.sign("company=1");
    const [data, signature] = token.split(".");
    const forged = `${Buffer.from("company=2").toString("base64url")}.${signature}`;
    expect(signer.verify(forged)).toBeNull();
    expect(createTokenSigner(["ein-ganz-anderes-geheimnis-hier"]).verify(token)).toBeNull();
    for (const bad of ["", ".", data!, `${token}.x`, `${data}.`, "x".repeat(3000)]) {
      expect(signer.verify(bad), bad.slice(0, 20)).toBeNull();
    }
  });

  it("seals a payload so that the link does not show it, and opens it, also with an older secret", () => {
    const token = signer.seal('{"email":"eva.huber@example.at"}');
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain("eva");
    expect(Buffer.from(token, "base64url").toString("latin1")).not.toContain("eva.huber");
    expect(signer.open(token)).toBe('{"email":"eva.huber@example.at"}');
    // Two seals of one payload differ (a fresh IV each time).
    expect(signer.seal("x")).not.toBe(signer.seal("x"));
    const old = createTokenSigner(["altes-geheimnis-mit-genug-zeichen"]);
    expect(signer.open(old.seal("x"))).toBe("x");
  });

  it("opens nothing it did not seal: changed bytes, another portal's seal, signed or malformed tokens", () => {
    const token = signer.seal("company=1");
    const bytes = Buffer.from(token, "base64url");
    bytes[14] = bytes[14]! ^ 1;
    expect(signer.open(bytes.toString("base64url"))).toBeNull();
    expect(createTokenSigner(["ein-ganz-anderes-geheimnis-hier"]).open(token)).toBeNull();
    for (const bad of ["", "abc", signer.sign("company=1"), "x".repeat(3000), "ü"]) {
      expect(signer.open(bad), bad.slice(0, 20)).toBeNull();
    }
  });
});
