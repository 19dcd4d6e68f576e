import { describe, expect, it } from "vitest";
import {
  companySchema,
  ledgerQuerySchema,
  metricsQuerySchema,
  notificationPreferencesSchema,
  purchaseSchema,
} from "./schema";

const company = {
  fullName: "Donautal Technik GmbH",
  street: "Hafenstraße 1",
  postcode: "4020",
  city: "Linz",
  state: "Oberösterreich",
  uidNumber: "ATU12345678",
};

function firstError(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.error?.issues[0]?.message;
}

describe("companySchema", () => {
  it("accepts Austrian company data and normalises the UID number", () => {
    expect(companySchema.parse({ ...company, uidNumber: " atu 1234 5678 " }).uidNumber).toBe("ATU12345678");
    expect(companySchema.parse({ ...company, uidNumber: "" }).uidNumber).toBeNull();
    expect(companySchema.parse({ ...company, uidNumber: undefined }).uidNumber).toBeNull();
  });

  it("refuses a postcode that is not four digits, in German", () => {
    for (const postcode of ["402", "40200", "0400", "4O20", ""]) {
      const result = companySchema.safeParse({ ...company, postcode });
      expect(result.success, postcode).toBe(false);
      expect(firstError(result)).toBe("Die Postleitzahl besteht aus vier Ziffern, z. B. 4020.");
    }
  });

  it("refuses a UID number other than ATU and eight digits", () => {
    for (const uidNumber of ["ATU1234567", "DE123456789", "ATU123456789", "U12345678"]) {
      const result = companySchema.safeParse({ ...company, uidNumber });
      expect(result.success, uidNumber).toBe(false);
      expect(firstError(result)).toMatch(/„ATU“ und acht Ziffern/);
    }
  });

  it("needs a name, street, city and one of the nine Bundesländer", () => {
    expect(firstError(companySchema.safeParse({ ...company, fullName: "  " }))).toBe(
      "Bitte geben Sie den Firmennamen an.",
    );
    expect(firstError(companySchema.safeParse({ ...company, city: undefined }))).toBe("Bitte geben Sie den Ort an.");
    expect(firstError(companySchema.safeParse({ ...company, state: "Bayern" }))).toBe(
      "Bitte wählen Sie ein Bundesland.",
    );
  });
});

describe("purchaseSchema", () => {
  it("takes 1 to 20 packs", () => {
    expect(purchaseSchema.parse({ productId: "3", quantity: "20" })).toEqual({ productId: 3, quantity: 20 });
    expect(firstError(purchaseSchema.safeParse({ productId: "3", quantity: "0" }))).toBe(
      "Bitte bestellen Sie mindestens ein Stück.",
    );
    expect(firstError(purchaseSchema.safeParse({ productId: "3", quantity: "21" }))).toBe(
      "Pro Bestellung sind höchstens 20 Stück möglich.",
    );
    expect(purchaseSchema.safeParse({ productId: "3", quantity: "1,5" }).success).toBe(false);
    expect(purchaseSchema.safeParse({ productId: "x", quantity: "1" }).success).toBe(false);
  });
});

describe("notificationPreferencesSchema", () => {
  it("reads switches that are on as 'on' and missing ones as off", () => {
    expect(notificationPreferencesSchema.parse({ expiryReminder: "on", newsletter: "on" })).toEqual({
      expiryReminder: true,
      applicationMail: false,
      weeklyReport: false,
      newsletter: true,
    });
    expect(notificationPreferencesSchema.safeParse({ weeklyReport: "ja" }).success).toBe(false);
  });
});

describe("query schemas", () => {
  it("fall back to the default view for unknown values", () => {
    expect(metricsQuerySchema.parse({})).toEqual({ zeitraum: 30, inserat: "alle", ansicht: "diagramm" });
    expect(metricsQuerySchema.parse({ zeitraum: "365", inserat: "12", ansicht: "tabelle" })).toEqual({
      zeitraum: 365,
      inserat: 12,
      ansicht: "tabelle",
    });
    expect(metricsQuerySchema.parse({ zeitraum: "7", inserat: "1; drop", ansicht: "x" })).toEqual({
      zeitraum: 30,
      inserat: "alle",
      ansicht: "diagramm",
    });
    expect(ledgerQuerySchema.parse({ seite: "3" }).seite).toBe(3);
    expect(ledgerQuerySchema.parse({ seite: "-1" }).seite).toBe(1);
    expect(ledgerQuerySchema.parse({}).seite).toBe(1);
  });
});
