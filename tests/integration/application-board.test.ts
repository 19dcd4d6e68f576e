import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * An ad's pipeline board (/p/applications/bewerber-manager/inserate/{jobId}, issue 34 §2) over
 * HTTP: the columns in the company's stage order with the cards the inbox lists per stage, a
 * card's move by its form (the same command and history entry as on the application's page),
 * the inbox's filters, and the wall between companies.
 *
 * Demo data: kunde@demo.at's "Donautal Technik GmbH" and hybrid@demo.at's "Bäckerei Alpenkorn
 * GmbH" both have seeded applications. The tests build on each other, in order.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";
const DEFAULT_LABELS = ["Eingegangen", "In Prüfung", "Interview", "Angebot", "Eingestellt", "Abgesagt"];

let t: TestPortal;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;
/** kunde's ad with the most applications, and its board's address. */
let adId = 0;
let board = "";

async function page(browser: HttpBrowser, path: string): Promise<{ status: number; html: string }> {
  const response = await browser.request(`${t.baseUrl}${path}`, { headers: PERSON });
  // React puts comment markers between adjacent text parts ("1<!-- --> Bewerbung").
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

async function post(browser: HttpBrowser, path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const response = await browser.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

/** The board's columns in order: the heading's stage name and count, and the cards' ids. */
async function columns(browser: HttpBrowser, path: string): Promise<{ label: string; count: number; ids: number[] }[]> {
  const { status, html } = await page(browser, path);
  expect(status).toBe(200);
  return html
    .split(/<section [^>]*data-stage="/)
    .slice(1)
    .map((part) => ({
      label: /<h2 id="spalte-[^"]+"[^>]*>([^<]+) \(\d+\)<\/h2>/.exec(part)?.[1] ?? "",
      count: Number(/<h2 id="spalte-[^"]+"[^>]*>[^<]+ \((\d+)\)<\/h2>/.exec(part)?.[1]),
      ids: [...part.matchAll(/data-card="(\d+)"/g)].map((match) => Number(match[1])),
    }));
}

/** The ids the inbox lists for the query (its first page). */
async function inboxIds(browser: HttpBrowser, query: Record<string, string>): Promise<number[]> {
  const { html } = await page(browser, `${MANAGER}?${new URLSearchParams(query)}`);
  return [
    ...new Set(
      [...html.matchAll(/href="\/p\/applications\/bewerber-manager\/(\d+)(?:\?[^"#]*)?"/g)].map((m) => Number(m[1])),
    ),
  ];
}

const sorted = (ids: number[]) => ids.toSorted((a, b) => a - b);

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
  const inbox = await page(kunde, `${MANAGER}?ansicht=alle`);
  const select = /<select id="filter-inserat"[\s\S]*?<\/select>/.exec(inbox.html)?.[0] ?? "";
  // An option ends with the ad's applications in the view: "… · 5 Bewerbungen".
  const ads = [...select.matchAll(/<option value="(\d+)">[^<]* · ([\d.]+) Bewerbung(?:en)?<\/option>/g)].map(
    (match) => ({ id: Number(match[1]), count: Number(match[2]!.replaceAll(".", "")) }),
  );
  adId = ads.toSorted((a, b) => b.count - a.count)[0]!.id;
  board = `${MANAGER}/inserate/${adId}`;
});
afterAll(async () => {
  await t?.stop();
});

describe("an ad's pipeline board", () => {
  it("is linked from the inbox's ad filter and shows a column per stage, in order, with the inbox's cards", async () => {
    expect((await page(kunde, `${MANAGER}?inserat=${adId}`)).html).toContain(`href="${board}"`);
    const shown = await columns(kunde, board);
    expect(shown.map((column) => column.label)).toEqual(DEFAULT_LABELS);
    const keys = ["eingegangen", "in-pruefung", "interview", "angebot", "eingestellt", "abgesagt"];
    for (const [i, key] of keys.entries()) {
      // A column draws its first 25 cards in the list's order and counts the rest, linking to them.
      const listed = await inboxIds(kunde, { inserat: String(adId), phase: key });
      expect(shown[i]!.ids, key).toEqual(listed.slice(0, 25));
      expect(shown[i]!.count, key).toBe(listed.length);
    }
    const crowded = keys.findIndex((_, i) => shown[i]!.count > 25);
    expect(crowded, "a column with more than 25 applications in the demo data").toBeGreaterThanOrEqual(0);
    expect((await page(kunde, board)).html).toContain(
      `Alle ${shown[crowded]!.count} in „${shown[crowded]!.label}“ in der Liste ansehen`,
    );
    expect(shown.flatMap((column) => column.ids).length).toBeGreaterThan(1);
  });

  it("follows the company's own stage names and order", async () => {
    const editor = `${MANAGER}/phasen`;
    const reordered = await post(kunde, editor, { intent: "hoch", phase: "angebot" });
    expect([200, 303]).toContain(reordered.status);
    const renamed = await post(kunde, editor, {
      intent: "umbenennen",
      "bezeichnung-eingegangen": "Neu",
      "bezeichnung-in-pruefung": "In Prüfung",
      "bezeichnung-interview": "Gespräch",
      "bezeichnung-angebot": "Angebot",
      "bezeichnung-eingestellt": "Eingestellt",
      "bezeichnung-abgesagt": "Abgesagt",
    });
    expect([200, 303]).toContain(renamed.status);
    const labels = (await columns(kunde, board)).map((column) => column.label);
    expect(labels).toEqual(["Neu", "In Prüfung", "Angebot", "Gespräch", "Eingestellt", "Abgesagt"]);
    expect([200, 303]).toContain((await post(kunde, editor, { intent: "standard" })).status);
    expect((await columns(kunde, board)).map((column) => column.label)).toEqual(DEFAULT_LABELS);
  });

  it("moves a card by its form, as the application's page does: message, new column, history entry", async () => {
    const before = await columns(kunde, board);
    const card = before[0]!.ids[0]!;
    const moved = await post(kunde, `${board}?karte=${card}`, {
      intent: "phase",
      ids: String(card),
      phase: "interview",
    });
    expect(moved.status).toBe(200);
    expect(moved.html).toContain("In die Phase „Interview“ verschoben.");
    // Without JavaScript the answer is the board again, at the moved card (its form's address names it).
    expect(moved.html).toContain(`action="${board}?karte=${card}#karte-${card}"`);
    expect(moved.html).toContain(`id="karte-${card}"`);
    const after = await columns(kunde, board);
    expect(after[0]!.ids).not.toContain(card);
    expect(after[2]!.ids).toContain(card);
    const detail = await page(kunde, `${MANAGER}/${card}`);
    expect(detail.html).toContain("Phase geändert von „Eingegangen“ nach „Interview“");

    const same = await post(kunde, board, { intent: "phase", ids: String(card), phase: "interview" });
    expect(same.status).toBe(409);
    expect(same.html).toContain("Die Bewerbung ist bereits in der Phase „Interview“.");
    const unknown = await post(kunde, board, { intent: "phase", ids: String(card), phase: "gibt-es-nicht" });
    expect(unknown.status).toBe(409);
    expect(unknown.html).toContain("Diese Phase gibt es nicht.");
    expect((await columns(kunde, board))[2]!.ids).toContain(card);
  });

  it("moves the selected cards at once with the inbox's bulk move", async () => {
    const before = await columns(kunde, board);
    const chosen = before.flatMap((column) => column.ids).slice(0, 2);
    const moved = await post(kunde, board, { intent: "phase", ids: chosen.map(String), phase: "angebot" });
    expect(moved.status).toBe(200);
    expect((await columns(kunde, board))[3]!.ids).toEqual(expect.arrayContaining(chosen));
    const none = await post(kunde, board, { intent: "phase", phase: "angebot" });
    expect(none.status).toBe(400);
    expect(none.html).toContain("Bitte wählen Sie mindestens eine Bewerbung aus.");
  });

  it("rejects the selected cards with the inbox's bulk rejection, once confirmed", async () => {
    const card = (await columns(kunde, board))[1]!.ids[0]!;
    const fields = {
      intent: "absage",
      ids: String(card),
      grund: "qualifikation",
      betreff: "Ihre Bewerbung",
      text: "Leider haben wir uns anders entschieden.",
      zeitpunkt: "morgen",
    };
    const unconfirmed = await post(kunde, board, fields);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.html).toContain("Bitte bestätigen Sie die Absage.");
    expect((await columns(kunde, board))[1]!.ids).toContain(card);
    const rejected = await post(kunde, board, { ...fields, bestaetigt: "ja" });
    expect(rejected.status).toBe(200);
    expect(rejected.html).toContain("Abgesagt.");
    expect((await columns(kunde, board))[5]!.ids).toContain(card);
  });

  it("narrows the cards with the inbox's filters", async () => {
    const all = (await columns(kunde, `${board}?ansicht=alle`)).flatMap((column) => column.ids);
    const first = all[0]!;
    const name = /<a [^>]*>([^<]+)<\/a>/.exec(
      (await page(kunde, `${board}?ansicht=alle`)).html.split(`id="karte-${first}-name"`)[1] ?? "",
    )?.[1];
    expect(name).toBeDefined();
    const lastName = name!.split(" ").at(-1)!;
    const searched = (await columns(kunde, `${board}?ansicht=alle&q=${encodeURIComponent(lastName)}`)).flatMap(
      (column) => column.ids,
    );
    expect(searched).toContain(first);
    expect(sorted(searched)).toEqual(
      sorted(await inboxIds(kunde, { inserat: String(adId), ansicht: "alle", q: lastName })),
    );
    expect(searched.length).toBeLessThan(all.length);
    const knockedOut = (await columns(kunde, `${board}?ansicht=ausgeschieden`)).flatMap((column) => column.ids);
    expect(sorted(knockedOut)).toEqual(
      sorted(await inboxIds(kunde, { inserat: String(adId), ansicht: "ausgeschieden" })),
    );
    const unread = (await columns(kunde, `${board}?ungelesen=1`)).flatMap((column) => column.ids);
    expect(sorted(unread)).toEqual(sorted(await inboxIds(kunde, { inserat: String(adId), ungelesen: "1" })));
  });

  it("opens a card's application with the previous and next ones of its column", async () => {
    const [first, second, third] = (await columns(kunde, board))[0]!.ids;
    const html = (await page(kunde, board)).html.replace(/&amp;/g, "&");
    const list = `inserat=${adId}&phase=eingegangen`;
    expect(html.match(new RegExp(`href="${MANAGER}/${second}[^"]*"`))?.[0]).toBe(`href="${MANAGER}/${second}?${list}"`);
    const opened = (await page(kunde, `${MANAGER}/${second}?${list}`)).html.replace(/&amp;/g, "&");
    const nav = /<nav aria-label="Bewerbungen in dieser Liste"[\s\S]*?<\/nav>/.exec(opened)?.[0] ?? "";
    const links = [...nav.matchAll(/<a rel="(prev|next)"[^>]*href="([^"]+)"/g)].map((match) => [match[1], match[2]]);
    expect(links).toEqual([
      ["prev", `${MANAGER}/${first}?${list}`],
      ["next", `${MANAGER}/${third}?${list}`],
    ]);
    const firstPage = (await page(kunde, `${MANAGER}/${first}?${list}`)).html;
    expect(firstPage).not.toContain("Vorherige Bewerbung");
    expect(firstPage).toContain("Nächste Bewerbung");
  });

  it("is not found for another company, which cannot move its cards either", async () => {
    const card = (await columns(kunde, board))[2]!.ids[0]!;
    expect((await page(hybrid, board)).status).toBe(404);
    const moved = await post(hybrid, board, { intent: "phase", ids: String(card), phase: "angebot" });
    expect(moved.status).toBe(404);
    expect((await columns(kunde, board))[2]!.ids).toContain(card);
    expect((await page(kunde, `${MANAGER}/inserate/999999`)).status).toBe(404);
    expect((await page(kunde, `${MANAGER}/inserate/abc`)).status).toBe(404);
  });
});
