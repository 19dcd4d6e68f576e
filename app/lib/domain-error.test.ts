import { describe, expect, it } from "vitest";
import { DomainError, refusalOf } from "./domain-error";

class ExampleRefusal extends DomainError {}

describe("refusalOf", () => {
  it("maps a domain refusal of any kind to its status and German message", () => {
    expect(refusalOf(new ExampleRefusal("Das Inserat ist gesperrt.", 409))).toEqual({
      status: 409,
      message: "Das Inserat ist gesperrt.",
    });
    expect(refusalOf(new DomainError("Bitte wählen Sie ein Produkt.", 400))).toEqual({
      status: 400,
      message: "Bitte wählen Sie ein Produkt.",
    });
  });

  it("leaves every other error alone, so a bug stays a 500", () => {
    expect(refusalOf(new Error("boom"))).toBeNull();
    expect(refusalOf("text")).toBeNull();
  });

  it("names the refusal's own class", () => {
    expect(new ExampleRefusal("x").name).toBe("ExampleRefusal");
  });
});
