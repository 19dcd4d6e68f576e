/**
 * The User-Agent of a desktop Chromium. The portal answers bots differently (SPEC §2: no error
 * page for them), and Node's fetch says "node", which counts as a bot.
 */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * A minimal browser for HTTP tests: one cookie jar across origins (browsers ignore ports for
 * cookies), manual redirects, and form posts. Enough to walk the real OpenID Connect flow.
 */
export class HttpBrowser {
  private readonly cookies = new Map<string, string>();

  /** `headers`: sent with every request unless the request sets them itself (e.g. a browser's User-Agent). */
  constructor(private readonly headers: Record<string, string> = {}) {}

  /**
   * Looks at every answer before the caller does, e.g. the check of the API's answers against
   * its description (tests/support/openapi.ts); a throw fails the request.
   */
  static inspect: ((request: { url: string; method: string }, response: Response) => Promise<void>) | null = null;

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  private store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headers)) if (!headers.has(name)) headers.set(name, value);
    const jar = this.cookieHeader();
    if (jar) headers.set("cookie", jar);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    this.store(response);
    await HttpBrowser.inspect?.({ url, method: init.method ?? "GET" }, response);
    return response;
  }

  /** Follows redirects until a non-redirect answer; returns it with the chain of visited URLs. */
  async follow(
    url: string,
    init: RequestInit = {},
    limit = 15,
  ): Promise<{ response: Response; url: string; chain: string[] }> {
    const chain: string[] = [];
    let current = url;
    let response = await this.request(current, init);
    for (let i = 0; i < limit && response.status >= 300 && response.status < 400; i++) {
      chain.push(current);
      current = new URL(response.headers.get("location")!, current).toString();
      response = await this.request(current);
    }
    return { response, url: current, chain };
  }

  async postForm(url: string, fields: Record<string, string>, origin?: string): Promise<Response> {
    return this.request(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(origin ? { origin } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

/** The login form's action on an identity-provider page. */
export function formAction(html: string, pageUrl: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error("no form on page");
  return new URL(match[1]!.replace(/&amp;/g, "&"), pageUrl).toString();
}

/**
 * Signs in through the real identity provider: portal login → provider login page → form post
 * → callback. Returns the final portal response after the callback's redirect chain.
 */
export async function signIn(
  browser: HttpBrowser,
  baseUrl: string,
  provider: "business" | "internal",
  email: string,
  password = "demo1234",
  redirectUrl = "/",
) {
  const start = await browser.follow(
    `${baseUrl}/api/auth/${provider}/login?redirectUrl=${encodeURIComponent(redirectUrl)}`,
  );
  // With a single sign-on session at the provider there is no login page to fill in.
  if (start.url.startsWith(baseUrl)) return start;
  const html = await start.response.text();
  const submitted = await browser.postForm(formAction(html, start.url), { email, password });
  if (submitted.status < 300 || submitted.status >= 400) return { response: submitted, url: start.url, chain: [] };
  return browser.follow(new URL(submitted.headers.get("location")!, start.url).toString());
}
