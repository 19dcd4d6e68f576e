import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * The Bewerber-Manager's stage editor (/p/applications/bewerber-manager/phasen) over HTTP: the
 * counts per stage, renaming, adding and reordering as the inbox and the application's page show
 * them, removing a stage that holds applications (refused without a target, else the applications
 * move with a history entry each), restoring the defaults, the wall between companies, and the
 * guard for visitors who are not signed in.
 *
 * Demo data: kunde@demo.at's "Donautal Technik GmbH" and hybrid@demo.at's "Bäckerei Alpenkorn
 * GmbH" both have seeded applications in the stages Eingegangen, In Prüfung and Interview.
 * The tests build on each other, in order.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";
const EDITOR = `${MANAGER}/phasen`;
const DEFAULT_LABELS = ["Eingegangen", "In Prüfung", "Interview", "Angebot", "Eingestellt", "Abgesagt"];

let t: TestPortal;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;

beforeAll(async () => {
  t = await startTestPortal({ JOBS_ENABLED: "false" });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
});
afterAll(async () => {
  await t?.stop();
});

async function page(browser: HttpBrowser, path: string): Promise<{ status: number; html: string }> {
  const response = await browser.request(`${t.baseUrl}${path}`, { headers: PERSON });
  // React puts comment markers between adjacent text parts ("1<!-- --> Bewerbung").
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

async function post(browser: HttpBrowser, path: string, fields: Record<string, string>) {
  const response = await browser.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
}

/** The editor's stages in order, each with its label and application count. */
async function editorStages(browser: HttpBrowser): Promise<{ label: string; count: number }[]> {
  const { status, html } = await page(browser, EDITOR);
  expect(status).toBe(200);
  return [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3><span[^>]*>([^<]+)<\/span>/g)].map((match) => ({
    label: match[1]!.replace(/&amp;/g, "&"),
    count: match[2] === "keine Bewerbungen" ? 0 : Number(match[2]!.replace(/\D/g, "")),
  }));
}

/** The inbox's stage chips ("Alle" view: every application), in order, with their counts. */
async function inboxChips(browser: HttpBrowser): Promise<{ label: string; count: number }[]> {
  const { status, html } = await page(browser, `${MANAGER}?ansicht=alle`);
  expect(status).toBe(200);
  const nav = /<nav aria-label="Phasen"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/>([^<>]+) \((\d+)\)<\/a>/g)].map((match) => ({
    label: match[1]!,
    count: Number(match[2]),
  }));
}

/** The ids of the applications the inbox lists for the query (all views). */
async function inboxIds(browser: HttpBrowser, query: Record<string, string>): Promise<number[]> {
  const { html } = await page(browser, `${MANAGER}?${new URLSearchParams({ ansicht: "alle", ...query })}`);
  return [
    ...new Set(
      [...html.matchAll(/href="\/p\/applications\/bewerber-manager\/(\d+)(?:\?[^"#]*)?"/g)].map((m) => Number(m[1])),
    ),
  ];
}

const labelsOf = (stages: { label: string }[]) => stages.map((stage) => stage.label);
const countOf = (stages: { label: string; count: number }[], label: string) =>
  stages.find((stage) => stage.label === label)?.count;

/** The rename form as the page sends it: every stage's label under its key. */
function renameFields(labels: Record<string, string>): Record<string, string> {
  return {
    intent: "umbenennen",
    ...Object.fromEntries(Object.entries(labels).map(([key, label]) => [`bezeichnung-${key}`, label])),
  };
}

const DEFAULT_FORM = {
  eingegangen: "Eingegangen",
  "in-pruefung": "In Prüfung",
  interview: "Interview",
  angebot: "Angebot",
  eingestellt: "Eingestellt",
  abgesagt: "Abgesagt",
};

describe("the stage editor", () => {
  it("is linked from the inbox and shows each stage with as many applications as the inbox counts", async () => {
    const inbox = await page(kunde, MANAGER);
    expect(inbox.html).toContain(`href="${EDITOR}"`);
    expect(inbox.html).toContain("Phasen bearbeiten");
    const stages = await editorStages(kunde);
    expect(labelsOf(stages)).toEqual(DEFAULT_LABELS);
    expect(stages).toEqual(await inboxChips(kunde));
    expect(countOf(stages, "Eingegangen")).toBeGreaterThan(0);
    // Restoring is offered only once the company has a list of its own.
    expect((await page(kunde, EDITOR)).html).not.toContain("Standardphasen wiederherstellen");
  });

  it("renames stages, and the inbox and the application's stage select show the new names", async () => {
    const renamed = await post(
      kunde,
      EDITOR,
      renameFields({ ...DEFAULT_FORM, "in-pruefung": "  Sichtung ", eingegangen: "Neu" }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.html).toContain("Die Bezeichnungen sind gespeichert.");
    expect(labelsOf(await editorStages(kunde))).toEqual([
      "Neu",
      "Sichtung",
      "Interview",
      "Angebot",
      "Eingestellt",
      "Abgesagt",
    ]);
    expect(labelsOf(await inboxChips(kunde))).toEqual(labelsOf(await editorStages(kunde)));
    const [id] = await inboxIds(kunde, { phase: "in-pruefung" });
    expect(id).toBeDefined();
    const detail = await page(kunde, `${MANAGER}/${id}`);
    expect(detail.html).toMatch(/<option value="in-pruefung" selected="">Sichtung<\/option>/);
  });

  it("refuses a label used twice (in any case), an empty one and one too long with 400, changing nothing", async () => {
    const before = await editorStages(kunde);
    const cases: [Record<string, string>, string][] = [
      [
        { interview: "sichtung", "in-pruefung": "Sichtung" },
        "Die Bezeichnung „sichtung“ kommt mehrfach vor. Bitte geben Sie jeder Phase eine eigene.",
      ],
      [{ angebot: "   " }, "Bitte geben Sie jeder Phase eine Bezeichnung."],
      [{ angebot: "x".repeat(41) }, "Die Bezeichnung einer Phase darf höchstens 40 Zeichen lang sein."],
    ];
    for (const [change, message] of cases) {
      const refused = await post(kunde, EDITOR, renameFields({ ...DEFAULT_FORM, eingegangen: "Neu", ...change }));
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(message);
    }
    const unknown = await post(kunde, EDITOR, { intent: "loeschen" });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain("Unbekannte Aktion.");
    const fixed = await post(kunde, EDITOR, { intent: "entfernen", phase: "abgesagt" });
    expect(fixed.status).toBe(400);
    expect(fixed.html).toContain("Die Phase „Abgesagt“ kann umbenannt, aber nicht entfernt werden.");
    expect(await editorStages(kunde)).toEqual(before);
  });

  it("adds a stage at the chosen place and moves it up, as the inbox shows", async () => {
    const added = await post(kunde, EDITOR, { intent: "hinzufuegen", bezeichnung: "Zweitgespräch", nach: "interview" });
    expect(added.status).toBe(200);
    expect(added.html).toContain("Die Phase „Zweitgespräch“ ist hinzugefügt.");
    expect(labelsOf(await inboxChips(kunde))).toEqual([
      "Neu",
      "Sichtung",
      "Interview",
      "Zweitgespräch",
      "Angebot",
      "Eingestellt",
      "Abgesagt",
    ]);
    // The key comes from the label: the inbox filters by it.
    expect((await page(kunde, `${MANAGER}?phase=zweitgespraech`)).html).toContain('aria-current="page"');
    const up = await post(kunde, EDITOR, { intent: "hoch", phase: "zweitgespraech" });
    expect(up.status).toBe(200);
    expect(up.html).toContain("Die Phase „Zweitgespräch“ ist nach oben gerückt.");
    const top = await post(kunde, EDITOR, { intent: "hoch", phase: "in-pruefung" });
    expect(top.status).toBe(400);
    expect(top.html).toContain("Die Phase „Sichtung“ kann nicht weiter nach oben rücken.");
    expect(labelsOf(await inboxChips(kunde))).toEqual([
      "Neu",
      "Sichtung",
      "Zweitgespräch",
      "Interview",
      "Angebot",
      "Eingestellt",
      "Abgesagt",
    ]);
    // The bulk move's select offers the new stage.
    expect((await page(kunde, MANAGER)).html).toContain('<option value="zweitgespraech">Zweitgespräch</option>');
  });

  it("refuses to remove a stage that holds applications without a target, and moves them with one", async () => {
    const [moving] = await inboxIds(kunde, { phase: "eingegangen" });
    const moved = await post(kunde, `${MANAGER}/${moving}`, { intent: "phase", phase: "interview" });
    expect(moved.status).toBe(200);
    const before = await editorStages(kunde);
    const held = countOf(before, "Interview")!;
    const inOffer = countOf(before, "Angebot")!;
    expect(held).toBeGreaterThan(0);
    const ids = await inboxIds(kunde, { phase: "interview" });

    const refused = await post(kunde, EDITOR, { intent: "entfernen", phase: "interview", ziel: "" });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(
      `In der Phase „Interview“ liegen ${held === 1 ? "1 Bewerbung" : `${held} Bewerbungen`}. Bitte wählen Sie, in welche Phase`,
    );
    const closing = await post(kunde, EDITOR, { intent: "entfernen", phase: "interview", ziel: "abgesagt" });
    expect(closing.status).toBe(400);
    expect(closing.html).toContain("Bitte wählen Sie eine der verbleibenden offenen Phasen oder den Eingang.");
    expect(await editorStages(kunde)).toEqual(before);

    const removed = await post(kunde, EDITOR, { intent: "entfernen", phase: "interview", ziel: "angebot" });
    expect(removed.status).toBe(200);
    expect(removed.html).toContain("Die Phase „Interview“ ist entfernt;");
    const after = await editorStages(kunde);
    expect(labelsOf(after)).toEqual(["Neu", "Sichtung", "Zweitgespräch", "Angebot", "Eingestellt", "Abgesagt"]);
    expect(countOf(after, "Angebot")).toBe(inOffer + held);
    expect((await inboxIds(kunde, { phase: "angebot" })).sort()).toEqual(expect.arrayContaining(ids.sort()));
    const detail = await page(kunde, `${MANAGER}/${moving}`);
    expect(detail.html).toMatch(/<option value="angebot" selected="">Angebot<\/option>/);
    expect(detail.html).toContain("Katharina Mayr: Phase geändert");
    expect(detail.html).toContain("nach „Angebot“ (Phase „Interview“ wurde entfernt)");
  });

  it("leaves another company's stages alone, and refuses its edits on this company's stages", async () => {
    expect(labelsOf(await editorStages(hybrid))).toEqual(DEFAULT_LABELS);
    expect(labelsOf(await inboxChips(hybrid))).toEqual(DEFAULT_LABELS);
    const foreign = await post(hybrid, EDITOR, { intent: "entfernen", phase: "zweitgespraech" });
    expect(foreign.status).toBe(400);
    expect(foreign.html).toContain("Diese Phase gibt es nicht mehr. Bitte laden Sie die Seite neu.");
    const own = await post(hybrid, EDITOR, renameFields({ ...DEFAULT_FORM, angebot: "Vertrag" }));
    expect(own.status).toBe(200);
    expect(labelsOf(await editorStages(hybrid))).toContain("Vertrag");
    expect(labelsOf(await editorStages(kunde))).toEqual([
      "Neu",
      "Sichtung",
      "Zweitgespräch",
      "Angebot",
      "Eingestellt",
      "Abgesagt",
    ]);
  });

  it("restores the defaults only once no application sits in a stage the defaults lack", async () => {
    const [id] = await inboxIds(kunde, { phase: "eingegangen" });
    expect((await post(kunde, `${MANAGER}/${id}`, { intent: "phase", phase: "zweitgespraech" })).status).toBe(200);
    const before = await editorStages(kunde);
    expect((await page(kunde, EDITOR)).html).toContain("Standardphasen wiederherstellen");
    const refused = await post(kunde, EDITOR, { intent: "standard" });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(
      "Die Standardphasen können nicht wiederhergestellt werden: In der Phase „Zweitgespräch“ (1) liegen noch Bewerbungen",
    );
    expect(await editorStages(kunde)).toEqual(before);

    const removed = await post(kunde, EDITOR, { intent: "entfernen", phase: "zweitgespraech", ziel: "in-pruefung" });
    expect(removed.status).toBe(200);
    expect(removed.html).toContain("Die Phase „Zweitgespräch“ ist entfernt; 1 Bewerbung ist jetzt in „Sichtung“.");
    const restored = await post(kunde, EDITOR, { intent: "standard" });
    expect(restored.status).toBe(200);
    expect(restored.html).toContain("Die Standardphasen sind wiederhergestellt.");
    const stages = await editorStages(kunde);
    expect(labelsOf(stages)).toEqual(DEFAULT_LABELS);
    expect(stages).toEqual(await inboxChips(kunde));
    // The other company's own list stays.
    expect(labelsOf(await editorStages(hybrid))).toContain("Vertrag");
  });
});

describe("a visitor who is not signed in", () => {
  it("is sent to sign in, and a post changes nothing", async () => {
    const anonymous = new HttpBrowser();
    const shown = await anonymous.request(`${t.baseUrl}${EDITOR}`, { headers: PERSON });
    expect([302, 303]).toContain(shown.status);
    expect(shown.headers.get("location")).toMatch(/^\/api\/auth\/business\/login/);
    const before = await editorStages(kunde);
    const sent = await anonymous.request(`${t.baseUrl}${EDITOR}`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "hinzufuegen", bezeichnung: "Fremd", nach: "eingegangen" }),
    });
    expect([302, 303, 401]).toContain(sent.status);
    expect(await editorStages(kunde)).toEqual(before);
  });
});
