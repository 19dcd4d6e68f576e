import { customerMay, type CustomerRight } from "@auth/abilities";
import type { AuthUser, RouteKey, RouteMap } from "@auth/user";

/** Entries of the side navigation (SPEC §2) as data, so the menu rules of SPEC §6 test without a DOM. */

const LOGOUT_PATH = "/api/auth/oauth/logout";

/** Paths of the talent database and the applicant manager are not part of the route map (SPEC §2). */
const FIXED_PATHS = {
  talentSearch: "/p/active-sourcing/search?resetSearch=true",
  talentMessages: "/p/active-sourcing/messages",
  talentProjects: "/p/active-sourcing/projects",
  talentMatching: "/p/active-sourcing/matching",
  talentSavedSearches: "/p/active-sourcing/saved-search",
  talentReleases: "/p/active-sourcing/releases",
  bewerberManager: "/p/applications/bewerber-manager/",
  mentions: "/p/applications/bewerber-manager/erwaehnungen",
} as const;

export type NavGroupId =
  "overview" | "jobAds" | "credits" | "talents" | "employerProfile" | "recruitingServices" | "profile" | "faqs" | "agb";

interface NavItemBase {
  id: string;
  title: string;
  active?: boolean;
  /**
   * SPEC §3: the tracking detail of the entry, sent with its click to the tag manager
   * (`nav_click`). From the entry's id, so it stays when a title is reworded.
   */
  elementDetail?: string;
}

/** A page of this portal, or an absolute URL (`external`, opened in a new tab). */
export interface NavLinkItem extends NavItemBase {
  to: string;
  external: boolean;
  /** Count shown as a badge, e.g. unread messages; absent when there is nothing to show. */
  notification?: number;
  /** What the badge's count counts, for screen readers ("ungelesene Nachrichten" when absent). */
  notificationLabel?: string;
}

/** Submitted as a form: signing out changes state, so it is a POST and works without JavaScript. */
export interface NavFormItem extends NavItemBase {
  to: string;
  external: false;
  method: "post";
}

/** Acts in place instead of navigating. */
export interface NavClickItem extends NavItemBase {
  click: "contact-person";
}

export type NavItem = NavLinkItem | NavFormItem | NavClickItem;

interface NavGroupBase {
  id: NavGroupId;
  title: string;
  active?: boolean;
}

/** A group of one entry, shown as a plain link. */
export interface NavLinkGroup extends NavGroupBase {
  link: NavLinkItem;
}

/** A disclosure with its entries. */
export interface NavMenuGroup extends NavGroupBase {
  items: NavItem[];
}

export type NavGroup = NavLinkGroup | NavMenuGroup;

export interface NavigationOptions {
  unreadMessages?: number;
  /** Notes that mention the user and that the user has not opened yet (issue 34 §5). */
  unreadMentions?: number;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

function isAbsoluteUrl(to: string): boolean {
  return ABSOLUTE_URL.test(to);
}

function routeLink(routes: RouteMap, key: RouteKey, title: string): NavLinkItem {
  const to = routes[key];
  return { id: key, title, to, external: isAbsoluteUrl(to) };
}

function fixedLink(id: string, title: string, to: string): NavLinkItem {
  return { id, title, to, external: false };
}

/**
 * The customer menu of SPEC §2 and §6 for one user, its groups in the order SPEC §2 lists them
 * (Übersicht, Profil, Inserate, Guthaben, Talentdatenbank, Arbeitgeberprofil, Recruiting Services,
 * FAQs, AGB); empty for users without a customer route map.
 */
export function buildNavigation(
  user: AuthUser,
  { unreadMessages = 0, unreadMentions = 0 }: NavigationOptions = {},
): NavGroup[] {
  const { routes } = user;
  if (!routes) return [];
  const can = (right: CustomerRight) => customerMay(user.abilities, right);

  const groups: NavGroup[] = [
    { id: "overview", title: "Übersicht", link: routeLink(routes, "dashboard", "Übersicht") },
    {
      id: "profile",
      title: "Profil",
      items: [
        ...(can("invoices") ? [routeLink(routes, "profile.invoices", "Rechnungen")] : []),
        { id: "profile.contactPerson", title: "Ansprechperson", click: "contact-person" },
        ...(user.relatedCompanies.length > 1
          ? [routeLink(routes, "profile.companySwitch", "Unternehmen wechseln")]
          : []),
        routeLink(routes, "profile.company", "Firmendaten bearbeiten"),
        routeLink(routes, "profile.settings", "Einstellungen"),
        { id: "profile.logout", title: "Abmelden", to: LOGOUT_PATH, external: false, method: "post" },
      ],
    },
    {
      id: "jobAds",
      title: "Inserate",
      items: [
        routeLink(routes, "jobAds.overview", "Übersicht"),
        routeLink(routes, "jobAds.metrics", "Kennzahlen"),
        ...(can("placeJobAds") ? [routeLink(routes, "jobAds.create", "Neues Inserat schalten")] : []),
      ],
    },
    { id: "credits", title: "Guthaben", link: routeLink(routes, "credits", "Guthaben") },
    {
      id: "talents",
      title: "Talentdatenbank",
      items: [
        fixedLink("talents.search", "Talentsuche", FIXED_PATHS.talentSearch),
        {
          ...fixedLink("talents.messages", "Nachrichten", FIXED_PATHS.talentMessages),
          ...(unreadMessages > 0 ? { notification: unreadMessages } : {}),
        },
        fixedLink("talents.projects", "Projekte", FIXED_PATHS.talentProjects),
        fixedLink("talents.matching", "Matching", FIXED_PATHS.talentMatching),
        fixedLink("talents.savedSearches", "Meine Suchen", FIXED_PATHS.talentSavedSearches),
        fixedLink("talents.releases", "Versionshinweise", FIXED_PATHS.talentReleases),
      ],
    },
  ];

  if (can("employerProfile")) {
    groups.push({
      id: "employerProfile",
      title: "Arbeitgeberprofil",
      items: [
        ...(can("businessPage") ? [routeLink(routes, "employerBranding.employerPage", "Unternehmensseite")] : []),
        ...(can("businessPagePlus")
          ? [routeLink(routes, "employerBranding.employerPagePlus", "Unternehmensseite Plus")]
          : []),
        ...(can("employerBrandingBasic")
          ? [routeLink(routes, "employerBranding.employerBrandingBasic", "Employer Branding Basic")]
          : []),
        ...(can("employerBrandingPlus")
          ? [routeLink(routes, "employerBranding.employerBrandingPlus", "Employer Branding Plus")]
          : []),
        routeLink(routes, "employerBranding.metrics", "Kennzahlen"),
      ],
    });
  }

  groups.push(
    {
      id: "recruitingServices",
      title: "Recruiting Services",
      items: [
        fixedLink("recruitingServices.bewerberManager", "Bewerber-Manager", FIXED_PATHS.bewerberManager),
        {
          ...fixedLink("recruitingServices.mentions", "Erwähnungen", FIXED_PATHS.mentions),
          ...(unreadMentions > 0 ? { notification: unreadMentions, notificationLabel: "ungelesene Erwähnungen" } : {}),
        },
        ...(user.company?.distributionChannel === "DIRECT-SALES"
          ? [routeLink(routes, "recruitingServices.oneClickApplication", "Smart Bewerben")]
          : []),
      ],
    },
    // SPEC §2: FAQs and AGB live on the content host and always open in a new tab.
    { id: "faqs", title: "FAQs", link: { ...routeLink(routes, "faqs", "FAQs"), external: true } },
    {
      id: "agb",
      title: "AGB und Impressum",
      link: { ...routeLink(routes, "agb", "AGB und Impressum"), external: true },
    },
  );
  return groups.map(withElementDetails);
}

function withElementDetail<Item extends NavItem>(item: Item): Item {
  return { ...item, elementDetail: `navigation.${item.id}` };
}

function withElementDetails(group: NavGroup): NavGroup {
  return "link" in group
    ? { ...group, link: withElementDetail(group.link) }
    : { ...group, items: group.items.map(withElementDetail) };
}

/** The path alone: the query and hash do not change which page is open. */
function pagePath(to: string): string {
  const path = to.split(/[?#]/)[0] ?? "";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The page path an item leads to inside the portal, or null when it does not lead to a page here. */
function internalTarget(item: NavItem): string | null {
  if (!("to" in item) || item.external || "method" in item) return null;
  return pagePath(item.to);
}

/**
 * Marks the entry for the current page and its group. When several entries match (/p/jobs and
 * /p/jobs/metrics on /p/jobs/metrics), the longest target wins so that only one entry is current.
 */
export function markActive(groups: readonly NavGroup[], pathname: string): NavGroup[] {
  const current = pagePath(pathname);
  let best: { item: NavItem; target: string } | null = null;
  for (const item of groups.flatMap((group) => ("link" in group ? [group.link] : group.items))) {
    const target = internalTarget(item);
    const matches = target !== null && (current === target || current.startsWith(`${target}/`));
    if (matches && (!best || target.length > best.target.length)) best = { item, target };
  }
  const activeItem = best?.item;
  return groups.map((group) => {
    if ("link" in group) {
      const active = group.link === activeItem;
      return { ...group, active, link: { ...group.link, active } };
    }
    const marked = group.items.map((item) => ({ ...item, active: item === activeItem }));
    return { ...group, active: marked.some((item) => item.active), items: marked };
  });
}

/** The group holding the current page, if any. */
export function activeGroupId(groups: readonly NavGroup[]): NavGroupId | null {
  return groups.find((group) => group.active)?.id ?? null;
}
