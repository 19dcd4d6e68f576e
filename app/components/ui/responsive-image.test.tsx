// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { IMAGE_BREAKPOINTS, ipxUrl, ResponsiveImage } from "./responsive-image";

afterEach(cleanup);

const img = (name: string) => screen.getByRole("img", { name });

describe("ipxUrl", () => {
  it("joins IPX v3 modifiers with commas before a path of this server", () => {
    expect(ipxUrl("/images/team.jpg", { format: "webp", width: 640, quality: 80 })).toBe(
      "/_ipx/f_webp,w_640,q_80/images/team.jpg",
    );
    expect(ipxUrl("/images/team.jpg", { format: "avif", fit: "cover", width: 640, height: 320, blur: 5 })).toBe(
      "/_ipx/f_avif,fit_cover,s_640x320,b_5/images/team.jpg",
    );
    expect(ipxUrl("/images/team.jpg", { height: 320 })).toBe("/_ipx/h_320/images/team.jpg");
    expect(ipxUrl("/images/team.jpg", {})).toBe("/_ipx/_/images/team.jpg");
  });

  it("puts an absolute URL whole after the modifiers, with query and fragment encoded", () => {
    expect(ipxUrl("https://static.example.ch/avatars/karin.jpg", { width: 96 })).toBe(
      "/_ipx/w_96/https://static.example.ch/avatars/karin.jpg",
    );
    expect(ipxUrl("https://static.example.ch/logo.png?v=2", { width: 96 })).toBe(
      "/_ipx/w_96/https://static.example.ch/logo.png%3Fv=2",
    );
  });

  it("refuses sources that are neither a path nor a web URL", () => {
    expect(() => ipxUrl("javascript:alert(1)", { width: 96 })).toThrow(TypeError);
    expect(() => ipxUrl("bild.jpg", { width: 96 })).toThrow();
  });
});

describe("ResponsiveImage", () => {
  it("offers a fixed image at 1x and 2x as WebP, lazily, with its size reserved", () => {
    render(<ResponsiveImage src="/images/error.svg" alt="Fehler" width={320} height={200} />);
    const image = img("Fehler");
    expect(image.getAttribute("src")).toBe("/_ipx/f_webp,w_320/images/error.svg");
    expect(image.getAttribute("srcset")).toBe(
      "/_ipx/f_webp,w_320/images/error.svg 1x, /_ipx/f_webp,w_640/images/error.svg 2x",
    );
    expect(image.getAttribute("sizes")).toBeNull();
    expect(image.getAttribute("width")).toBe("320");
    expect(image.getAttribute("height")).toBe("200");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("decoding")).toBe("async");
  });

  it("offers a fluid image at every SPEC §9 breakpoint", () => {
    expect(IMAGE_BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, "2xl": 1536 });
    render(
      <ResponsiveImage
        src="https://static.example.ch/hero.jpg"
        alt="Team"
        width={1536}
        height={768}
        layout="fluid"
        sizes="(min-width: 1024px) 50vw, 100vw"
        quality={80}
      />,
    );
    const image = img("Team");
    expect(image.getAttribute("srcset")).toBe(
      [320, 640, 768, 1024, 1280, 1536]
        .map((w) => `/_ipx/f_webp,w_${w},q_80/https://static.example.ch/hero.jpg ${w}w`)
        .join(", "),
    );
    expect(image.getAttribute("sizes")).toBe("(min-width: 1024px) 50vw, 100vw");
    expect(image.getAttribute("src")).toBe("/_ipx/f_webp,w_1536,q_80/https://static.example.ch/hero.jpg");
  });

  it("cuts every file to the same shape when fitted", () => {
    render(<ResponsiveImage src="/images/x.jpg" alt="Logo" width={200} height={100} fit="cover" format="png" />);
    expect(img("Logo").getAttribute("srcset")).toBe(
      "/_ipx/f_png,fit_cover,s_200x100/images/x.jpg 1x, /_ipx/f_png,fit_cover,s_400x200/images/x.jpg 2x",
    );
  });

  it("loads a priority image at once and first", () => {
    render(<ResponsiveImage src="/images/x.jpg" alt="Bühne" width={640} height={320} priority />);
    const image = img("Bühne");
    expect(image.getAttribute("loading")).toBeNull();
    expect(image.getAttribute("decoding")).toBeNull();
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });
});
