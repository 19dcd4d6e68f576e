/**
 * Writes app/components/ui/icons.svg, one `<symbol>` per name of SPRITE_ICONS, each holding the
 * shapes of lucide-static's file of that name (decision 054).
 *
 *   npm run icons
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SPRITE_ICONS } from "../app/components/ui/sprite-icons";

const root = path.resolve(import.meta.dirname, "..");
const LUCIDE_ICON_DIR = path.join(root, "node_modules/lucide-static/icons");
export const SPRITE_FILE = path.join(root, "app/components/ui/icons.svg");

/** The sprite of these icons: their shapes only; stroke and size come from the `<svg>` that uses one. */
export function iconSprite(names: readonly string[]): string {
  const symbols = names.map((name) => {
    const file = fs.readFileSync(path.join(LUCIDE_ICON_DIR, `${name}.svg`), "utf8");
    const viewBox = /viewBox="([^"]+)"/.exec(file)?.[1];
    const shapes = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(file)?.[1];
    if (!viewBox || shapes === undefined) throw new Error(`${name}.svg: no viewBox or shapes`);
    const compact = shapes
      .trim()
      .split("\n")
      .map((line) => line.trim())
      .join("")
      .replace(/\s*\/>/g, "/>");
    return `<symbol id="${name}" viewBox="${viewBox}">${compact}</symbol>`;
  });
  return [
    "<!-- lucide-static, ISC licence; written by npm run icons (scripts/icon-sprite.ts) -->",
    `<svg xmlns="http://www.w3.org/2000/svg">`,
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  fs.writeFileSync(SPRITE_FILE, iconSprite(SPRITE_ICONS));
  console.log(`${path.relative(root, SPRITE_FILE)}: ${SPRITE_ICONS.length} icons`);
}
