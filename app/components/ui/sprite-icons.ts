/**
 * The interface's fixed icons (lucide's names), drawn from one SVG sprite of the build instead of
 * a component tree per icon (issue 17 §2): `npm run icons` writes `icons.svg` from this list, and
 * a unit test fails when the file and the list differ.
 */
export const SPRITE_ICONS = [
  "arrow-down",
  "arrow-up",
  "arrow-up-down",
  "bold",
  "building-2",
  "check",
  "chevron-down",
  "chevrons-up-down",
  "circle-alert",
  "circle-check",
  "circle-question-mark",
  "circle-user-round",
  "external-link",
  "file-text",
  "handshake",
  "heading-3",
  "info",
  "italic",
  "layout-dashboard",
  "link-2",
  "list",
  "list-ordered",
  "mail",
  "menu",
  "minus",
  "newspaper",
  "panel-left-close",
  "panel-left-open",
  "phone",
  "rotate-ccw",
  "save",
  "scale",
  "trash-2",
  "triangle-alert",
  "upload",
  "user-search",
  "wallet",
  "x",
] as const;

export type SpriteIconName = (typeof SPRITE_ICONS)[number];
