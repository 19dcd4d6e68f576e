import { describe, expect, it } from "vitest";
import { readNavigationHints } from "./nav-layout";

describe("readNavigationHints", () => {
  it("takes the screen size from the viewport-width client hint first", () => {
    expect(readNavigationHints("ap_viewport=small", "1920").isLargeScreen).toBe(true);
    expect(readNavigationHints("ap_viewport=large", "1919").isLargeScreen).toBe(false);
  });

  it("falls back to the cookie the page wrote when there is no usable hint", () => {
    expect(readNavigationHints("a=b; ap_viewport=large", null).isLargeScreen).toBe(true);
    expect(readNavigationHints("ap_viewport=large", "abc").isLargeScreen).toBe(true);
    expect(readNavigationHints("ap_viewport=small", undefined).isLargeScreen).toBe(false);
  });

  it("counts an unknown screen as small, so the navigation starts collapsed", () => {
    expect(readNavigationHints(null, null)).toEqual({ isLargeScreen: false, rememberedOpen: null });
    expect(readNavigationHints("ap_viewport=huge", "").isLargeScreen).toBe(false);
  });

  it("reads the user's toggle choice and ignores anything else in that cookie", () => {
    expect(readNavigationHints("ap_nav=open", null).rememberedOpen).toBe(true);
    expect(readNavigationHints("ap_nav=closed", null).rememberedOpen).toBe(false);
    expect(readNavigationHints("ap_nav=1", null).rememberedOpen).toBeNull();
  });
});
