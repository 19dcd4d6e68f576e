/**
 * The permission registry of SPEC §6: groups → abilities, page path rules and API rules, as data.
 * Pure on purpose: the browser uses it to hide what the server would refuse anyway.
 */

export const GROUPS = [
  "admin",
  "adminExternal",
  "customerCare",
  "interface",
  "login",
  "qa",
  "readOnly",
  "sales",
  "serviceEntry",
  "support",
] as const;
export type Group = (typeof GROUPS)[number];

export const CUSTOMER_ABILITIES = [
  "job",
  "invoice",
  "businessPage",
  "businessPagePlus",
  "employerBrandingBasic",
  "employerBrandingPlus",
] as const;
export type CustomerAbility = (typeof CUSTOMER_ABILITIES)[number];

/**
 * The customer side of the registry, as `ABILITY_GROUPS` is the staff side: what a company may
 * do here, and the contract abilities that grant it (any one suffices, SPEC §6). Loaders,
 * actions, the JSON API, the navigation, the offer pages and texts ask `customerMay`; nobody
 * reads a company's ability list by hand.
 */
export const CUSTOMER_RIGHTS = {
  /** Create and publish job ads, and buy the credits for them. */
  placeJobAds: ["job"],
  /** The invoices: list, PDF and the links to them. */
  invoices: ["invoice"],
  /** The Arbeitgeberprofil area: its navigation group, the figures and their export. */
  employerProfile: ["businessPage", "businessPagePlus", "employerBrandingBasic", "employerBrandingPlus"],
  /** Edit and publish an employer page (the Plus page includes the page). */
  employerPage: ["businessPage", "businessPagePlus"],
  /** The product page "Unternehmensseite". */
  businessPage: ["businessPage"],
  /** The product page "Unternehmensseite Plus", and the Plus parts of the employer page. */
  businessPagePlus: ["businessPagePlus"],
  /** The Employer Branding overview: Basic, or Plus which is Basic and more. */
  employerBranding: ["employerBrandingBasic", "employerBrandingPlus"],
  /** The product page "Employer Branding Basic". */
  employerBrandingBasic: ["employerBrandingBasic"],
  /** The product page "Employer Branding Plus" and its term orders. */
  employerBrandingPlus: ["employerBrandingPlus"],
  /**
   * Not in SPEC §6 (issue 36 §3): webhooks under Einstellungen, for the companies that place ads
   * (whose applications the events report).
   */
  webhooks: ["job"],
  /**
   * API tokens for the integration API (decision 076): created and revoked by the company's users
   * under Einstellungen. The API serves the ads and their applications, so the job-ad contract grants it.
   */
  apiTokens: ["job"],
} as const satisfies Record<string, readonly CustomerAbility[]>;
export type CustomerRight = keyof typeof CUSTOMER_RIGHTS;

/** Whether a company with these contract abilities may do `right`. */
export function customerMay(abilities: readonly string[], right: CustomerRight): boolean {
  return CUSTOMER_RIGHTS[right].some((ability) => abilities.includes(ability));
}

export const ABILITIES = [
  "adActionsMaintenance",
  "adActivation",
  "adActivationSelfService",
  "adChangeOrderService",
  "adDeletion",
  "adEditSelfService",
  "adEditService",
  "adFreeProlongation",
  "adFreeProlongationService",
  "adLock",
  "adOnlineMail",
  "adPublish",
  "adPush",
  "adScheduleActivation",
  "adsList",
  // Not in SPEC §6: a company's API tokens in the internal panel, seen and revoked (decision 076).
  "apiTokens",
  "editAdEditable",
  "editAdNonEditable",
  "editReminderPublicationExpirationSelfService",
  "editReminderPublicationExpirationService",
  "editScheduledAdSelfService",
  "editScheduledAdService",
  "internalPanel",
  "manipulateGroups",
  // Not in SPEC §6: switching feature flags and maintenance mode (issue 3), admin group only.
  "manageFeatureFlags",
  "orderJobAd",
  "prolongJobAd",
  "qaPages",
  "serviceAdOrderList",
  "serviceEntryAd",
  "undoRuntimeExtensionJobAd",
] as const;
export type Ability = (typeof ABILITIES)[number];

/** SPEC §6 ability table, row by row in the spec's own group order. */
export const ABILITY_GROUPS: Record<Ability, readonly Group[]> = {
  adActionsMaintenance: ["sales", "customerCare", "support", "admin", "adminExternal"],
  adActivation: ["admin", "adminExternal", "sales", "customerCare", "serviceEntry"],
  adActivationSelfService: ["sales", "customerCare", "qa", "support", "admin", "adminExternal"],
  adChangeOrderService: ["sales", "customerCare", "admin", "adminExternal"],
  adDeletion: ["admin", "adminExternal", "serviceEntry"],
  adEditSelfService: ["admin", "adminExternal", "qa"],
  adEditService: ["admin", "adminExternal", "qa", "serviceEntry"],
  adFreeProlongation: ["support", "admin", "adminExternal"],
  adFreeProlongationService: ["sales", "customerCare", "admin", "adminExternal"],
  adLock: ["sales", "customerCare", "qa", "support", "admin", "adminExternal"],
  adOnlineMail: ["admin", "adminExternal", "serviceEntry", "sales", "customerCare"],
  adPublish: ["admin", "adminExternal", "serviceEntry"],
  adPush: ["sales", "customerCare", "admin", "adminExternal"],
  adScheduleActivation: ["admin", "sales", "serviceEntry", "customerCare", "adminExternal"],
  adsList: GROUPS.filter((group) => group !== "login"),
  apiTokens: ["interface", "admin"],
  editAdEditable: ["admin", "qa", "adminExternal"],
  editAdNonEditable: ["admin", "adminExternal"],
  editReminderPublicationExpirationSelfService: ["admin", "support"],
  editReminderPublicationExpirationService: ["admin", "sales", "customerCare"],
  editScheduledAdSelfService: ["admin", "support"],
  editScheduledAdService: ["admin", "sales", "customerCare", "serviceEntry"],
  internalPanel: GROUPS,
  manipulateGroups: ["admin", "adminExternal"],
  orderJobAd: ["sales", "customerCare", "admin", "adminExternal"],
  prolongJobAd: ["sales", "customerCare", "admin", "adminExternal"],
  qaPages: ["admin", "qa", "adminExternal"],
  serviceAdOrderList: ["admin", "adminExternal", "sales"],
  serviceEntryAd: ["admin", "adminExternal", "serviceEntry"],
  undoRuntimeExtensionJobAd: ["sales", "customerCare", "admin", "adminExternal"],
  manageFeatureFlags: ["admin"],
};

/** Who made an ad: the company in its own editor, or staff for the company (service entry). */
export const JOB_AD_ORIGINS = ["self-service", "service"] as const;
export type JobAdOrigin = (typeof JOB_AD_ORIGINS)[number];

/**
 * Where SPEC §6 names one ability per origin of the ad (the `SelfService`/`Service` pairs), the
 * ad's origin picks it. Data, so that every surface asks the same pair (job-ads policy).
 */
export const ORIGIN_ABILITIES = {
  edit: { "self-service": "adEditSelfService", service: "adEditService" },
  activation: { "self-service": "adActivationSelfService", service: "adActivation" },
  freeProlongation: { "self-service": "adFreeProlongation", service: "adFreeProlongationService" },
  editScheduled: { "self-service": "editScheduledAdSelfService", service: "editScheduledAdService" },
  editExpiration: {
    "self-service": "editReminderPublicationExpirationSelfService",
    service: "editReminderPublicationExpirationService",
  },
} as const satisfies Record<string, Record<JobAdOrigin, Ability>>;
export type OriginAbilityKind = keyof typeof ORIGIN_ABILITIES;

/** The ability of `kind` for an ad of `origin`. */
export function originAbility(kind: OriginAbilityKind, origin: JobAdOrigin): Ability {
  return ORIGIN_ABILITIES[kind][origin];
}

/** Each staff group in German, with one line on what its members do (internal panel). */
export const GROUP_LABELS: Record<Group, { label: string; description: string }> = {
  admin: { label: "Administration", description: "Darf alles, auch Gruppen testen und Funktionen schalten." },
  adminExternal: {
    label: "Administration (extern)",
    description: "Wie Administration, für externe Dienstleister; in Produktion ohne Wirkung.",
  },
  customerCare: {
    label: "Kundenbetreuung",
    description: "Betreut Unternehmen: bestellt, verlängert, pusht und sperrt deren Inserate.",
  },
  interface: {
    label: "Schnittstelle",
    description: "Technischer Zugang für Schnittstellen; sieht Unternehmen und Inserate.",
  },
  login: { label: "Anmeldung", description: "Darf sich im internen Bereich anmelden, sonst nichts." },
  qa: {
    label: "Qualitätssicherung",
    description: "Prüft Inserate vor der Veröffentlichung, gibt sie frei oder lehnt sie ab.",
  },
  readOnly: { label: "Nur lesen", description: "Sieht Unternehmen und Inserate, ändert nichts." },
  sales: { label: "Vertrieb", description: "Bestellt Inserate für Unternehmen, verlängert und pusht sie." },
  serviceEntry: {
    label: "Service-Erfassung",
    description: "Erfasst und veröffentlicht Inserate im Auftrag von Unternehmen.",
  },
  support: { label: "Support", description: "Hilft bei Problemen: sperrt Inserate und verlängert sie kostenlos." },
};

/** "Qualitätssicherung, Vertrieb": the German names of groups, in the given order. */
export function groupLabels(groups: readonly Group[]): string {
  return groups.map((group) => GROUP_LABELS[group].label).join(", ");
}

export const ABILITY_LABELS: Record<Ability, string> = {
  adActionsMaintenance: "Inserate kostenlos verlängern und erinnern",
  adActivation: "Inserate aktivieren und deaktivieren",
  adActivationSelfService: "Self-Service-Inserate aktivieren",
  adChangeOrderService: "Service-Bestellungen ändern",
  adDeletion: "Inserate löschen und wiederherstellen",
  adEditSelfService: "Self-Service-Inserate bearbeiten",
  adEditService: "Service-Inserate bearbeiten",
  adFreeProlongation: "Inserate kostenlos verlängern",
  adFreeProlongationService: "Service-Inserate kostenlos verlängern",
  adLock: "Inserate sperren und entsperren",
  adOnlineMail: "Online-Benachrichtigung zum Inserat senden",
  adPublish: "Inserate veröffentlichen",
  adPush: "Inserate pushen",
  adScheduleActivation: "Geplante Inserate sofort aktivieren",
  adsList: "Unternehmen und Inserate ansehen",
  apiTokens: "API-Zugänge von Unternehmen sehen und widerrufen",
  editAdEditable: "Bearbeitbare Inserate ändern",
  editAdNonEditable: "Nicht bearbeitbare Inserate ändern",
  editReminderPublicationExpirationSelfService: "Ablauferinnerung von Self-Service-Inseraten ändern",
  editReminderPublicationExpirationService: "Ablauferinnerung von Service-Inseraten ändern",
  editScheduledAdSelfService: "Geplante Self-Service-Inserate ändern",
  editScheduledAdService: "Geplante Service-Inserate ändern",
  internalPanel: "Internen Bereich öffnen",
  manipulateGroups: "Gruppen der Sitzung ändern",
  orderJobAd: "Inserate bestellen",
  prolongJobAd: "Inserate verlängern",
  qaPages: "Qualitätssicherung von Inseraten",
  serviceAdOrderList: "Liste der Service-Bestellungen ansehen",
  serviceEntryAd: "Service-Inserate erfassen",
  undoRuntimeExtensionJobAd: "Laufzeitverlängerung zurücknehmen",
  manageFeatureFlags: "Feature-Flags und Wartungsmodus schalten",
};

/**
 * Checked against the groups the identity provider sent at sign-in, so that an admin who narrowed
 * the session's groups can still reach the panel and widen them again.
 */
export const LOGIN_GROUP_ABILITIES: readonly Ability[] = ["internalPanel", "manipulateGroups"];

export type Principal = {
  isInternalUser: boolean;
  isExternalUser: boolean;
  groups: readonly Group[];
  groupsByLogin: readonly Group[];
};

export interface RegistryOptions {
  production: boolean;
}

function isGroupActive(group: Group, opts: RegistryOptions): boolean {
  return !(opts.production && group === "adminExternal");
}

export function abilitiesOfGroups(groups: readonly Group[], opts: RegistryOptions): Set<Ability> {
  const active = groups.filter((group) => isGroupActive(group, opts));
  return new Set(ABILITIES.filter((ability) => ABILITY_GROUPS[ability].some((group) => active.includes(group))));
}

export function can(principal: Principal | null, ability: Ability, opts: RegistryOptions): boolean {
  if (!principal?.isInternalUser) return false;
  const groups = LOGIN_GROUP_ABILITIES.includes(ability) ? principal.groupsByLogin : principal.groups;
  return ABILITY_GROUPS[ability].some((group) => isGroupActive(group, opts) && groups.includes(group));
}

const GROUP_BY_LOWER_CASE: ReadonlyMap<string, Group> = new Map(GROUPS.map((group) => [group.toLowerCase(), group]));

export function isGroup(value: string): value is Group {
  return GROUP_BY_LOWER_CASE.get(value.toLowerCase()) === value;
}

/** Group claims from an identity provider: unknown names are dropped, spelling is case-insensitive. */
export function parseGroups(values: unknown): Group[] {
  if (!Array.isArray(values)) return [];
  const groups = new Set<Group>();
  for (const value of values) {
    const group = typeof value === "string" ? GROUP_BY_LOWER_CASE.get(value.toLowerCase()) : undefined;
    if (group) groups.add(group);
  }
  return [...groups];
}

type Role = "anonymous" | "external" | "internal";

// Internal wins over external: the internal area is the narrower one.
function roleOf(principal: Principal | null): Role {
  if (principal?.isInternalUser) return "internal";
  if (principal?.isExternalUser) return "external";
  return "anonymous";
}

/**
 * Compiles a pattern the way React Router matches a route path: case-insensitive, ":name" is one
 * non-empty segment, trailing slashes are ignored, and a trailing "/*" also matches the bare prefix.
 */
function compilePattern(pattern: string): RegExp {
  const splat = pattern.endsWith("/*");
  const literal = splat ? pattern.slice(0, -2) : pattern;
  const source = literal
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}${splat ? "(?:/.+|/*)$" : "/*$"}`, "i");
}

export type PathRequirement =
  /** Everyone, internal users included. */
  | { kind: "open" }
  /** Anonymous visitors and external users; internal sessions must leave. */
  | { kind: "customer-public" }
  /** External users; anonymous visitors sign in, internal sessions must leave. */
  | { kind: "customer" }
  /** Authenticated internal users with internalPanel and the given ability. */
  | { kind: "internal"; ability: Ability };

export interface PathRule {
  readonly pattern: string;
  readonly requirement: PathRequirement;
}

/** SPEC §6 "Path access" and §2 "Navigation rules". Ordered: the first matching rule decides. */
export const PATH_RULES: readonly PathRule[] = [
  { pattern: "/api/*", requirement: { kind: "open" } },
  { pattern: "/debug/*", requirement: { kind: "open" } },
  { pattern: "/styleguide/*", requirement: { kind: "open" } },
  { pattern: "/.well-known/*", requirement: { kind: "open" } },
  // Static assets (SPEC §2) and image resizing: pages of every area embed them.
  { pattern: "/p/icons/*", requirement: { kind: "open" } },
  { pattern: "/images/*", requirement: { kind: "open" } },
  { pattern: "/_ipx/*", requirement: { kind: "open" } },
  { pattern: "/p/internal/login", requirement: { kind: "open" } },
  { pattern: "/p/internal/companies/:companyId/jobs/order", requirement: { kind: "internal", ability: "orderJobAd" } },
  { pattern: "/p/internal/companies/*", requirement: { kind: "internal", ability: "adsList" } },
  { pattern: "/p/internal/qa/*", requirement: { kind: "internal", ability: "qaPages" } },
  { pattern: "/p/internal/feature-flags", requirement: { kind: "internal", ability: "manageFeatureFlags" } },
  // Not in SPEC §2: the pages of manipulateGroups and serviceAdOrderList (issue 5).
  { pattern: "/p/internal/groups", requirement: { kind: "internal", ability: "manipulateGroups" } },
  { pattern: "/p/internal/service-orders", requirement: { kind: "internal", ability: "serviceAdOrderList" } },
  { pattern: "/p/internal/*", requirement: { kind: "internal", ability: "internalPanel" } },
  // Release notes and the new-version info are public (layout manage-talents-public); every other
  // talent page shows candidates' personal data and needs a signed-in customer (GDPR).
  { pattern: "/p/active-sourcing/releases", requirement: { kind: "customer-public" } },
  { pattern: "/p/active-sourcing/info-new-version", requirement: { kind: "customer-public" } },
  { pattern: "/p/active-sourcing/messages/*", requirement: { kind: "customer" } },
  { pattern: "/p/*", requirement: { kind: "customer" } },
];

/** Public content pages and whatever is not a page (the router answers 404). */
export const DEFAULT_PATH_REQUIREMENT: PathRequirement = { kind: "customer-public" };

const COMPILED_PATH_RULES = PATH_RULES.map((rule) => ({ rule, regex: compilePattern(rule.pattern) }));

const DUMMY_ORIGIN = "http://portal.invalid";

/**
 * Brings a pathname into the form React Router matches against: dot segments resolved (as the
 * server's `new URL` does), then percent-decoded per segment with "/" kept encoded, and left as is
 * when the encoding is malformed. Concatenation (not a base URL) keeps "//x" from becoming a host.
 */
function routerPathname(pathname: string): string {
  const resolved = new URL(DUMMY_ORIGIN + (pathname.startsWith("/") ? pathname : `/${pathname}`)).pathname;
  try {
    return resolved
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return resolved;
  }
}

function pathRequirement(pathname: string): PathRequirement {
  const path = routerPathname(pathname);
  return COMPILED_PATH_RULES.find(({ regex }) => regex.test(path))?.rule.requirement ?? DEFAULT_PATH_REQUIREMENT;
}

export type PathAccess =
  | { kind: "allowed" }
  | { kind: "login-required" }
  | { kind: "internal-login" }
  | { kind: "forbidden"; ability?: Ability };

export function requiredAbilityForInternalPath(pathname: string): Ability | null {
  const requirement = pathRequirement(pathname);
  return requirement.kind === "internal" ? requirement.ability : null;
}

/**
 * `forbidden` means an internal session outside its area: the caller signs it out through the
 * internal provider and sends the visitor back to the same path (SPEC §2 "Navigation rules").
 */
export function pathAccess(principal: Principal | null, pathname: string, opts: RegistryOptions): PathAccess {
  const requirement = pathRequirement(pathname);
  const role = roleOf(principal);
  switch (requirement.kind) {
    case "open":
      return { kind: "allowed" };
    case "internal":
      return can(principal, "internalPanel", opts) && can(principal, requirement.ability, opts)
        ? { kind: "allowed" }
        : { kind: "internal-login" };
    case "customer-public":
      return role === "internal" ? { kind: "forbidden" } : { kind: "allowed" };
    case "customer":
      if (role === "internal") return { kind: "forbidden" };
      return role === "external" ? { kind: "allowed" } : { kind: "login-required" };
  }
}

export const API_PREFIX = "/api/manage-job-ads/";

interface ApiRuleBase {
  /** Below API_PREFIX; ":id" is one segment, a trailing "/*" also matches the bare prefix. */
  readonly pattern: string;
  /** Job-ad actions change state, so a GET or HEAD (which CSRF defences let through) is refused. */
  readonly mutationOnly: boolean;
}

/**
 * external: external users only. internal: internal users with internalPanel and `ability`.
 * shared: external users (the handler checks ownership) or internal users with `ability`.
 */
export type ApiRule =
  | (ApiRuleBase & { readonly audience: "external" })
  | (ApiRuleBase & { readonly audience: "internal" | "shared"; readonly ability: Ability });

/** Ordered from most to least specific: the first matching rule decides. */
export const API_RULES: readonly ApiRule[] = [
  { pattern: "internal/job-ads/:id/lock", audience: "internal", ability: "adLock", mutationOnly: true },
  { pattern: "internal/job-ads/:id/unlock", audience: "internal", ability: "adLock", mutationOnly: true },
  { pattern: "internal/job-ads/:id/delete", audience: "internal", ability: "adDeletion", mutationOnly: true },
  { pattern: "internal/job-ads/:id/restore", audience: "internal", ability: "adDeletion", mutationOnly: true },
  { pattern: "internal/job-ads/:id/deactivate", audience: "internal", ability: "adActivation", mutationOnly: true },
  { pattern: "internal/job-ads/:id/reactivate", audience: "internal", ability: "adActivation", mutationOnly: true },
  {
    pattern: "internal/job-ads/:id/free-prolongation",
    audience: "internal",
    ability: "adActionsMaintenance",
    mutationOnly: true,
  },
  { pattern: "internal/job-ads/:id/remind", audience: "internal", ability: "adActionsMaintenance", mutationOnly: true },
  // The other job-ad functions of SPEC §6's table (issue 5). Where the spec names an ability per
  // origin (editScheduledAd*, editReminderPublicationExpiration*), the path needs adsList and the
  // handler checks the ability of the ad's origin.
  {
    pattern: "internal/job-ads/:id/undo-runtime-extension",
    audience: "internal",
    ability: "undoRuntimeExtensionJobAd",
    mutationOnly: true,
  },
  { pattern: "internal/job-ads/:id/prolong", audience: "internal", ability: "prolongJobAd", mutationOnly: true },
  { pattern: "internal/job-ads/:id/publish", audience: "internal", ability: "adPublish", mutationOnly: true },
  { pattern: "internal/job-ads/:id/online-mail", audience: "internal", ability: "adOnlineMail", mutationOnly: true },
  {
    pattern: "internal/job-ads/:id/product",
    audience: "internal",
    ability: "adChangeOrderService",
    mutationOnly: true,
  },
  { pattern: "internal/companies/:id/orders", audience: "internal", ability: "orderJobAd", mutationOnly: true },
  // Issue 16: a talent-search licence for the company, ordered by the staff who order job ads.
  {
    pattern: "internal/companies/:id/talent-licence",
    audience: "internal",
    ability: "orderJobAd",
    mutationOnly: true,
  },
  {
    pattern: "internal/companies/:id/service-entry",
    audience: "internal",
    ability: "serviceEntryAd",
    mutationOnly: true,
  },
  { pattern: "internal/service-orders", audience: "internal", ability: "serviceAdOrderList", mutationOnly: false },
  // Checked against the login groups (LOGIN_GROUP_ABILITIES), so a narrowed admin can widen again.
  { pattern: "internal/session/groups", audience: "internal", ability: "manipulateGroups", mutationOnly: false },
  { pattern: "internal/companies/*", audience: "internal", ability: "adsList", mutationOnly: false },
  { pattern: "internal/job-ads/*", audience: "internal", ability: "adsList", mutationOnly: false },
  { pattern: "internal/qa/*", audience: "internal", ability: "qaPages", mutationOnly: false },
  { pattern: "internal/*", audience: "internal", ability: "internalPanel", mutationOnly: false },
  { pattern: "external/*", audience: "external", mutationOnly: false },
  {
    pattern: "shared/job-ads/:id/activate-scheduled",
    audience: "shared",
    ability: "adScheduleActivation",
    mutationOnly: true,
  },
  { pattern: "shared/job-ads/:id/push", audience: "shared", ability: "adPush", mutationOnly: true },
];

/**
 * The ability the API rules demand of staff for the job-ad action `…/job-ads/{id}/{action}`, or
 * null when no rule names one; the staff pages apply it too, so page and API agree.
 */
export function staffActionRuleAbility(action: string): Ability | null {
  const rule = API_RULES.find(
    (candidate) =>
      candidate.pattern === `internal/job-ads/:id/${action}` || candidate.pattern === `shared/job-ads/:id/${action}`,
  );
  return rule && rule.audience !== "external" ? rule.ability : null;
}

const COMPILED_API_RULES = API_RULES.map((rule) => ({ rule, regex: compilePattern(API_PREFIX + rule.pattern) }));

/**
 * API paths are machine-made: plain segments only. Anything else (percent escapes, dot segments,
 * double slashes, backslashes) is refused rather than guessing how a proxy behind us decodes it.
 */
const PLAIN_API_PATH = /^\/api\/manage-job-ads(?:\/[A-Za-z0-9_-]+)*\/?$/i;

const MUTATION_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type ApiAccess = { kind: "allowed" } | { kind: "unauthenticated" } | { kind: "forbidden" };

/** Fails closed: a path outside API_PREFIX or matching no rule is forbidden. */
export function apiAccess(
  principal: Principal | null,
  method: string,
  pathname: string,
  opts: RegistryOptions,
): ApiAccess {
  const path = pathname.split("?")[0] ?? "";
  const match = PLAIN_API_PATH.test(path) ? COMPILED_API_RULES.find(({ regex }) => regex.test(path)) : undefined;
  if (!match) return { kind: "forbidden" };
  const { rule } = match;
  if (rule.mutationOnly && !MUTATION_METHODS.has(method.toUpperCase())) return { kind: "forbidden" };

  const role = roleOf(principal);
  if (role === "anonymous") return { kind: "unauthenticated" };
  if (role === "external") return rule.audience === "internal" ? { kind: "forbidden" } : { kind: "allowed" };
  if (rule.audience === "external") return { kind: "forbidden" };
  const allowed =
    can(principal, rule.ability, opts) && (rule.audience === "shared" || can(principal, "internalPanel", opts));
  return allowed ? { kind: "allowed" } : { kind: "forbidden" };
}
