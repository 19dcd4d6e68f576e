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
});
