import { describe, expect, it } from "vitest";
import {
  ABILITIES,
  ABILITY_GROUPS,
  ABILITY_LABELS,
  API_RULES,
  CUSTOMER_ABILITIES,
  DEFAULT_PATH_REQUIREMENT,
  GROUPS,
  LOGIN_GROUP_ABILITIES,
  PATH_RULES,
  abilitiesOfGroups,
  staffActionRuleAbility,
  apiAccess,
  can,
  CUSTOMER_RIGHTS,
  customerMay,
  isGroup,
  parseGroups,
  pathAccess,
  requiredAbilityForInternalPath,
  type Ability,
  type ApiAccess,
  type Group,
  type PathAccess,
  type Principal,
} from "./abilities";
import { groupsOfRow, SPEC_COLUMNS } from "../tests/support/spec-table";
import { ANONYMOUS_USER } from "./user";

// SPEC §6, transcribed by hand; columns as in tests/support/spec-table.ts.
const SPEC_ROWS: ReadonlyArray<readonly [string, Ability]> = [
  //ad aX cc if lg qa ro sa se su
  ["x  x  x  .  .  .  .  x  .  x", "adActionsMaintenance"],
  ["x  x  x  .  .  .  .  x  x  .", "adActivation"],
  ["x  x  x  .  .  x  .  x  .  x", "adActivationSelfService"],
  ["x  x  x  .  .  .  .  x  .  .", "adChangeOrderService"],
  ["x  x  .  .  .  .  .  .  x  .", "adDeletion"],
  ["x  x  .  .  .  x  .  .  .  .", "adEditSelfService"],
  ["x  x  .  .  .  x  .  .  x  .", "adEditService"],
  ["x  x  .  .  .  .  .  .  .  x", "adFreeProlongation"],
  ["x  x  x  .  .  .  .  x  .  .", "adFreeProlongationService"],
  ["x  x  x  .  .  x  .  x  .  x", "adLock"],
  ["x  x  x  .  .  .  .  x  x  .", "adOnlineMail"],
  ["x  x  .  .  .  .  .  .  x  .", "adPublish"],
  ["x  x  x  .  .  .  .  x  .  .", "adPush"],
  ["x  x  x  .  .  .  .  x  x  .", "adScheduleActivation"],
  ["x  x  x  x  .  x  x  x  x  x", "adsList"],
  // Beyond SPEC §6 (decision 076): a company's API tokens, seen and revoked by the interface group and admin.
  ["x  .  .  x  .  .  .  .  .  .", "apiTokens"],
  ["x  x  .  .  .  x  .  .  .  .", "editAdEditable"],
  ["x  x  .  .  .  .  .  .  .  .", "editAdNonEditable"],
  ["x  .  .  .  .  .  .  .  .  x", "editReminderPublicationExpirationSelfService"],
  ["x  .  x  .  .  .  .  x  .  .", "editReminderPublicationExpirationService"],
  ["x  .  .  .  .  .  .  .  .  x", "editScheduledAdSelfService"],
  ["x  .  x  .  .  .  .  x  x  .", "editScheduledAdService"],
  ["x  x  x  x  x  x  x  x  x  x", "internalPanel"],
  ["x  x  .  .  .  .  .  .  .  .", "manipulateGroups"],
  ["x  x  x  .  .  .  .  x  .  .", "orderJobAd"],
  ["x  x  x  .  .  .  .  x  .  .", "prolongJobAd"],
  ["x  x  .  .  .  x  .  .  .  .", "qaPages"],
  ["x  x  .  .  .  .  .  x  .  .", "serviceAdOrderList"],
  ["x  x  .  .  .  .  .  .  x  .", "serviceEntryAd"],
  ["x  x  x  .  .  .  .  x  .  .", "undoRuntimeExtensionJobAd"],
  // Beyond SPEC §6 (issue 3): only the admin group switches feature flags and maintenance mode.
  ["x  .  .  .  .  .  .  .  .  .", "manageFeatureFlags"],
];

function specGroups(ability: Ability): Group[] {
  const row = SPEC_ROWS.find(([, rowAbility]) => rowAbility === ability);
  return row ? groupsOfRow(row[0]) : [];
}

function specAllows(ability: Ability, group: Group, production: boolean): boolean {
  return !(production && group === "adminExternal") && specGroups(ability).includes(group);
}

const MODES = [{ production: false }, { production: true }] as const;

function internalUser(groups: readonly Group[], groupsByLogin: readonly Group[] = groups): Principal {
  return { isInternalUser: true, isExternalUser: false, groups, groupsByLogin };
}

// An external user never has group abilities, even if a claim slipped through.
const EXTERNAL_USER: Principal = {
  isInternalUser: false,
  isExternalUser: true,
  groups: ["admin"],
  groupsByLogin: ["admin"],
};

type Subject =
  | { name: string; role: "anonymous"; principal: Principal | null }
  | { name: string; role: "external"; principal: Principal }
  | { name: string; role: "internal"; group: Group; principal: Principal };

const SUBJECTS: readonly Subject[] = [
  { name: "no principal", role: "anonymous", principal: null },
  { name: "ANONYMOUS_USER", role: "anonymous", principal: ANONYMOUS_USER },
  { name: "external user", role: "external", principal: EXTERNAL_USER },
  ...GROUPS.map((group): Subject => ({
    name: `internal ${group}`,
    role: "internal",
    group,
    principal: internalUser([group]),
  })),
];

describe("registry data", () => {
  it("matches the SPEC §6 group lists", () => {
    expect(GROUPS).toEqual(SPEC_COLUMNS);
    expect(CUSTOMER_ABILITIES).toEqual([
      "job",
      "invoice",
      "businessPage",
      "businessPagePlus",
      "employerBrandingBasic",
      "employerBrandingPlus",
    ]);
    expect(LOGIN_GROUP_ABILITIES).toEqual(["internalPanel", "manipulateGroups"]);
  });

  it("lists every ability exactly once, with a table row and a German label", () => {
    expect(new Set(ABILITIES).size).toBe(ABILITIES.length);
    expect(Object.keys(ABILITY_GROUPS).sort()).toEqual([...ABILITIES].sort());
    expect(SPEC_ROWS.map(([, ability]) => ability).sort()).toEqual([...ABILITIES].sort());
    for (const ability of ABILITIES) expect(ABILITY_LABELS[ability].trim()).not.toBe("");
  });

  it.each(ABILITIES)("%s: ABILITY_GROUPS holds the spec's groups", (ability) => {
    expect([...ABILITY_GROUPS[ability]].sort()).toEqual(specGroups(ability).sort());
  });
});

describe.each(MODES)("group × ability (production: $production)", ({ production }) => {
  const opts = { production };

  describe.each(GROUPS)("group %s", (group) => {
    it.each(ABILITIES)("%s", (ability) => {
      const expected = specAllows(ability, group, production);
      expect(can(internalUser([group]), ability, opts)).toBe(expected);
      expect(abilitiesOfGroups([group], opts).has(ability)).toBe(expected);
    });
  });

  it("grants the union of several groups", () => {
    const granted = abilitiesOfGroups(["qa", "serviceEntry"], opts);
    for (const ability of ABILITIES) {
      expect(granted.has(ability)).toBe(
        specAllows(ability, "qa", production) || specAllows(ability, "serviceEntry", production),
      );
    }
  });

  it("grants nothing without groups", () => {
    expect(abilitiesOfGroups([], opts).size).toBe(0);
    for (const ability of ABILITIES) expect(can(internalUser([]), ability, opts)).toBe(false);
  });

  it.each(ABILITIES)("external users and anonymous visitors have no %s", (ability) => {
    expect(can(EXTERNAL_USER, ability, opts)).toBe(false);
    expect(can(null, ability, opts)).toBe(false);
    expect(can(ANONYMOUS_USER, ability, opts)).toBe(false);
    expect(can({ ...ANONYMOUS_USER, groups: ["admin"], groupsByLogin: ["admin"] }, ability, opts)).toBe(false);
  });
});

describe("login groups", () => {
  const opts = { production: false };

  it("checks internalPanel and manipulateGroups against groupsByLogin only", () => {
    const narrowed = internalUser(["readOnly"], ["admin"]);
    expect(can(narrowed, "manipulateGroups", opts)).toBe(true);
    expect(can(narrowed, "internalPanel", opts)).toBe(true);
    expect(can(narrowed, "adDeletion", opts)).toBe(false);
    expect(can(narrowed, "adsList", opts)).toBe(true);
  });

  it("does not grant manipulateGroups from widened effective groups", () => {
    const widened = internalUser(["admin"], ["readOnly"]);
    expect(can(widened, "manipulateGroups", opts)).toBe(false);
    expect(can(widened, "internalPanel", opts)).toBe(true);
    expect(can(widened, "adDeletion", opts)).toBe(true);
  });

  it("denies internalPanel without any login group", () => {
    expect(can(internalUser(["admin"], []), "internalPanel", { production: false })).toBe(false);
  });

  it("ignores an adminExternal login group in production", () => {
    const user = internalUser(["admin"], ["adminExternal"]);
    expect(can(user, "manipulateGroups", { production: true })).toBe(false);
    expect(can(user, "internalPanel", { production: true })).toBe(false);
    expect(can(user, "manipulateGroups", { production: false })).toBe(true);
  });
});

describe("group names", () => {
  it.each(GROUPS)("%s is a group", (group) => {
    expect(isGroup(group)).toBe(true);
  });

  it.each(["", "Admin", "customercare", "superuser", "admin "])("%j is not a canonical group", (value) => {
    expect(isGroup(value)).toBe(false);
  });

  it("parses claims case-insensitively, drops unknown names and duplicates", () => {
    expect(parseGroups(["customercare", "ADMIN", "readonly", "root", 7, null, "admin", "serviceEntry"])).toEqual([
      "customerCare",
      "admin",
      "readOnly",
      "serviceEntry",
    ]);
    expect(parseGroups(GROUPS.map((group) => group.toUpperCase()))).toEqual([...GROUPS]);
  });

  it.each([undefined, null, "admin", { admin: true }, 1])("parses %j to no groups", (value) => {
    expect(parseGroups(value)).toEqual([]);
  });
});

describe("customer rights", () => {
  it("grants a right with any one of its contract abilities", () => {
    expect(customerMay(["job", "invoice"], "invoices")).toBe(true);
    expect(customerMay(["job"], "invoices")).toBe(false);
    expect(customerMay([], "placeJobAds")).toBe(false);
    expect(customerMay(["businessPagePlus"], "employerPage")).toBe(true);
    expect(customerMay(["businessPage"], "businessPagePlus")).toBe(false);
  });

  it("opens the Arbeitgeberprofil with any employer-branding product, and nothing else", () => {
    for (const ability of CUSTOMER_ABILITIES) {
      expect(customerMay([ability], "employerProfile"), ability).toBe(ability !== "job" && ability !== "invoice");
    }
  });

  it("names only known contract abilities, and every ability grants some right", () => {
    const granting = new Set(Object.values(CUSTOMER_RIGHTS).flat());
    expect([...granting].every((ability) => (CUSTOMER_ABILITIES as readonly string[]).includes(ability))).toBe(true);
    expect([...CUSTOMER_ABILITIES].sort()).toEqual([...granting].sort());
  });
});

/**
 * open: everyone. public: anonymous and external users (internal sessions are sent away).
 * customer: external users, anonymous must sign in. internal: internal users with internalPanel
 * and the ability, everybody else goes to the internal login.
 */
type PathExpectation =
  { kind: "open" } | { kind: "public" } | { kind: "customer" } | { kind: "internal"; ability: Ability };

const OPEN = { kind: "open" } as const;
const PUBLIC = { kind: "public" } as const;
const CUSTOMER = { kind: "customer" } as const;
const internalPath = (ability: Ability) => ({ kind: "internal", ability }) as const;

/** [pathname, rule pattern in PATH_RULES that decides (null: the default), expectation]. */
const PATH_CASES: ReadonlyArray<readonly [string, string | null, PathExpectation]> = [
  ["/api/auth/me", "/api/*", OPEN],
  ["/api/auth/internal/login", "/api/*", OPEN],
  ["/api/manage-job-ads/internal/job-ads", "/api/*", OPEN],
  ["/debug", "/debug/*", OPEN],
  ["/debug/session", "/debug/*", OPEN],
  ["/styleguide", "/styleguide/*", OPEN],
  ["/styleguide/modal", "/styleguide/*", OPEN],
  ["/.well-known/security.txt", "/.well-known/*", OPEN],
  ["/p/icons/profile-placeholder.svg", "/p/icons/*", OPEN],
  ["/images/error.svg", "/images/*", OPEN],
  ["/_ipx/w_200/images/error.svg", "/_ipx/*", OPEN],
  ["/p/internal/login", "/p/internal/login", OPEN],
  ["/p/internal/login/", "/p/internal/login", OPEN],
  ["/p/internal", "/p/internal/*", internalPath("internalPanel")],
  ["/p/internal/", "/p/internal/*", internalPath("internalPanel")],
  ["/p/internal/unknown", "/p/internal/*", internalPath("internalPanel")],
  ["/p/internal/login/extra", "/p/internal/*", internalPath("internalPanel")],
  ["/p/internal/companies", "/p/internal/companies/*", internalPath("adsList")],
  ["/p/internal/companies/42/jobs", "/p/internal/companies/*", internalPath("adsList")],
  ["/p/internal/companies/42/jobs/create", "/p/internal/companies/*", internalPath("adsList")],
  ["/p/internal/companies/42/jobs/7", "/p/internal/companies/*", internalPath("adsList")],
  ["/p/internal/companies/42/jobs/order", "/p/internal/companies/:companyId/jobs/order", internalPath("orderJobAd")],
  ["/p/internal/companies/42/jobs/order/", "/p/internal/companies/:companyId/jobs/order", internalPath("orderJobAd")],
  ["/p/internal/qa", "/p/internal/qa/*", internalPath("qaPages")],
  ["/p/internal/feature-flags", "/p/internal/feature-flags", internalPath("manageFeatureFlags")],
  ["/p/internal/groups", "/p/internal/groups", internalPath("manipulateGroups")],
  ["/p/internal/service-orders", "/p/internal/service-orders", internalPath("serviceAdOrderList")],
  ["/p/internal/qa/7", "/p/internal/qa/*", internalPath("qaPages")],
  ["/p/internal/qa/7/report", "/p/internal/qa/*", internalPath("qaPages")],
  // The router matches case-insensitively, decodes segments and resolves dot segments.
  ["/P/Internal/Companies/42/Jobs/ORDER", "/p/internal/companies/:companyId/jobs/order", internalPath("orderJobAd")],
  ["/p/%69nternal/qa", "/p/internal/qa/*", internalPath("qaPages")],
  ["/p/jobs/../internal/qa", "/p/internal/qa/*", internalPath("qaPages")],
  ["/p/jobs/%2e%2e/internal/companies/1/jobs", "/p/internal/companies/*", internalPath("adsList")],
  ["/p/internal/qa?next=/p/jobs#top", "/p/internal/qa/*", internalPath("qaPages")],
  ["/p", "/p/*", CUSTOMER],
  ["/p/jobs", "/p/*", CUSTOMER],
  ["/p/jobs/create", "/p/*", CUSTOMER],
  ["/p/jobs/7/publish", "/p/*", CUSTOMER],
  ["/p/dashboard", "/p/*", CUSTOMER],
  ["/p/employer-branding/dashboard", "/p/*", CUSTOMER],
  ["/p/applications/bewerber-manager", "/p/*", CUSTOMER],
  ["/p/internalx", "/p/*", CUSTOMER],
  ["/p/active-sourcing/messages", "/p/active-sourcing/messages/*", CUSTOMER],
  ["/p/active-sourcing/messages/123", "/p/active-sourcing/messages/*", CUSTOMER],
  ["/p/active-sourcing/search", "/p/*", CUSTOMER],
  ["/p/active-sourcing/projects/5/contact/9", "/p/*", CUSTOMER],
  ["/p/active-sourcing/releases", "/p/active-sourcing/releases", PUBLIC],
  ["/p/active-sourcing/info-new-version", "/p/active-sourcing/info-new-version", PUBLIC],
  ["/", null, PUBLIC],
  ["/wartung", null, PUBLIC],
  ["/produkte/talentsuche/3", null, PUBLIC],
  ["/debugger", null, PUBLIC],
  ["/apix", null, PUBLIC],
];

function expectedPathAccess(expectation: PathExpectation, subject: Subject, production: boolean): PathAccess {
  switch (expectation.kind) {
    case "open":
      return { kind: "allowed" };
    case "public":
      return subject.role === "internal" ? { kind: "forbidden" } : { kind: "allowed" };
    case "customer":
      if (subject.role === "anonymous") return { kind: "login-required" };
      return subject.role === "external" ? { kind: "allowed" } : { kind: "forbidden" };
    case "internal":
      return subject.role === "internal" &&
        specAllows("internalPanel", subject.group, production) &&
        specAllows(expectation.ability, subject.group, production)
        ? { kind: "allowed" }
        : { kind: "internal-login" };
  }
}

describe("path rules", () => {
  it("every rule of PATH_RULES is exercised by a case", () => {
    const exercised = new Set(PATH_CASES.map(([, rule]) => rule));
    for (const rule of PATH_RULES) expect(exercised, rule.pattern).toContain(rule.pattern);
  });

  it.each(PATH_CASES)("%s: rule %s carries the spec's requirement", (pathname, pattern, expectation) => {
    const requirement = PATH_RULES.find((rule) => rule.pattern === pattern)?.requirement ?? DEFAULT_PATH_REQUIREMENT;
    const asExpectation: PathExpectation = requirement.kind === "customer-public" ? PUBLIC : requirement;
    expect(asExpectation).toEqual(expectation);
    expect(requiredAbilityForInternalPath(pathname)).toBe(expectation.kind === "internal" ? expectation.ability : null);
  });

  describe.each(MODES)("production: $production", ({ production }) => {
    describe.each(SUBJECTS)("$name", (subject) => {
      it.each(PATH_CASES)("%s", (pathname, _rule, expectation) => {
        expect(pathAccess(subject.principal, pathname, { production })).toEqual(
          expectedPathAccess(expectation, subject, production),
        );
      });
    });
  });

  it("uses login groups for the panel and effective groups for the page ability", () => {
    const opts = { production: false };
    expect(pathAccess(internalUser(["qa"], []), "/p/internal/qa", opts)).toEqual({ kind: "internal-login" });
    expect(pathAccess(internalUser(["qa"], ["readOnly"]), "/p/internal/qa", opts)).toEqual({ kind: "allowed" });
    expect(pathAccess(internalUser(["readOnly"], ["qa"]), "/p/internal/qa", opts)).toEqual({ kind: "internal-login" });
  });
});

type ApiExpectation =
  { audience: "external" } | { audience: "internal" | "shared"; ability: Ability } | { audience: "nobody" };

const EXTERNAL_API = { audience: "external" } as const;
const NOBODY = { audience: "nobody" } as const;
const internalApi = (ability: Ability) => ({ audience: "internal", ability }) as const;
const sharedApi = (ability: Ability) => ({ audience: "shared", ability }) as const;

const API = "/api/manage-job-ads";

/** [method, pathname, rule pattern in API_RULES that decides (null: none), expectation]. */
const API_CASES: ReadonlyArray<readonly [string, string, string | null, ApiExpectation]> = [
  ["GET", `${API}/internal`, "internal/*", internalApi("internalPanel")],
  ["GET", `${API}/internal/users/me`, "internal/*", internalApi("internalPanel")],
  ["POST", `${API}/internal/groups`, "internal/*", internalApi("internalPanel")],
  ["GET", `${API}/internal/companies`, "internal/companies/*", internalApi("adsList")],
  ["GET", `${API}/internal/companies/42/job-ads`, "internal/companies/*", internalApi("adsList")],
  ["GET", `${API}/internal/job-ads`, "internal/job-ads/*", internalApi("adsList")],
  ["GET", `${API}/internal/job-ads?page=2`, "internal/job-ads/*", internalApi("adsList")],
  ["GET", `${API}/internal/job-ads/7`, "internal/job-ads/*", internalApi("adsList")],
  ["PUT", `${API}/internal/job-ads/7`, "internal/job-ads/*", internalApi("adsList")],
  ["GET", `${API}/internal/qa`, "internal/qa/*", internalApi("qaPages")],
  ["POST", `${API}/internal/qa/7/report`, "internal/qa/*", internalApi("qaPages")],
  ["POST", `${API}/internal/job-ads/7/lock`, "internal/job-ads/:id/lock", internalApi("adLock")],
  ["POST", `${API}/internal/job-ads/7/unlock`, "internal/job-ads/:id/unlock", internalApi("adLock")],
  ["POST", `${API}/internal/job-ads/7/delete`, "internal/job-ads/:id/delete", internalApi("adDeletion")],
  ["DELETE", `${API}/internal/job-ads/7/delete`, "internal/job-ads/:id/delete", internalApi("adDeletion")],
  ["POST", `${API}/internal/job-ads/7/restore`, "internal/job-ads/:id/restore", internalApi("adDeletion")],
  ["POST", `${API}/internal/job-ads/7/deactivate`, "internal/job-ads/:id/deactivate", internalApi("adActivation")],
  ["PATCH", `${API}/internal/job-ads/7/reactivate`, "internal/job-ads/:id/reactivate", internalApi("adActivation")],
  [
    "POST",
    `${API}/internal/job-ads/7/free-prolongation`,
    "internal/job-ads/:id/free-prolongation",
    internalApi("adActionsMaintenance"),
  ],
  ["post", `${API}/internal/job-ads/7/remind`, "internal/job-ads/:id/remind", internalApi("adActionsMaintenance")],
  [
    "POST",
    `${API}/internal/job-ads/7/undo-runtime-extension`,
    "internal/job-ads/:id/undo-runtime-extension",
    internalApi("undoRuntimeExtensionJobAd"),
  ],
  ["POST", `${API}/internal/job-ads/7/prolong`, "internal/job-ads/:id/prolong", internalApi("prolongJobAd")],
  ["POST", `${API}/internal/job-ads/7/publish`, "internal/job-ads/:id/publish", internalApi("adPublish")],
  ["POST", `${API}/internal/job-ads/7/online-mail`, "internal/job-ads/:id/online-mail", internalApi("adOnlineMail")],
  ["PUT", `${API}/internal/job-ads/7/product`, "internal/job-ads/:id/product", internalApi("adChangeOrderService")],
  ["PUT", `${API}/internal/job-ads/7/schedule`, "internal/job-ads/*", internalApi("adsList")],
  ["POST", `${API}/internal/companies/42/orders`, "internal/companies/:id/orders", internalApi("orderJobAd")],
  [
    "POST",
    `${API}/internal/companies/42/talent-licence`,
    "internal/companies/:id/talent-licence",
    internalApi("orderJobAd"),
  ],
  ["GET", `${API}/internal/companies/42/talent`, "internal/companies/*", internalApi("adsList")],
  [
    "POST",
    `${API}/internal/companies/42/service-entry`,
    "internal/companies/:id/service-entry",
    internalApi("serviceEntryAd"),
  ],
  ["GET", `${API}/internal/service-orders`, "internal/service-orders", internalApi("serviceAdOrderList")],
  ["GET", `${API}/internal/session/groups`, "internal/session/groups", internalApi("manipulateGroups")],
  ["PUT", `${API}/internal/session/groups`, "internal/session/groups", internalApi("manipulateGroups")],
  // Express routes case-insensitively and ignores a trailing slash.
  ["POST", "/API/Manage-Job-Ads/INTERNAL/job-ads/7/LOCK", "internal/job-ads/:id/lock", internalApi("adLock")],
  ["POST", `${API}/internal/job-ads/7/delete/`, "internal/job-ads/:id/delete", internalApi("adDeletion")],
  ["GET", `${API}/external`, "external/*", EXTERNAL_API],
  ["GET", `${API}/external/job-ads/7`, "external/*", EXTERNAL_API],
  ["POST", `${API}/external/job-ads/7/publish`, "external/*", EXTERNAL_API],
  [
    "POST",
    `${API}/shared/job-ads/7/activate-scheduled`,
    "shared/job-ads/:id/activate-scheduled",
    sharedApi("adScheduleActivation"),
  ],
  ["POST", `${API}/shared/job-ads/7/push`, "shared/job-ads/:id/push", sharedApi("adPush")],
  // Not covered by a rule, or malformed: refused for everybody.
  ["GET", `${API}/shared/job-ads/7`, null, NOBODY],
  ["POST", `${API}/shared`, null, NOBODY],
  ["GET", API, null, NOBODY],
  ["GET", `${API}/`, null, NOBODY],
  ["GET", `${API}/other/job-ads`, null, NOBODY],
  ["GET", `${API}/internals`, null, NOBODY],
  ["GET", "/api/auth/me", null, NOBODY],
  ["GET", "/p/internal", null, NOBODY],
  ["GET", `${API}//internal/qa`, null, NOBODY],
  ["GET", `${API}/internal%2fqa`, null, NOBODY],
  ["GET", `${API}/%69nternal/qa`, null, NOBODY],
  ["POST", `${API}/external/../internal/job-ads/7/lock`, null, NOBODY],
  ["POST", `${API}/internal/job-ads/7/%6cock`, null, NOBODY],
  ["POST", `${API}/internal/job-ads/7/lock.json`, null, NOBODY],
  ["POST", `${API}/internal\\job-ads/7/lock`, null, NOBODY],
  // Actions change state: a safe method never reaches them.
  ["GET", `${API}/internal/job-ads/7/lock`, null, NOBODY],
  ["HEAD", `${API}/internal/job-ads/7/delete`, null, NOBODY],
  ["GET", `${API}/shared/job-ads/7/push`, null, NOBODY],
];

function expectedApiAccess(expectation: ApiExpectation, subject: Subject, production: boolean): ApiAccess {
  if (expectation.audience === "nobody") return { kind: "forbidden" };
  if (subject.role === "anonymous") return { kind: "unauthenticated" };
  if (subject.role === "external") return { kind: expectation.audience === "internal" ? "forbidden" : "allowed" };
  if (expectation.audience === "external") return { kind: "forbidden" };
  const panel = expectation.audience === "shared" || specAllows("internalPanel", subject.group, production);
  return { kind: panel && specAllows(expectation.ability, subject.group, production) ? "allowed" : "forbidden" };
}

describe("API rules", () => {
  it.each(API_RULES)("rule $pattern is exercised by a case with the spec's audience and ability", (rule) => {
    const cases = API_CASES.filter(([, , pattern]) => pattern === rule.pattern);
    expect(cases.length).toBeGreaterThan(0);
    for (const [, , , expectation] of cases) {
      expect(expectation).toEqual(
        rule.audience === "external" ? EXTERNAL_API : { audience: rule.audience, ability: rule.ability },
      );
    }
  });

  it("names every case's rule in API_RULES", () => {
    const patterns = new Set(API_RULES.map((rule) => rule.pattern));
    for (const [, , pattern] of API_CASES) if (pattern !== null) expect(patterns).toContain(pattern);
  });

  it.each(API_RULES.filter((rule) => rule.mutationOnly))("$pattern refuses GET for everybody", (rule) => {
    const pathname = `${API}/${rule.pattern.replace(":id", "7")}`;
    for (const subject of SUBJECTS) {
      expect(apiAccess(subject.principal, "GET", pathname, { production: false })).toEqual({ kind: "forbidden" });
    }
  });

  describe.each(MODES)("production: $production", ({ production }) => {
    describe.each(SUBJECTS)("$name", (subject) => {
      it.each(API_CASES)("%s %s", (method, pathname, _rule, expectation) => {
        expect(apiAccess(subject.principal, method, pathname, { production })).toEqual(
          expectedApiAccess(expectation, subject, production),
        );
      });
    });
  });

  it("needs internalPanel from the login groups on internal/* but not on shared/*", () => {
    const opts = { production: false };
    const narrowed = internalUser(["sales"], []);
    expect(apiAccess(narrowed, "POST", `${API}/internal/job-ads/7/lock`, opts)).toEqual({ kind: "forbidden" });
    expect(apiAccess(narrowed, "POST", `${API}/shared/job-ads/7/push`, opts)).toEqual({ kind: "allowed" });
    const restored = internalUser(["sales"], ["readOnly"]);
    expect(apiAccess(restored, "POST", `${API}/internal/job-ads/7/lock`, opts)).toEqual({ kind: "allowed" });
  });
});

describe("staffActionRuleAbility", () => {
  it.each([
    ["lock", "adLock"],
    ["deactivate", "adActivation"],
    ["free-prolongation", "adActionsMaintenance"],
    ["undo-runtime-extension", "undoRuntimeExtensionJobAd"],
    ["push", "adPush"],
    ["activate-scheduled", "adScheduleActivation"],
  ] as const)("%s needs %s, as its API rule", (action, ability) => {
    expect(staffActionRuleAbility(action)).toBe(ability);
  });

  it("names no ability where no rule exists", () => {
    expect(staffActionRuleAbility("approve")).toBeNull();
    expect(staffActionRuleAbility("lock/../delete")).toBeNull();
  });
});
