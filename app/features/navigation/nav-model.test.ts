import { describe, expect, it } from "vitest";
import type { CustomerAbility } from "@auth/abilities";
import {
  activeGroupId,
  buildNavigation,
  markActive,
  type NavGroup,
  type NavGroupId,
  type NavItem,
  type NavLinkItem,
} from "./nav-model";
import { CONTENT_HOST, hybrid, kunde } from "./test-users";

function group(groups: NavGroup[], id: NavGroupId): NavGroup | undefined {
  return groups.find((g) => g.id === id);
}

function items(groups: NavGroup[], id: NavGroupId): NavItem[] {
  const found = group(groups, id);
  if (!found) return [];
  return "link" in found ? [found.link] : found.items;
}

function titles(groups: NavGroup[], id: NavGroupId): string[] {
  return items(groups, id).map((item) => item.title);
}

function link(groups: NavGroup[], id: NavGroupId, title: string): NavLinkItem {
  const item = items(groups, id).find((i) => i.title === title);
  if (!item || !("to" in item) || "method" in item) throw new Error(`no link ${title} in ${id}`);
  return item;
}

const withAbilities = (abilities: CustomerAbility[]) => kunde({ abilities });

describe("buildNavigation", () => {
  it("gives kunde (direct sales, every ability, three companies) the full menu in the order of SPEC §2", () => {
    const groups = buildNavigation(kunde());
    expect(groups.map((g) => g.title)).toEqual([
      "Übersicht",
      "Profil",
      "Inserate",
      "Guthaben",
      "Talentdatenbank",
      "Arbeitgeberprofil",
      "Recruiting Services",
      "FAQs",
      "AGB und Impressum",
    ]);
    expect(titles(groups, "jobAds")).toEqual(["Übersicht", "Kennzahlen", "Neues Inserat schalten"]);
    expect(titles(groups, "talents")).toEqual([
      "Talentsuche",
      "Nachrichten",
      "Projekte",
      "Matching",
      "Meine Suchen",
      "Versionshinweise",
    ]);
    expect(titles(groups, "employerProfile")).toEqual([
      "Unternehmensseite",
      "Unternehmensseite Plus",
      "Employer Branding Basic",
      "Employer Branding Plus",
      "Kennzahlen",
    ]);
    expect(titles(groups, "recruitingServices")).toEqual(["Bewerber-Manager", "Erwähnungen", "Smart Bewerben"]);
    expect(titles(groups, "profile")).toEqual([
      "Rechnungen",
      "Ansprechperson",
      "Unternehmen wechseln",
      "Firmendaten bearbeiten",
      "Einstellungen",
      "Abmelden",
    ]);
  });

  it("takes targets from the route map and the fixed paths of SPEC §2", () => {
    const groups = buildNavigation(kunde());
    expect(group(groups, "overview")).toMatchObject({ link: { to: "/p/dashboard", external: false } });
    expect(group(groups, "credits")).toMatchObject({ link: { to: "/p/credits", external: false } });
    expect(link(groups, "jobAds", "Neues Inserat schalten").to).toBe("/p/jobs/create");
    expect(items(groups, "talents").map((item) => ("to" in item ? item.to : null))).toEqual([
      "/p/active-sourcing/search?resetSearch=true",
      "/p/active-sourcing/messages",
      "/p/active-sourcing/projects",
      "/p/active-sourcing/matching",
      "/p/active-sourcing/saved-search",
      "/p/active-sourcing/releases",
    ]);
    expect(link(groups, "recruitingServices", "Bewerber-Manager").to).toBe("/p/applications/bewerber-manager/");
    expect(link(groups, "recruitingServices", "Smart Bewerben").to).toBe("/p/applications/smart-bewerben");
    expect(link(groups, "profile", "Unternehmen wechseln").to).toBe("/p/account/company-switch");
  });

  it("makes Ansprechperson open the dialog and Abmelden a POST to the logout endpoint", () => {
    const profile = items(buildNavigation(kunde()), "profile");
    expect(profile.find((item) => item.title === "Ansprechperson")).toMatchObject({ click: "contact-person" });
    expect(profile.find((item) => item.title === "Abmelden")).toMatchObject({
      to: "/api/auth/oauth/logout",
      method: "post",
      external: false,
    });
  });

  it("opens FAQs and AGB on the content host as external links", () => {
    const groups = buildNavigation(kunde());
    expect(group(groups, "faqs")).toMatchObject({ link: { to: `${CONTENT_HOST}/hr/faqs`, external: true } });
    expect(group(groups, "agb")).toMatchObject({ link: { to: `${CONTENT_HOST}/agb`, external: true } });
  });

  it("treats any absolute URL in the route map as external", () => {
    const user = kunde();
    const groups = buildNavigation({
      ...user,
      routes: { ...user.routes!, "profile.settings": "https://business.example.ch/settings" },
    });
    expect(link(groups, "profile", "Einstellungen")).toMatchObject({ external: true });
    expect(link(groups, "profile", "Firmendaten bearbeiten")).toMatchObject({ external: false });
  });

  it("gives hybrid (only job, one company) the reduced menu", () => {
    const groups = buildNavigation(hybrid());
    expect(groups.map((g) => g.id)).toEqual([
      "overview",
      "profile",
      "jobAds",
      "credits",
      "talents",
      "recruitingServices",
      "faqs",
      "agb",
    ]);
    expect(titles(groups, "jobAds")).toEqual(["Übersicht", "Kennzahlen", "Neues Inserat schalten"]);
    expect(titles(groups, "recruitingServices")).toEqual(["Bewerber-Manager", "Erwähnungen"]);
    expect(titles(groups, "profile")).toEqual([
      "Ansprechperson",
      "Firmendaten bearbeiten",
      "Einstellungen",
      "Abmelden",
    ]);
  });

  it("hides Neues Inserat schalten without the job ability", () => {
    expect(titles(buildNavigation(withAbilities(["invoice"])), "jobAds")).toEqual(["Übersicht", "Kennzahlen"]);
  });

  it("shows Rechnungen only with the invoice ability", () => {
    expect(titles(buildNavigation(withAbilities(["invoice"])), "profile")).toContain("Rechnungen");
    expect(titles(buildNavigation(withAbilities(["job"])), "profile")).not.toContain("Rechnungen");
  });

  it("has no Arbeitgeberprofil group without an employer-branding ability", () => {
    expect(group(buildNavigation(withAbilities(["job", "invoice"])), "employerProfile")).toBeUndefined();
  });

  it.each<[CustomerAbility, string]>([
    ["businessPage", "Unternehmensseite"],
    ["businessPagePlus", "Unternehmensseite Plus"],
    ["employerBrandingBasic", "Employer Branding Basic"],
    ["employerBrandingPlus", "Employer Branding Plus"],
  ])("shows Arbeitgeberprofil with only %s: its entry and Kennzahlen", (ability, title) => {
    expect(titles(buildNavigation(withAbilities([ability])), "employerProfile")).toEqual([title, "Kennzahlen"]);
  });

  it("offers the company switch only with more than one related company", () => {
    const user = kunde();
    const [first, second] = user.relatedCompanies;
    const withCompanies = (relatedCompanies: typeof user.relatedCompanies) =>
      titles(buildNavigation({ ...user, relatedCompanies }), "profile");
    expect(withCompanies([first!, second!])).toContain("Unternehmen wechseln");
    expect(withCompanies([first!])).not.toContain("Unternehmen wechseln");
    expect(withCompanies([])).not.toContain("Unternehmen wechseln");
  });

  it.each([
    ["DIRECT-SALES", true],
    ["HYBRID", false],
    ["SELF-SERVICE", false],
  ] as const)("shows Smart Bewerben for channel %s: %s", (distributionChannel, shown) => {
    const user = kunde();
    const groups = buildNavigation({ ...user, company: { ...user.company!, distributionChannel } });
    expect(titles(groups, "recruitingServices").includes("Smart Bewerben")).toBe(shown);
  });

  it("shows the unread-message count on Nachrichten only when there is any", () => {
    const messages = (unreadMessages?: number) =>
      link(buildNavigation(kunde(), { unreadMessages }), "talents", "Nachrichten");
    expect(messages(3).notification).toBe(3);
    expect(messages(0)).not.toHaveProperty("notification");
    expect(messages()).not.toHaveProperty("notification");
  });

  it("shows the unread mentions on Erwähnungen, named for screen readers, only when there are any", () => {
    const mentions = (unreadMentions?: number) =>
      link(buildNavigation(kunde(), { unreadMentions }), "recruitingServices", "Erwähnungen");
    expect(mentions(2)).toMatchObject({
      to: "/p/applications/bewerber-manager/erwaehnungen",
      notification: 2,
      notificationLabel: "ungelesene Erwähnungen",
    });
    expect(mentions(0)).not.toHaveProperty("notification");
    expect(mentions()).not.toHaveProperty("notification");
  });

  it("is empty for a user without a customer route map", () => {
    expect(buildNavigation(kunde({ routes: null }))).toEqual([]);
  });
});

describe("markActive", () => {
  const activeTitles = (groups: NavGroup[]) =>
    groups
      .flatMap((g) => ("link" in g ? [g.link] : g.items))
      .filter((item) => item.active)
      .map((item) => item.title);

  it.each([
    ["/p/dashboard", "overview", ["Übersicht"]],
    ["/p/jobs", "jobAds", ["Übersicht"]],
    ["/p/jobs/12/data", "jobAds", ["Übersicht"]],
    ["/p/jobs/metrics", "jobAds", ["Kennzahlen"]],
    ["/p/jobs/create", "jobAds", ["Neues Inserat schalten"]],
    ["/p/credits", "credits", ["Guthaben"]],
    ["/p/active-sourcing/search", "talents", ["Talentsuche"]],
    ["/p/active-sourcing/messages/abc-123", "talents", ["Nachrichten"]],
    ["/p/employer-branding/dashboard", "employerProfile", ["Employer Branding Basic"]],
    ["/p/applications/bewerber-manager", "recruitingServices", ["Bewerber-Manager"]],
    ["/p/account/settings", "profile", ["Einstellungen"]],
  ] as const)("on %s marks group %s", (pathname, groupId, active) => {
    const groups = markActive(buildNavigation(kunde()), pathname);
    expect(activeGroupId(groups)).toBe(groupId);
    expect(groups.filter((g) => g.active).map((g) => g.id)).toEqual([groupId]);
    expect(activeTitles(groups)).toEqual(active);
  });

  it("ignores query strings and hashes", () => {
    const groups = markActive(buildNavigation(kunde()), "/p/active-sourcing/search?resetSearch=false#top");
    expect(activeTitles(groups)).toEqual(["Talentsuche"]);
  });

  it("does not mistake a shared prefix for a parent page", () => {
    expect(activeGroupId(markActive(buildNavigation(kunde()), "/p/jobsearch"))).toBeNull();
  });

  it("marks nothing on pages outside the menu, and never external links or the logout", () => {
    const groups = markActive(buildNavigation(kunde()), "/p/unbekannt");
    expect(activeGroupId(groups)).toBeNull();
    expect(activeTitles(groups)).toEqual([]);
    expect(activeTitles(markActive(buildNavigation(kunde()), "/api/auth/oauth/logout"))).toEqual([]);
  });

  it("gives every entry, of a menu or a single link, its tracking detail from its id (SPEC §3)", () => {
    const entries = buildNavigation(kunde()).flatMap((g) => ("link" in g ? [g.link] : g.items));
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) expect(entry.elementDetail).toBe(`navigation.${entry.id}`);
  });
});
