import { useLayoutEffect, useRef } from "react";
import { Badge, SIZE_TOKENS, type SizeToken } from "./badge";
import { iconUrl } from "./icon-url";

/** Stroke widths in the units of the icon's viewBox (lucide draws at 2). */
export const ICON_STROKE_WIDTHS = { thin: 1.5, normal: 2, bold: 2.5 } as const;

export { iconUrl };

export type IconStroke = keyof typeof ICON_STROKE_WIDTHS;

/** "standard" is the SPEC §3 default; it names no figure, so it is the 24 px `large` token lucide is drawn at. */
export type IconSize = SizeToken | "standard";

const STANDARD_SIZE: SizeToken = "large";

export interface IconProps {
  /** File name under /p/icons without ".svg", e.g. "briefcase". */
  iconName: string;
  size?: IconSize;
  stroke?: IconStroke;
  disabled?: boolean;
  /** A count shown as a badge at the top right; 0 shows none, above 99 shows "99+". */
  badgeTop?: number;
  /** Makes the icon an image with this name; without it the icon is decoration and hidden from assistive technology. */
  label?: string;
  className?: string;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** Drawing elements only: no script, foreignObject, style, animation or links can come along. */
const ALLOWED_ELEMENTS = new Set([
  "g",
  "path",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "rect",
  "defs",
  "clipPath",
  "mask",
  "linearGradient",
  "radialGradient",
  "stop",
  "use",
]);

/** How the file wants its shapes painted; width, height and stroke-width come from our props instead. */
const COPIED_ROOT_ATTRIBUTES = ["viewBox", "fill", "stroke", "stroke-linecap", "stroke-linejoin"] as const;

interface ParsedIcon {
  rootAttributes: [name: string, value: string][];
  children: Element[];
}

interface IconRequest {
  promise: Promise<ParsedIcon | null>;
  /** Set once loaded, so later mounts draw the icon before the browser paints. */
  icon?: ParsedIcon;
}

/** One request per icon name for the whole page, however many icons show it. */
const requests = new Map<string, IconRequest>();

function removeUnsafeContent(parent: Element) {
  for (const child of Array.from(parent.children)) {
    if (child.namespaceURI !== SVG_NS || !ALLOWED_ELEMENTS.has(child.localName)) {
      child.remove();
      continue;
    }
    for (const { name, value } of Array.from(child.attributes)) {
      const lower = name.toLowerCase();
      const isEventHandler = lower.startsWith("on");
      // `<use>` may only point into the icon itself, never to another document or a javascript: URL.
      const isOutsideReference = (lower === "href" || lower.endsWith(":href")) && !value.trim().startsWith("#");
      if (isEventHandler || isOutsideReference) child.removeAttribute(name);
    }
    removeUnsafeContent(child);
  }
}

function parseIcon(markup: string): ParsedIcon {
  const parsed = new DOMParser().parseFromString(markup, "image/svg+xml");
  const root = parsed.documentElement;
  if (
    root.namespaceURI !== SVG_NS ||
    root.localName !== "svg" ||
    parsed.getElementsByTagName("parsererror").length > 0
  ) {
    throw new Error("Not an SVG document");
  }
  removeUnsafeContent(root);
  return {
    rootAttributes: COPIED_ROOT_ATTRIBUTES.flatMap((name): [string, string][] => {
      const value = root.getAttribute(name);
      return value === null ? [] : [[name, value]];
    }),
    children: Array.from(root.children),
  };
}

function requestIcon(iconName: string): IconRequest {
  const cached = requests.get(iconName);
  if (cached) return cached;
  const request: IconRequest = {
    promise: fetch(iconUrl(iconName))
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return parseIcon(await response.text());
      })
      .then(
        (icon) => {
          request.icon = icon;
          return icon;
        },
        (error: unknown) => {
          console.error("Error fetching icon", iconName, error);
          // Forget the failure so that a later mount tries again, e.g. once the network is back.
          requests.delete(iconName);
          return null;
        },
      ),
  };
  requests.set(iconName, request);
  return request;
}

/** Copies nodes that passed removeUnsafeContent; React renders the `<svg>` itself and never its children. */
function drawIcon(svg: SVGSVGElement, icon: ParsedIcon | null) {
  for (const name of COPIED_ROOT_ATTRIBUTES) svg.removeAttribute(name);
  if (!icon) {
    svg.replaceChildren();
    return;
  }
  for (const [name, value] of icon.rootAttributes) svg.setAttribute(name, value);
  svg.replaceChildren(...icon.children.map((child) => svg.ownerDocument.importNode(child, true)));
}

/** A badge in proportion to the icon it sits on. */
function badgeSizeFor(iconPx: number): SizeToken {
  if (iconPx <= SIZE_TOKENS.large) return "small";
  if (iconPx <= SIZE_TOKENS.xl) return "medium";
  return "large";
}

/**
 * An icon from /p/icons, inlined so that it takes the text colour. Until it has loaded (always on
 * the server) and if loading fails, the empty `<svg>` holds its place at full size, so nothing shifts.
 */
export function Icon({
  iconName,
  size = "standard",
  stroke = "normal",
  disabled = false,
  badgeTop,
  label,
  className = "",
}: IconProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const px = SIZE_TOKENS[size === "standard" ? STANDARD_SIZE : size];

  // A layout effect draws an icon that is already loaded before the first paint, so it does not flicker.
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const request = requestIcon(iconName);
    if (request.icon) {
      drawIcon(svg, request.icon);
      return;
    }
    drawIcon(svg, null);
    let isCurrent = true;
    void request.promise.then((icon) => {
      if (isCurrent && icon) drawIcon(svg, icon);
    });
    return () => {
      isCurrent = false;
    };
  }, [iconName]);

  return (
    <span className={`relative inline-flex shrink-0 align-middle ${className}`}>
      <svg
        ref={svgRef}
        width={px}
        height={px}
        strokeWidth={ICON_STROKE_WIDTHS[stroke]}
        role={label ? "img" : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        aria-disabled={disabled || undefined}
        className={disabled ? "text-slate-400" : undefined}
      />
      {badgeTop !== undefined ? (
        <Badge
          count={badgeTop}
          size={badgeSizeFor(px)}
          className="absolute top-0 right-0 translate-x-1/2 -translate-y-1/2"
        />
      ) : null}
    </span>
  );
}
