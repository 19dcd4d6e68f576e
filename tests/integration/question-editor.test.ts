import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@db/client";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { servePgliteTemplate } from "../support/served-pglite";

/**
 * The knock-out question editor (issue 34 §1, docs/applications.md "Knock-out questions"): an
 * added question is added once however often its form is sent, and the add form is empty again;
 * each edit says what it did; a removal needs its confirmation; a question about the candidate's
 * current or previous pay is refused (EU 2023/970 Art. 5 (2)), and QA's automatic checks flag an
 * existing ad that asks one. Demo data: kunde@demo.at's company "Donautal Technik GmbH" (direct
 * sales) owns ads 1–8; ad 4 is active, ad 2 is in review.
 */

const PERSON = { "user-agent": BROWSER_USER_AGENT };
const ACTIVE = 4;
const IN_REVIEW = 2;
const EDITOR = `/p/applications/bewerber-manager/inserate/${ACTIVE}/fragen`;
const SMART = "/p/applications/smart-bewerben";
const PAY_REFUSAL =
  "Fragen nach dem derzeitigen oder früheren Gehalt sind nicht zulässig (EU-Entgelttransparenzrichtlinie, Art. 5 Abs. 2). Sie dürfen nach der Gehaltsvorstellung fragen.";

let served: { url: string; stop(): Promise<void> } | null = null;
let t: TestPortal;
let database: DatabaseHandle;
const kunde = new HttpBrowser();
const qa = new HttpBrowser();

const html = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");
const page = async (path: string) => {
  const response = await kunde.request(`${t.baseUrl}${path}`, { headers: PERSON });
  expect(response.status, path).toBe(200);
  return html(response);
};
const post = (path: string, fields: Record<string, string>) =>
  kunde.request(`${t.baseUrl}${path}`, {
    method: "POST",
    headers: { ...PERSON, origin: t.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

/** The one-time id the page's add form carries. */
const addFormId = (text: string) =>
  /aria-labelledby="neu-titel"[^>]*><input type="hidden" name="id" value="([a-z0-9-]+)"/.exec(text)?.[1];
/** The editor's status line, as text. */
const statusOf = (text: string) => /<div role="status">(.*?)<\/div>/.exec(text)?.[1]?.replace(/<[^>]+>/g, "");

async function storedQuestions(jobAdId: number): Promise<Array<{ id: string; label: string }>> {
  const { rows } = await database.executeSql("select questions from application_forms where job_ad_id = $1", [jobAdId]);
  return ((rows[0] as { questions: Array<{ id: string; label: string }> } | undefined)?.questions ?? []).map(
    ({ id, label }) => ({ id, label }),
  );
}

const question = (label: string) => ({ typ: "yesno", frage: label, pflicht: "on" });

beforeAll(async () => {
  served = process.env.DATABASE_URL ? null : await servePgliteTemplate();
  t = await startTestPortal(
    { JOBS_ENABLED: "false", ...(served ? { DB_POOL_SIZE: "1" } : {}) },
    served ? { databaseUrl: served.url } : {},
  );
  database = await openDatabase({ url: t.databaseUrl!, dataDir: "memory://", poolSize: 1 });
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  await signIn(qa, t.baseUrl, "internal", "qa@intern.demo.at", "demo1234", "/p/internal");
}, 180_000);
afterAll(async () => {
  await database?.close();
  await t?.stop();
  await served?.stop();
});

describe("adding a question", () => {
  it("adds it once when its form is sent twice at the same time, and offers an empty add form", async () => {
    const before = await storedQuestions(ACTIVE);
    const id = addFormId(await page(EDITOR));
    expect(id, "the add form's id").toBeDefined();
    const label = "Haben Sie eine gültige Arbeitserlaubnis für Österreich?";
    const fields = { intent: "frage-hinzufuegen", id: id!, ...question(label) };
    const answers = await Promise.all([post(EDITOR, fields), post(EDITOR, fields)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await storedQuestions(ACTIVE)).toEqual([...before, { id, label }]);
    const after = await html(answers[0]!);
    expect(statusOf(after)).toBe(`Frage „${label}“ hinzugefügt.`);
    // The page after it carries a new id and an empty question field.
    expect(addFormId(after)).not.toBe(id);
    expect(/id="neu-frage"[^>]*value="([^"]*)"/.exec(after)?.[1]).toBe("");
    // The same form sent again later still adds nothing.
    expect((await post(EDITOR, fields)).status).toBe(200);
    expect(await storedQuestions(ACTIVE)).toHaveLength(before.length + 1);
  });

  it("refuses an add form whose id another question has taken (a page built before the list changed): 400, nothing saved", async () => {
    const [first] = await storedQuestions(ACTIVE);
    const changed = await post(EDITOR, {
      intent: "frage-hinzufuegen",
      id: first!.id,
      ...question("Eine andere Frage?"),
    });
    expect(changed.status).toBe(400);
    expect(await html(changed)).toContain("Die Fragen wurden inzwischen geändert.");
    expect((await storedQuestions(ACTIVE))[0]).toEqual(first);
  });
});

describe("each edit says what it did", () => {
  it("answers add, save, move up and remove with their own status", async () => {
    const adds = ["Ab wann können Sie beginnen?", "Haben Sie einen Führerschein der Klasse B?"];
    for (const label of adds) {
      const id = addFormId(await page(EDITOR))!;
      const added = await post(EDITOR, { intent: "frage-hinzufuegen", id, ...question(label) });
      expect(statusOf(await html(added))).toBe(`Frage „${label}“ hinzugefügt.`);
    }
    const stored = await storedQuestions(ACTIVE);
    const last = stored.at(-1)!;
    const saved = await post(EDITOR, { intent: "frage-speichern", id: last.id, ...question(`${last.label} `) });
    expect(statusOf(await html(saved))).toBe(`Frage „${last.label}“ gespeichert.`);
    const up = await post(EDITOR, { intent: "frage-hoch", id: last.id });
    expect(statusOf(await html(up))).toBe(`Frage „${last.label}“ nach oben verschoben.`);
    expect((await storedQuestions(ACTIVE)).at(-2)).toEqual(last);
    const removed = await post(EDITOR, { intent: "frage-entfernen", id: last.id, bestaetigt: "ja" });
    expect(statusOf(await html(removed))).toBe(`Frage „${last.label}“ entfernt.`);
    expect(await storedQuestions(ACTIVE)).not.toContainEqual(last);
  });
});

describe("removing a question", () => {
  it("needs the confirmation: without it the answer is a 400 and the question stays", async () => {
    const before = await storedQuestions(ACTIVE);
    const target = before[0]!;
    const refused = await post(EDITOR, { intent: "frage-entfernen", id: target.id });
    expect(refused.status).toBe(400);
    expect(await html(refused)).toContain("Bitte bestätigen Sie, dass Sie die Frage entfernen möchten.");
    expect(await storedQuestions(ACTIVE)).toEqual(before);
  });

  it("asks on the page without JavaScript, naming the question, and removes it once confirmed", async () => {
    const [target] = await storedQuestions(ACTIVE);
    const asking = await page(`${EDITOR}?entfernen=${target!.id}`);
    expect(asking).toContain(`Möchten Sie die Frage „${target!.label}“ entfernen?`);
    const confirm = /<form[^>]*aria-label="Frage 1 entfernen"[^>]*>(.*?)<\/form>/s.exec(asking)?.[1] ?? "";
    expect(confirm).toContain('name="bestaetigt" value="ja"');
    expect(confirm).toContain(`name="id" value="${target!.id}"`);
    // "Abbrechen" leads back to the editor without the question.
    expect(confirm).toMatch(new RegExp(`href="${EDITOR}"[^>]*>Abbrechen<`));
    const removed = await post(EDITOR, { intent: "frage-entfernen", id: target!.id, bestaetigt: "ja" });
    expect(removed.status).toBe(200);
    expect(await storedQuestions(ACTIVE)).not.toContainEqual(target);
  });
});

describe("questions about current or previous pay (EU 2023/970 Art. 5 (2))", () => {
  it("are refused at the question's field with the German reason, and nothing is saved", async () => {
    const before = await storedQuestions(ACTIVE);
    for (const label of ["Wie hoch ist Ihr aktuelles Gehalt?", "Bisheriges Bruttojahresgehalt", "Lohnzettel"]) {
      const id = addFormId(await page(EDITOR))!;
      const refused = await post(EDITOR, { intent: "frage-hinzufuegen", id, ...question(label) });
      expect(refused.status, label).toBe(400);
      const text = await html(refused);
      const error = /<p[^>]*id="neu-frage-fehler"[^>]*>(.*?)<\/p>/s.exec(text)?.[1]?.replace(/<[^>]+>/g, "");
      expect(error, label).toBe(PAY_REFUSAL);
      // What was typed comes back with the refusal.
      expect(/id="neu-frage"[^>]*value="([^"]*)"/.exec(text)?.[1]).toBe(label);
    }
    const [first] = before;
    const edited = await post(EDITOR, { intent: "frage-speichern", id: first!.id, ...question("Letztes Gehalt?") });
    expect(edited.status).toBe(400);
    expect(await html(edited)).toContain(PAY_REFUSAL);
    expect(await storedQuestions(ACTIVE)).toEqual(before);
  });

  it("are refused among smart bewerben's default questions too", async () => {
    const id = addFormId(await page(SMART))!;
    const refused = await post(SMART, { intent: "frage-hinzufuegen", id, ...question("Was verdienen Sie derzeit?") });
    expect(refused.status).toBe(400);
    expect(await html(refused)).toContain(PAY_REFUSAL);
    const expectation = await post(SMART, {
      intent: "frage-hinzufuegen",
      id,
      typ: "number",
      frage: "Wie hoch ist Ihre Gehaltsvorstellung (brutto/Jahr)?",
    });
    expect(expectation.status).toBe(200);
  });

  it("are flagged by QA's automatic checks on an ad that asked one before the rule, and the report keeps the flag", async () => {
    const asked = "Wie hoch ist Ihr derzeitiges Gehalt?";
    const questions = [{ id: "gehalt", type: "number", label: asked, options: [], required: true, knockout: null }];
    await database.executeSql(
      `insert into application_forms (job_ad_id, questions) values ($1, $2::jsonb)
       on conflict (job_ad_id) do update set questions = excluded.questions`,
      [IN_REVIEW, JSON.stringify(questions)],
    );
    const review = await qa.request(`${t.baseUrl}/p/internal/qa/${IN_REVIEW}`);
    expect(review.status).toBe(200);
    const flag = /<li[^>]*data-check="payHistory"[^>]*>(.*?)<\/li>/s.exec(await html(review))?.[1] ?? "";
    expect(flag).toContain(
      "Frage nach dem derzeitigen oder früheren Gehalt (EU-Entgelttransparenzrichtlinie, Art. 5 Abs. 2)",
    );
    expect(flag).toContain("Fehler");
    expect(flag).toContain(`Frage an Bewerber:innen: „${asked}“`);
    // The report page ticks the matching reason.
    const report = await html(await qa.request(`${t.baseUrl}/p/internal/qa/${IN_REVIEW}/report`));
    expect(/<input[^>]*value="payHistory"[^>]*>/.exec(report)?.[0]).toMatch(/\schecked=""/);

    const api = (method: string, path: string, body?: unknown) =>
      qa.request(`${t.baseUrl}/api/manage-job-ads/${path}`, {
        method,
        headers: { origin: t.baseUrl, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const rejected = await api("POST", `internal/qa/${IN_REVIEW}/report`, {
      decision: "rejected",
      reasons: ["payHistory"],
      message: "Bitte entfernen Sie die Frage nach dem Gehalt.",
    });
    expect(rejected.status).toBe(201);
    const reports = (await (await api("GET", `internal/qa/${IN_REVIEW}/reports`)).json()) as {
      data: Array<{ reasons: string[]; checks: Array<{ key: string; status: string }> }>;
    };
    expect(reports.data[0]?.reasons).toEqual(["payHistory"]);
    expect(reports.data[0]?.checks.find((check) => check.key === "payHistory")?.status).toBe("error");
  });
});
