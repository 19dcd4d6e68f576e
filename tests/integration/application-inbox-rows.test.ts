import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * The inbox's rows (issue 34 §2) over HTTP: a row's link carries the inbox's query, as the
 * board's cards do, so previous/next on the application's page follow the filter; a rejected
 * application whose mail is planned for later says "Absage geplant für …" in its row until the
 * rejection is taken back. Demo data: ad 4 of kunde@demo.at's "Donautal Technik GmbH" has seeded
 * applications in its inbox stage. The tests build on each other.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";
const AD = 4;

let t: TestPortal;
let kunde: HttpBrowser;

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await kunde.request(`${t.baseUrl}${path}`, { headers: PERSON });
  // React's comment markers between text parts, and the HTML's escaped ampersands, as a browser reads them.
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "").replace(/&amp;/g, "&") };
}

async function post(path: string, fields: Record<string, string>) {
  const response = await kunde.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

/** The inbox's rows for the query: each application's id, the address its link leads to, and the row's markup. */
async function rowsOf(query: string): Promise<{ id: number; href: string; row: string }[]> {
  const { status, html } = await page(`${MANAGER}${query ? `?${query}` : ""}`);
  expect(status).toBe(200);
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr[\s\S]*?<\/tr>/g)].map((match) => {
    const link = /href="(\/p\/applications\/bewerber-manager\/(\d+)(?:\?[^"#]*)?)"/.exec(match[0])!;
    return { id: Number(link[2]), href: link[1]!, row: match[0] };
  });
}

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
});
afterAll(async () => {
  await t?.stop();
});

describe("the inbox's rows", () => {
  it("carry the inbox's filter to the application, whose previous and next follow it", async () => {
    const list = `inserat=${AD}&phase=eingegangen&sortierung=name`;
    const rows = await rowsOf(list);
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(row.href).toBe(`${MANAGER}/${row.id}?${list}`);
    const [first, second, third] = rows;
    const opened = await page(second!.href);
    expect(opened.status).toBe(200);
    const nav = /<nav aria-label="Bewerbungen in dieser Liste"[\s\S]*?<\/nav>/.exec(opened.html)?.[0] ?? "";
    const links = [...nav.matchAll(/<a rel="(prev|next)"[^>]*href="([^"]+)"/g)].map((match) => [match[1], match[2]]);
    expect(links).toEqual([
      ["prev", `${MANAGER}/${first!.id}?${list}`],
      ["next", `${MANAGER}/${third!.id}?${list}`],
    ]);
  });

  it("lead to the plain address from the unfiltered inbox", async () => {
    const rows = await rowsOf("");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.href).toBe(`${MANAGER}/${row.id}`);
  });

  it("say when a planned rejection's mail goes, until the rejection is taken back", async () => {
    const [target, atOnce] = await rowsOf(`inserat=${AD}&phase=eingegangen`);
    const reject = (id: number, zeitpunkt: string) =>
      post(MANAGER, {
        intent: "absage",
        ids: String(id),
        grund: "erfahrung",
        betreff: "Ihre Bewerbung als {Stelle}",
        text: "Guten Tag {Vorname} {Nachname},\n\nleider haben wir uns anders entschieden.\n\n{Absender}",
        zeitpunkt,
        bestaetigt: "ja",
      });
    expect((await reject(target!.id, "morgen")).status).toBe(200);
    expect((await reject(atOnce!.id, "sofort")).status).toBe(200);
    const rejected = await rowsOf(`inserat=${AD}&phase=abgesagt`);
    const planned = rejected.find((row) => row.id === target!.id)!.row;
    expect(planned).toMatch(/Absage geplant für \d{2}\.\d{2}\.\d{4}, 08:00 Uhr/);
    expect(rejected.find((row) => row.id === atOnce!.id)!.row).not.toContain("Absage geplant");

    const takenBack = await post(`${MANAGER}/${target!.id}`, { intent: "absage-zuruecknehmen" });
    expect(takenBack.status).toBe(200);
    // Back in the stage it had before the rejection, without the mark.
    const row = (await rowsOf(`inserat=${AD}&phase=eingegangen`)).find((item) => item.id === target!.id);
    expect(row, "the application back in Eingegangen").toBeDefined();
    expect(row!.row).not.toContain("Absage geplant");
  });
});
