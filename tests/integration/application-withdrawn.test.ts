import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { textPdf } from "../support/pdf";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

/**
 * Issue 34 §1 over HTTP: an application the candidate withdraws (the button behind the link of the
 * confirmation mail) leaves kunde@demo.at's inbox and every count — the stage chips, the unread
 * filter, the ad filter's count, the dashboard's "Neue Bewerbungen", the job-ad list's
 * "Bewerbungen (30 Tage)" — and is listed under "Zurückgezogen", never as "Neu". The ad filter
 * names each ad with number, state and date, so ads of the same title differ.
 *
 * Demo data: ad 4 is the live ad of kunde@demo.at's "Donautal Technik GmbH", with seeded
 * applications, some unread.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const MANAGER = "/p/applications/bewerber-manager";
const AD = 4;
const IRIS = { vorname: "Iris", nachname: "Quellenhofer", email: "iris.quellenhofer@example.at" };

let t: TestPortal;
let sink: SmtpSink;
let kunde: HttpBrowser;
let adPath = "";

/**
 * Whether the demo's old applications are through the retention sweep: the demo has ads whose run
 * ended long ago, which the expiry sweep closes, and the retention sweep then dates and anonymises
 * their applications — and an anonymised application is no longer "Neu", so the dashboard's count
 * drops. Settled once, after an expiry pass with nothing left to do, a retention pass that started
 * after it (the second to finish) finds nothing to anonymise; from then on only this suite changes
 * the counts. Read from the sweeps' "sweep finished" lines (LOG_LEVEL debug).
 */
function retentionSettled(output: string): boolean {
  const finished = output.split("\n").filter((line) => line.includes('"msg":"sweep finished"'));
  const expired = finished.findIndex((line) => line.includes('"sweep":"sweep-expire-ads","done":0,'));
  if (expired < 0) return false;
  const retention = finished
    .slice(expired + 1)
    .filter((line) => line.includes('"sweep":"sweep-application-retention"'));
  return retention.slice(1).some((line) => line.includes('"done":0,'));
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestPortal({
    JOBS_ENABLED: "true",
    JOBS_SWEEP_SECONDS: "1",
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    // The sweeps' "sweep finished" lines (retentionSettled).
    LOG_LEVEL: "debug",
  });
  await vi.waitFor(() => expect(retentionSettled(t.output())).toBe(true), { timeout: 90_000, interval: 200 });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  const bare = await fetch(`${t.baseUrl}/jobs/${AD}`, { headers: PERSON, redirect: "manual" });
  adPath = new URL(bare.headers.get("location")!, t.baseUrl).pathname;
});
afterAll(async () => {
  await t?.stop();
  await sink?.close();
});

async function page(path: string): Promise<string> {
  const response = await kunde.request(`${t.baseUrl}${path}`, { headers: PERSON });
  expect(response.status, path).toBe(200);
  // React puts comment markers between adjacent text parts ("1<!-- --> Bewerbung").
  return (await response.text()).replace(/<!-- -->/g, "");
}

/** Everything of the company's counts that a withdrawal must not change, read as the pages show them. */
interface Counts {
  /** The inbox of ad 4: the chips' counts by label, the total, the unread ones, "Zurückgezogen (n)". */
  chips: Record<string, number>;
  total: number;
  unread: number;
  withdrawn: number;
  /** Ad 4's count in the ad filter ("· n Bewerbungen"). */
  inFilter: number;
  /** The dashboard's "Neue Bewerbungen". */
  dashboard: number;
  /** Ad 4's "Bewerbungen (30 Tage)" in the job-ad list. */
  list30: number;
}

const number = (text: string | undefined) => Number((text ?? "").replace(/\D/g, ""));
const totalOf = (html: string) => number(/aria-live="polite">([\d.]+) Bewerbung/.exec(html)?.[1]);

async function counts(): Promise<Counts> {
  const inbox = await page(`${MANAGER}?inserat=${AD}`);
  const nav = /<nav aria-label="Phasen"[^>]*>([\s\S]*?)<\/nav>/.exec(inbox)?.[1] ?? "";
  const chips = Object.fromEntries(
    [...nav.matchAll(/>([^<>]+) \(([\d.]+)\)<\/a>/g)].map((match) => [match[1]!, number(match[2])]),
  );
  const option = new RegExp(`<option value="${AD}"[^>]*>[^<]* · ([\\d.]+) Bewerbung`).exec(inbox);
  const dashboard = await page("/p/dashboard");
  const list = await page(`/p/jobs?q=${AD}`);
  const row = [...list.matchAll(/<tr[\s\S]*?<\/tr>/g)]
    .map((match) => match[0])
    .find((tr) => new RegExp(`Nr\\. ${AD}(?!\\d)`).test(tr));
  const cells = [...(row ?? "").matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => match[1]!);
  return {
    chips,
    total: totalOf(inbox),
    unread: totalOf(await page(`${MANAGER}?inserat=${AD}&ungelesen=1`)),
    withdrawn: number(/>Zurückgezogen \(([\d.]+)\)</.exec(inbox)?.[1]),
    inFilter: number(option?.[1]),
    dashboard: number(/Neue Bewerbungen<\/h2><p[^>]*>([\d.]+)<\/p>/.exec(dashboard)?.[1]),
    // Status, online until, views, applications, actions.
    list30: number(cells[3]?.replace(/<[^>]+>/g, "")),
  };
}

/** The ids of the applications the inbox lists for the query. */
async function inboxIds(query: Record<string, string>): Promise<number[]> {
  const html = await page(`${MANAGER}?${new URLSearchParams(query)}`);
  return [
    ...new Set(
      [...html.matchAll(/href="\/p\/applications\/bewerber-manager\/(\d+)(?:\?[^"#]*)?"/g)].map((m) => Number(m[1])),
    ),
  ];
}

describe("an application the candidate withdraws", () => {
  let before: Counts;
  let id = 0;
  let withdrawToken = "";

  beforeAll(async () => {
    before = await counts();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      art: "standard",
      ...IRIS,
      telefon: "",
      nachricht: "",
      website: "",
      datenschutz: "on",
    }))
      form.append(name, value);
    form.append(
      "lebenslauf",
      new Blob([new Uint8Array(await textPdf("Lebenslauf Iris Quellenhofer"))], { type: "application/pdf" }),
      "cv.pdf",
    );
    const sent = await fetch(`${t.baseUrl}${adPath}/bewerben`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl },
      body: form,
      redirect: "manual",
    });
    expect(sent.status).toBe(303);
    const ids = await inboxIds({ q: IRIS.nachname });
    expect(ids).toHaveLength(1);
    id = ids[0]!;
    const mail = await sink.mailTo(IRIS.email, ["Guten Tag Iris Quellenhofer"]);
    withdrawToken = decodeURIComponent(/\/bewerbung\/zurueckziehen\?token=(\S+)/.exec(mail)![1]!);
  });

  it("counts as received and „Neu“ until it is withdrawn", async () => {
    const received = await counts();
    expect(received).toEqual({
      ...before,
      chips: { ...before.chips, Eingegangen: before.chips.Eingegangen! + 1 },
      total: before.total + 1,
      unread: before.unread + 1,
      inFilter: before.inFilter + 1,
      dashboard: before.dashboard + 1,
      list30: before.list30 + 1,
    });
  });

  it("leaves the inbox and every count once withdrawn, and is listed under „Zurückgezogen“ only", async () => {
    const withdrawn = await fetch(`${t.baseUrl}/bewerbung/zurueckziehen`, {
      method: "POST",
      headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: withdrawToken }),
      redirect: "manual",
    });
    expect(withdrawn.status).toBe(303);

    expect(await counts()).toEqual({ ...before, withdrawn: before.withdrawn + 1 });
    for (const ansicht of ["aktiv", "alle", "ausgeschieden"]) {
      expect(await inboxIds({ inserat: String(AD), ansicht })).not.toContain(id);
    }
    expect(await inboxIds({ inserat: String(AD), ungelesen: "1" })).not.toContain(id);
    // The ad's board follows the inbox's rule: no card for it in any view but its own.
    for (const ansicht of ["aktiv", "alle"]) {
      const board = await page(`${MANAGER}/inserate/${AD}?ansicht=${ansicht}`);
      expect(board).toContain("Als Liste anzeigen");
      expect(board).not.toMatch(new RegExp(`href="${MANAGER}/${id}[?"#]`));
    }

    const view = await page(`${MANAGER}?inserat=${AD}&ansicht=zurueckgezogen`);
    expect(view).toMatch(/aria-current="page"[^>]*>Zurückgezogen \(\d+\)</);
    const row = [...view.matchAll(/<tr[\s\S]*?<\/tr>/g)]
      .map((match) => match[0])
      .find((tr) => new RegExp(`href="${MANAGER}/${id}[?"]`).test(tr));
    expect(row).toBeDefined();
    expect(row).toContain(">Anonymisiert</a>");
    expect(row).toContain('<td class="p-2">Zurückgezogen</td>');
    expect(row).not.toContain(">Neu<");
    // Nothing to select or move: the entry has no personal data left.
    expect(row).not.toContain('type="checkbox"');
    expect(view).not.toContain("Ausgewählte verschieben nach");

    const detail = await page(`${MANAGER}/${id}`);
    expect(detail).toContain("(von der Person zurückgezogen)");
    expect(detail).toMatch(/rounded-full[^>]*>Zurückgezogen<\/span>/);
  });
});

describe("the ad filter", () => {
  it("names each ad with its number, state and date, so no two options read the same", async () => {
    const inbox = await page(MANAGER);
    const select = /<select id="filter-inserat"[\s\S]*?<\/select>/.exec(inbox)?.[0] ?? "";
    const options = [...select.matchAll(/<option value="(\d+)"[^>]*>([^<]+)<\/option>/g)].map((match) => ({
      id: Number(match[1]),
      label: match[2]!.replace(/&amp;/g, "&"),
    }));
    expect(options.length).toBeGreaterThan(1);
    for (const { id, label } of options) {
      expect(label).toMatch(
        new RegExp(
          `^.+ · Nr\\. ${id}( · [^·]+)? · (Aktiv|Abgelaufen|Deaktiviert|Gesperrt|Geplant|In Prüfung|Entwurf|Gelöscht) · (veröffentlicht|erstellt) am \\d{2}\\.\\d{2}\\.\\d{4} · [\\d.]+ Bewerbung(en)?$`,
        ),
      );
    }
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
  });
});
