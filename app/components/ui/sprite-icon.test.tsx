import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconSprite, SPRITE_FILE } from "../../../scripts/icon-sprite";
import { SpriteIcon } from "./sprite-icon";
import { SPRITE_ICONS } from "./sprite-icons";

describe("the icon sprite (decision 054)", () => {
  it("is the file npm run icons writes from the list and lucide-static: run it after changing either", () => {
    expect(fs.readFileSync(SPRITE_FILE, "utf8")).toBe(iconSprite(SPRITE_ICONS));
  });

  it("holds one symbol with shapes for every listed icon, and nothing that could run", () => {
    const sprite = fs.readFileSync(SPRITE_FILE, "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((match) => match[1])).toEqual([...SPRITE_ICONS]);
    for (const match of ids)
      expect(match[2]).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]*\/>)+$/);
  });

  it("draws an icon as an svg that uses its symbol, in the text colour and hidden from screen readers", () => {
    const markup = renderToStaticMarkup(<SpriteIcon name="check" className="size-4" strokeWidth={3} />);
    expect(markup).toMatch(
      /^<svg [^>]*aria-hidden="true"[^>]*><use href="[^"#]*icons[^"#]*\.svg[^"#]*#check"><\/use><\/svg>$/,
    );
    expect(markup).toContain('stroke="currentColor"');
    expect(markup).toContain('stroke-width="3"');
    expect(markup).toContain('class="size-4"');
  });
});
