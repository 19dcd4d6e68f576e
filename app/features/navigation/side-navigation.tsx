import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type ReactNode,
} from "react";
import { FocusScope } from "react-aria";
import { Link, useLocation } from "react-router";
import { SpriteIcon, type SpriteIconName } from "~/components/ui/sprite-icon";
import type { AuthUser } from "@auth/user";
import { Tooltip } from "~/components/ui/tooltip";
import { pushToDataLayer } from "~/lib/data-layer";
import { ContactPersonDialog } from "./contact-person-dialog";
import {
  activeGroupId,
  buildNavigation,
  markActive,
  type NavGroup,
  type NavGroupId,
  type NavItem,
  type NavLinkItem,
} from "./nav-model";
import { ProfileImage } from "~/components/ui/profile-image";
import { LARGE_SCREEN_QUERY, saveNavigationChoice, saveViewport, type NavigationHints } from "./nav-layout";

export { LARGE_SCREEN_QUERY };

const NO_HINTS: NavigationHints = { isLargeScreen: false, rememberedOpen: null };

const GROUP_ICONS: Record<NavGroupId, SpriteIconName> = {
  overview: "layout-dashboard",
  jobAds: "newspaper",
  credits: "wallet",
  talents: "user-search",
  employerProfile: "building-2",
  recruitingServices: "handshake",
  profile: "circle-user-round",
  faqs: "circle-question-mark",
  agb: "scale",
};

function subscribeToLargeScreen(onChange: () => void): () => void {
  const query = window.matchMedia(LARGE_SCREEN_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * On the server and during hydration: what the request told the server (client hint or cookie), so
 * the first render matches the server's HTML and a correct guess never flashes.
 */
function useIsLargeScreen(serverGuess: boolean): boolean {
  return useSyncExternalStore(
    subscribeToLargeScreen,
    () => window.matchMedia(LARGE_SCREEN_QUERY).matches,
    () => serverGuess,
  );
}

/** Where focus goes back to when the overlay closes: the control that opened it, if it is still shown. */
function focusBack(opener: HTMLElement | null, fallback: HTMLElement | null): void {
  // Safari does not focus a clicked button, so the opener may be the body: then the toggle.
  const shown = opener !== null && opener !== document.body && opener.isConnected && opener.getClientRects().length > 0;
  const target = shown ? opener : fallback;
  target?.focus();
}

const ENTRY_CLASS =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900";
const ACTIVE_ENTRY_CLASS = "bg-brand-50 text-brand-700";
const ITEM_CLASS =
  "flex w-full items-center gap-2 rounded-md py-2 pr-3 pl-12 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900";
const ACTIVE_ITEM_CLASS = "bg-brand-50 font-semibold text-brand-700";

function NotificationBadge({
  count,
  label = "ungelesene Nachrichten",
  className = "",
}: {
  count: number;
  label?: string;
  className?: string;
}) {
  return (
    <span className={`rounded-full bg-red-700 px-1.5 text-xs leading-5 font-semibold text-white ${className}`}>
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

function NewTabHint({ showIcon }: { showIcon: boolean }) {
  return (
    <>
      {showIcon ? <SpriteIcon name="external-link" className="size-4 shrink-0" /> : null}
      <span className="sr-only"> (öffnet in neuem Tab)</span>
    </>
  );
}

/** SPEC §3 `elementDetail`: the entry names itself, and its click goes to the tag manager's queue. */
function tracking(item: NavItem) {
  return {
    "data-element-detail": item.elementDetail,
    onClickCapture: () => pushToDataLayer({ event: "nav_click", element_detail: item.elementDetail }),
  };
}

/** Passes the remaining props on, so a Tooltip can attach its focus and hover handlers. */
function EntryLink({ item, ...anchorProps }: { item: NavLinkItem } & Omit<ComponentPropsWithRef<"a">, "href">) {
  if (item.external) return <a {...anchorProps} {...tracking(item)} href={item.to} target="_blank" rel="noopener" />;
  return <Link {...anchorProps} {...tracking(item)} to={item.to} aria-current={item.active ? "page" : undefined} />;
}

function NavItemEntry({ item, onContactPerson }: { item: NavItem; onContactPerson: () => void }) {
  const className = `${ITEM_CLASS} ${item.active ? ACTIVE_ITEM_CLASS : ""}`;
  if ("click" in item) {
    return (
      <button type="button" {...tracking(item)} onClick={onContactPerson} aria-haspopup="dialog" className={className}>
        {item.title}
      </button>
    );
  }
  if ("method" in item) {
    return (
      <form method={item.method} action={item.to}>
        <button type="submit" {...tracking(item)} className={className}>
          {item.title}
        </button>
      </form>
    );
  }
  return (
    <EntryLink item={item} className={className}>
      <span className="min-w-0 flex-1">{item.title}</span>
      {item.notification ? <NotificationBadge count={item.notification} label={item.notificationLabel} /> : null}
      {item.external ? <NewTabHint showIcon /> : null}
    </EntryLink>
  );
}

export interface SideNavigationProps {
  user: AuthUser;
  supportEmail: string;
  /** Badge count of the Nachrichten entry; no badge at 0. */
  unreadMessages?: number;
  /** Badge count of the Erwähnungen entry; no badge at 0. */
  unreadMentions?: number;
  /** What the server knew about the screen and the user's choice (nav-layout.ts); collapsed without. */
  hints?: NavigationHints;
  /** Shown in the page's top bar beside the phone menu button, e.g. the company the user acts for. */
  pageHeader?: ReactNode;
  /** The page. With it the component renders the whole frame: navigation, top bar and main. */
  children?: ReactNode;
}

/**
 * Side navigation of signed-in customers (SPEC §2). Below LARGE_SCREEN_QUERY the open navigation
 * overlays the page, traps focus and gives it back to the control that opened it; the component
 * keeps its collapsed width in the page's flex row either way so the page does not shift when it
 * opens. Below 768 px there is no icon rail: the top bar's menu button opens the overlay.
 */
export function SideNavigation({
  user,
  supportEmail,
  unreadMessages = 0,
  unreadMentions = 0,
  hints = NO_HINTS,
  pageHeader,
  children,
}: SideNavigationProps) {
  const { pathname } = useLocation();
  const groups = useMemo(
    () => markActive(buildNavigation(user, { unreadMessages, unreadMentions }), pathname),
    [user, unreadMessages, unreadMentions, pathname],
  );
  const currentGroupId = activeGroupId(groups);

  const isLargeScreen = useIsLargeScreen(hints.isLargeScreen);
  // null until the user toggles: the navigation then follows the screen size (and, on a large
  // screen, the choice the user made there on an earlier page).
  const [openChoice, setOpenChoice] = useState<boolean | null>(null);
  const isOpen = openChoice ?? (isLargeScreen && hints.rememberedOpen !== false);
  const isOverlay = isOpen && !isLargeScreen;
  const [openGroupId, setOpenGroupId] = useState<NavGroupId | null>(currentGroupId);
  const [isContactOpen, setContactOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  // The control that opened the overlay (the rail's toggle, a group icon or the phone menu button).
  const openerRef = useRef<HTMLElement | null>(null);
  const restoreFocusRef = useRef(false);
  const baseId = useId();
  const entriesId = `${baseId}-entries`;

  const openNav = (groupId: NavGroupId | null) => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenChoice(true);
    setOpenGroupId(groupId);
    if (isLargeScreen) saveNavigationChoice(true);
  };
  const closeNav = ({ restoreFocus }: { restoreFocus: boolean }) => {
    restoreFocusRef.current = restoreFocus;
    setOpenChoice(false);
    setOpenGroupId(null);
    if (isLargeScreen) saveNavigationChoice(false);
  };

  useEffect(() => {
    saveViewport(window.matchMedia(LARGE_SCREEN_QUERY).matches);
  }, [isLargeScreen]);

  useEffect(() => {
    if (isOverlay) {
      // Opened from outside (the phone menu button): focus starts inside the overlay.
      if (!navRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
    } else if (restoreFocusRef.current) {
      restoreFocusRef.current = false;
      focusBack(openerRef.current, toggleRef.current);
    }
  }, [isOverlay]);

  // Adjusted while rendering rather than in an effect, so a new page never paints with the old group open.
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (pathname !== seenPathname) {
    setSeenPathname(pathname);
    if (isOverlay) {
      // The overlay has done its job once the user picked a page; focus stays with the new page.
      setOpenChoice(false);
      setOpenGroupId(null);
    } else {
      setOpenGroupId(currentGroupId);
    }
  }

  useEffect(() => {
    if (!isOverlay) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isOverlay]);

  useEffect(() => {
    // The contact dialog handles Escape itself and must not close the navigation below it.
    if (!isOverlay || isContactOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      // The focused entry disappears with the overlay; focus goes back to where the user opened it.
      restoreFocusRef.current = navRef.current?.contains(document.activeElement) ?? false;
      setOpenChoice(false);
      setOpenGroupId(null);
    };
    // Capture phase: a tooltip on the focused toggle would otherwise take the first Escape for itself.
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [isOverlay, isContactOpen]);

  const toggleLabel = isOpen ? "Navigation einklappen" : "Navigation ausklappen";
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const renderGroup = (group: NavGroup) => {
    const icon = GROUP_ICONS[group.id];
    const label = <span className={isOpen ? "min-w-0 flex-1" : "sr-only"}>{group.title}</span>;
    const entryClass = `${ENTRY_CLASS} ${group.active ? ACTIVE_ENTRY_CLASS : ""}`;
    if ("link" in group) {
      return (
        <Tooltip content={group.title} isDisabled={isOpen}>
          <EntryLink item={group.link} className={entryClass}>
            <SpriteIcon name={icon} className="size-6 shrink-0" />
            {label}
            {group.link.external ? <NewTabHint showIcon={isOpen} /> : null}
          </EntryLink>
        </Tooltip>
      );
    }
    const isExpanded = isOpen && openGroupId === group.id;
    const panelId = `${baseId}-${group.id}`;
    const notifications = group.items.reduce(
      (sum, item) => sum + ("notification" in item ? (item.notification ?? 0) : 0),
      0,
    );
    const counted = group.items.find(
      (item): item is NavLinkItem => "notification" in item && Boolean(item.notification),
    );
    return (
      <>
        <Tooltip content={group.title} isDisabled={isOpen}>
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={panelId}
            onClick={() => {
              if (!isOpen) openNav(group.id);
              else setOpenGroupId(isExpanded ? null : group.id);
            }}
            className={`relative ${entryClass}`}
          >
            <SpriteIcon name={icon} className="size-6 shrink-0" />
            {label}
            {isOpen ? (
              <SpriteIcon
                name="chevron-down"
                className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${isExpanded ? "rotate-180" : ""}`}
              />
            ) : null}
            {!isOpen && notifications > 0 ? (
              <NotificationBadge
                count={notifications}
                label={counted?.notificationLabel}
                className="absolute top-0.5 right-0.5"
              />
            ) : null}
          </button>
        </Tooltip>
        <ul id={panelId} hidden={!isExpanded} className="mt-1 space-y-0.5">
          {group.items.map((item) => (
            <li key={item.id}>
              <NavItemEntry item={item} onContactPerson={() => setContactOpen(true)} />
            </li>
          ))}
        </ul>
      </>
    );
  };

  const navId = `${baseId}-nav`;
  const rail = (
    <div className={`relative shrink-0 max-md:w-0 ${isOpen && !isOverlay ? "w-[17rem]" : "w-[4.5rem]"}`}>
      {isOverlay ? (
        // Pointer convenience only; Escape and the toggle close the overlay for everyone else.
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/40"
          onClick={() => closeNav({ restoreFocus: true })}
        />
      ) : null}
      <nav
        ref={navRef}
        id={navId}
        aria-label="Portalnavigation"
        className={`z-40 flex h-screen flex-col overflow-y-auto border-r border-slate-200 bg-white ${
          isOverlay ? "fixed inset-y-0 left-0 max-w-[calc(100vw-3rem)] shadow-xl" : "sticky top-0 max-md:hidden"
        } ${isOpen ? "w-[17rem]" : "w-[4.5rem]"}`}
      >
        {/* Tab and Shift+Tab stay inside while the navigation covers the page. */}
        <FocusScope contain={isOverlay}>
          <div className={`flex px-3 pt-3 ${isOpen ? "justify-end" : "justify-center"}`}>
            <Tooltip content={toggleLabel}>
              <button
                ref={toggleRef}
                type="button"
                aria-expanded={isOpen}
                aria-controls={entriesId}
                aria-label={toggleLabel}
                onClick={() => (isOpen ? closeNav({ restoreFocus: true }) : openNav(currentGroupId))}
                className="rounded-lg p-2.5 text-slate-700 hover:bg-brand-50 hover:text-brand-900"
              >
                <SpriteIcon name={isOpen ? "panel-left-close" : "panel-left-open"} className="size-6" />
              </button>
            </Tooltip>
          </div>
          <div
            className={`flex items-center gap-3 border-b border-slate-200 py-4 ${isOpen ? "px-4" : "justify-center"}`}
          >
            <ProfileImage src={user.avatar} size={isOpen ? "large" : "medium"} />
            {isOpen ? (
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words text-slate-900">{fullName}</p>
                {user.company ? (
                  <>
                    <p className="break-words text-slate-700">{user.company.fullName}</p>
                    <p className="break-words text-slate-600">{user.company.mainAddress.city}</p>
                  </>
                ) : null}
              </div>
            ) : null}
          </div>
          <ul id={entriesId} className="flex-1 space-y-1 px-2 py-3">
            {groups.map((group) => (
              <li key={group.id}>{renderGroup(group)}</li>
            ))}
          </ul>
        </FocusScope>
      </nav>
      <ContactPersonDialog
        user={user}
        supportEmail={supportEmail}
        isOpen={isContactOpen}
        onOpenChange={setContactOpen}
      />
    </div>
  );

  if (children === undefined) return rail;
  return (
    <>
      {rail}
      {/* While the overlay is open the page is out of reach for keyboard and screen readers. */}
      <div className="flex min-w-0 flex-1 flex-col" inert={isOverlay}>
        <header className="sticky top-0 z-20 flex min-h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 py-2 lg:px-10">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={navId}
            onClick={() => openNav(currentGroupId)}
            className="-ml-2 flex items-center gap-2 rounded-lg p-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900 md:hidden"
          >
            <SpriteIcon name="menu" className="size-6" />
            Menü
          </button>
          {pageHeader}
        </header>
        {children}
      </div>
    </>
  );
}
