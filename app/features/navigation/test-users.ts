import { CUSTOMER_ABILITIES } from "@auth/abilities";
import { buildRouteMap } from "@auth/route-map";
import { ANONYMOUS_USER, type AuthUser, type CompanySummary } from "@auth/user";

/** Customers of the navigation tests: "kunde" (direct sales, every ability) and "hybrid". */

export const CONTENT_HOST = "https://inhalte.example.ch";

const company = (id: number, fullName: string, distributionChannel: CompanySummary["distributionChannel"]) => ({
  id,
  fullName,
  mainAddress: { city: "Zürich" },
  distributionChannel,
});

export function kunde(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    ...ANONYMOUS_USER,
    id: 1,
    firstName: "Karin",
    lastName: "Kunde",
    email: "karin.kunde@example.ch",
    avatar: "https://static.example.ch/avatars/karin.jpg",
    company: { ...company(10, "Muster AG", "DIRECT-SALES"), abilities: [...CUSTOMER_ABILITIES] },
    relatedCompanies: [
      company(10, "Muster AG", "DIRECT-SALES"),
      company(11, "Muster Services GmbH", "DIRECT-SALES"),
      company(12, "Muster Logistik AG", "DIRECT-SALES"),
    ],
    assignedSalesUser: {
      firstName: "Sandro",
      lastName: "Verkauf",
      position: "Key Account Manager",
      phone: "+41 44 123 45 67",
      email: "sandro.verkauf@example.ch",
      thumbnail: "https://static.example.ch/avatars/sandro.jpg",
    },
    routes: buildRouteMap(CONTENT_HOST, {}),
    abilities: [...CUSTOMER_ABILITIES],
    isAuthenticated: true,
    isExternalUser: true,
    roles: ["external"],
    ...overrides,
  };
}

export function hybrid(overrides: Partial<AuthUser> = {}): AuthUser {
  return kunde({
    firstName: "Hanna",
    lastName: "Hybrid",
    avatar: null,
    company: { ...company(20, "Hybrid GmbH", "HYBRID"), abilities: ["job"] },
    relatedCompanies: [company(20, "Hybrid GmbH", "HYBRID")],
    abilities: ["job"],
    ...overrides,
  });
}
