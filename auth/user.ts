import type { CustomerAbility, Group } from "./abilities";

/** Distribution channels of a company (SPEC §3; the third one is ours). */
export const DISTRIBUTION_CHANNELS = ["DIRECT-SALES", "HYBRID", "SELF-SERVICE"] as const;
export type DistributionChannel = (typeof DISTRIBUTION_CHANNELS)[number];

/** What staff and customers read for a channel; the codes stay in data and URLs. */
export const CHANNEL_LABELS: Record<DistributionChannel, string> = {
  "DIRECT-SALES": "Direktvertrieb",
  HYBRID: "Hybrid",
  "SELF-SERVICE": "Self-Service",
};

/** Keys of the customer route map (SPEC §2, side navigation). */
export const ROUTE_KEYS = [
  "dashboard",
  "jobAds.overview",
  "jobAds.metrics",
  "jobAds.create",
  "profile.invoices",
  "profile.company",
  "profile.settings",
  "profile.companySwitch",
  "credits",
  "faqs",
  "agb",
  "employerBranding.employerPage",
  "employerBranding.employerPagePlus",
  "employerBranding.metrics",
  "employerBranding.employerBrandingBasic",
  "employerBranding.employerBrandingPlus",
  "recruitingServices.oneClickApplication",
] as const;
export type RouteKey = (typeof ROUTE_KEYS)[number];
export type RouteMap = Record<RouteKey, string>;

export type Role = "external" | "internal";

export interface CompanySummary {
  id: number;
  fullName: string;
  mainAddress: { city: string };
  distributionChannel: DistributionChannel;
}

export interface SalesUser {
  firstName: string;
  lastName: string;
  position: string;
  phone: string;
  email: string;
  thumbnail: string | null;
}

/** The current user of SPEC §3, as `GET /api/auth/me` returns it. */
export interface AuthUser {
  id: number | null;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
  company: (CompanySummary & { abilities: CustomerAbility[] }) | null;
  relatedCompanies: CompanySummary[];
  assignedSalesUser: SalesUser | null;
  routes: RouteMap | null;
  /** Customer abilities for external users, group abilities for internal users. */
  abilities: string[];
  isAuthenticated: boolean;
  isExternalUser: boolean;
  isInternalUser: boolean;
  roles: Role[];
  /** Effective groups (may be narrowed by an admin through manipulateGroups). */
  groups: Group[];
  /** Groups as the identity provider sent them at sign-in. */
  groupsByLogin: Group[];
}

export const ANONYMOUS_USER: AuthUser = {
  id: null,
  firstName: "",
  lastName: "",
  email: "",
  avatar: null,
  company: null,
  relatedCompanies: [],
  assignedSalesUser: null,
  routes: null,
  abilities: [],
  isAuthenticated: false,
  isExternalUser: false,
  isInternalUser: false,
  roles: [],
  groups: [],
  groupsByLogin: [],
};

/**
 * SPEC §2: the customer's "Ansprechperson" is the assigned sales person, except for HYBRID
 * companies, whose customers are served by support; null when there is none to show.
 */
export function salesContactOf(user: AuthUser): SalesUser | null {
  if (!user.isExternalUser || user.company?.distributionChannel === "HYBRID") return null;
  return user.assignedSalesUser;
}
