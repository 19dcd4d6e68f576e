// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIZE_TOKENS } from "./badge";
import { Icon, iconUrl } from "./icon";

const BRIEFCASE = `<!-- @license lucide-static - ISC -->
<svg class="lucide" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"
  fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
  <path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  <rect width="20" height="14" x="2" y="6" rx="2" />
</svg>`;

const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)">
  <script>alert(2)</script>
  <path d="M1 1h2" onclick="alert(3)" onmouseover="alert(4)" />
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">Text</div></foreignObject>
  <defs><circle id="dot" r="2" /></defs>
  <use href="#dot" />
  <use href="javascript:alert(5)" />
  <g><script>alert(6)</script><line x1="0" y1="0" x2="1" y2="1" /></g>
</svg>`;

/** Every test uses its own icon names: the cache of fetched icons lives as long as the module. */
let fetchMock: ReturnType<typeof vi.fn<(input: string) => Promise<Response>>>;

function serve(markup: string, status = 200) {
  fetchMock.mockImplementation(async () => new Response(markup, { status }));
}

function svgIn(container: HTMLElement): SVGSVGElement {
  return container.querySelector("svg")!;
}

beforeEach(() => {
  fetchMock = vi.fn<(input: string) => Promise<Response>>();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Icon", () => {
  it("fetches /p/icons/{name}.svg once per name and inlines the drawing", async () => {
    serve(BRIEFCASE);
    const { container } = render(
      <>
        <Icon iconName="briefcase-once" />
        <Icon iconName="briefcase-once" size="xl" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll("path")).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/p/icons/briefcase-once.svg");

    const svg = svgIn(container);
    expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg.getAttribute("fill")).toBe("none");
    expect(svg.getAttribute("stroke")).toBe("currentColor");
    expect(svg.getAttribute("class")).toBeNull();
    expect(container.querySelectorAll("svg")[1]!.getAttribute("width")).toBe("48");
    expect(svg.querySelector("rect")?.getAttribute("width")).toBe("20");
  });

  it("draws a loaded icon at once on the next mount, without fetching again", async () => {
    serve(BRIEFCASE);
    const first = render(<Icon iconName="briefcase-cached" />);
    await waitFor(() => expect(first.container.querySelector("path")).not.toBeNull());
    const second = render(<Icon iconName="briefcase-cached" />);
    expect(second.container.querySelector("path")).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps no script, event handler, foreign content or outside reference", async () => {
    serve(HOSTILE);
    const { container } = render(<Icon iconName="hostile" />);
    await waitFor(() => expect(container.querySelector("path")).not.toBeNull());
    const svg = svgIn(container);
    expect(svg.querySelector("script")).toBeNull();
    expect(svg.querySelector("foreignObject")).toBeNull();
    expect(container.textContent).not.toContain("Text");
    expect(svg.getAttribute("onload")).toBeNull();
    const everyAttribute = Array.from(svg.querySelectorAll("*")).flatMap((el) =>
      Array.from(el.attributes, (attribute) => `${attribute.name}=${attribute.value}`),
    );
    expect(everyAttribute.filter((attribute) => /^on/i.test(attribute))).toEqual([]);
    expect(everyAttribute.filter((attribute) => attribute.includes("javascript:"))).toEqual([]);
    expect(svg.querySelector("use")?.getAttribute("href")).toBe("#dot");
    expect(svg.querySelector("g line")).not.toBeNull();
  });

  it('logs "Error fetching icon" and keeps an empty box of the same size when the file is missing', async () => {
    serve("Not found", 404);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<Icon iconName="missing" size="larger" />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(consoleError).toHaveBeenCalledWith("Error fetching icon", "missing", expect.any(Error));
    const svg = svgIn(container);
    expect(svg.childNodes).toHaveLength(0);
    expect(svg.getAttribute("width")).toBe("32");
    expect(svg.getAttribute("height")).toBe("32");
  });

  it("logs a network failure and a file that is no SVG alike, and tries again on a later mount", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const offline = new TypeError("Failed to fetch");
    fetchMock.mockRejectedValueOnce(offline);
    render(<Icon iconName="flaky" />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith("Error fetching icon", "flaky", offline));

    serve("<html><body>Wartung</body></html>");
    render(<Icon iconName="not-svg" />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith("Error fetching icon", "not-svg", expect.any(Error)));

    cleanup();
    serve(BRIEFCASE);
    const { container } = render(<Icon iconName="flaky" />);
    await waitFor(() => expect(container.querySelector("path")).not.toBeNull());
  });

  it("sizes the icon by the SPEC §9 tokens, 24 px by default", () => {
    serve(BRIEFCASE);
    const { container, rerender } = render(<Icon iconName="sized" />);
    expect(svgIn(container).getAttribute("width")).toBe("24");
    for (const [token, px] of Object.entries(SIZE_TOKENS)) {
      rerender(<Icon iconName="sized" size={token as keyof typeof SIZE_TOKENS} />);
      expect(svgIn(container).getAttribute("width")).toBe(String(px));
      expect(svgIn(container).getAttribute("height")).toBe(String(px));
    }
    expect(SIZE_TOKENS).toEqual({
      small: 14,
      medium: 18,
      large: 24,
      larger: 32,
      xl: 48,
      huge: 56,
      xHuge: 65,
      xxHuge: 135,
    });
  });

  it("sets the stroke width thin 1.5, normal 2, bold 2.5", () => {
    serve(BRIEFCASE);
    const { container, rerender } = render(<Icon iconName="stroked" />);
    expect(svgIn(container).getAttribute("stroke-width")).toBe("2");
    rerender(<Icon iconName="stroked" stroke="thin" />);
    expect(svgIn(container).getAttribute("stroke-width")).toBe("1.5");
    rerender(<Icon iconName="stroked" stroke="bold" />);
    expect(svgIn(container).getAttribute("stroke-width")).toBe("2.5");
  });

  it("is hidden decoration without a label and a named image with one", () => {
    serve(BRIEFCASE);
    const { container } = render(
      <>
        <Icon iconName="labelled" />
        <Icon iconName="labelled" label="Inserate" />
      </>,
    );
    expect(container.querySelectorAll("svg")[0]!.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("img", { name: "Inserate" })).toBeTruthy();
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("greys out and reports a disabled icon", () => {
    serve(BRIEFCASE);
    render(<Icon iconName="disabled" label="Nachrichten" disabled />);
    const icon = screen.getByRole("img", { name: "Nachrichten" });
    expect(icon.getAttribute("aria-disabled")).toBe("true");
    expect(icon.getAttribute("class")).toContain("text-slate-400");
  });

  it("shows badgeTop as a badge, capped at 99+, and none for 0", () => {
    serve(BRIEFCASE);
    const { container, rerender } = render(<Icon iconName="badged" badgeTop={3} />);
    expect(container.textContent).toBe("3");
    rerender(<Icon iconName="badged" badgeTop={120} />);
    expect(container.textContent).toBe("99+");
    rerender(<Icon iconName="badged" badgeTop={0} />);
    expect(container.textContent).toBe("");
  });

  it("renders the empty box on the server, without fetching", () => {
    const html = renderToString(<Icon iconName="server" size="xl" />);
    expect(html).toContain('width="48"');
    expect(html).not.toContain("<path");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("encodes the icon name into its URL", () => {
    expect(iconUrl("../secret")).toBe("/p/icons/..%2Fsecret.svg");
  });
});
