import { describe, expect, it } from "vitest";
import { mailboxOf } from "./mailbox";

describe("mailboxOf", () => {
  it("counts every spelling that reaches one inbox as that inbox", () => {
    const variants = [
      "victim@example.at",
      "Victim@Example.AT",
      "  victim@example.at ",
      "victim+1@example.at",
      "victim+2@example.at",
      "VICTIM+Firma-folgen@EXAMPLE.at",
      "victim+@example.at",
      "victim+a+b@example.at",
    ];
    expect(new Set(variants.map(mailboxOf))).toEqual(new Set(["victim@example.at"]));
  });

  it("drops the dots Gmail ignores, and only there", () => {
    expect(mailboxOf("V.ic.tim+x@googlemail.com")).toBe("victim@gmail.com");
    expect(mailboxOf("vic.tim@gmail.com")).toBe("victim@gmail.com");
    expect(mailboxOf("eva.muster@example.at")).toBe("eva.muster@example.at");
  });

  it("keeps different people apart", () => {
    expect(mailboxOf("eva@example.at")).not.toBe(mailboxOf("eva@example.com"));
    expect(mailboxOf("eva.muster@example.at")).not.toBe(mailboxOf("evamuster@example.at"));
    expect(mailboxOf("eva-1@example.at")).not.toBe(mailboxOf("eva@example.at"));
  });

  it("leaves a string without a local part as it is, lower case", () => {
    expect(mailboxOf("@Example.at")).toBe("@example.at");
    expect(mailboxOf("Kein-At")).toBe("kein-at");
  });
});
