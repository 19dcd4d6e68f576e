/**
 * Issue 13 §4, decision 031: the editor's form and the JSON API check a step with one check.
 * Every step's corpus goes through both surfaces — the step page's form POST (urlencoded, the
 * fields as the step form names them) and `PUT …/external/job-ads/{id}/steps/{step}` — and both
 * must give the same verdict (accepted or refused) and, when refused, name the same fields.
 * Needs a production build (BUILD_DIR for a build of its own).
 */
import sharp from "sharp";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_STEPS, type FormStep } from "~/features/job-ads/form-steps";
import { addDays } from "~/lib/days";
import { viennaDay } from "~/lib/format";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { XSS_CORPUS } from "../support/xss-corpus";

let t: TestPortal;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;

/** A step's input as a plain object: what the API gets as JSON and the form encodes as fields. */
type Values = Record<string, unknown>;
interface Case {
  name: string;
  values: Values;
}

/** The Vienna calendar day `daysAhead` days from today, as the date picker sends it. */
const isoDay = (daysAhead: number) => addDays(viennaDay(new Date()), daysAhead);
const text = (length: number, letter = "a") => letter.repeat(length);
/** Rich text whose text (tags become spaces, decision 031's 20-character minimum) has `length` characters. */
const paragraph = (length: number) => `<p>${text(length, "x")}</p>`;

const VALID: Record<FormStep, Values> = {
  data: {
    title: "Korpus-Test Techniker:in (m/w/d)",
    locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
    remote: "partial",
    employmentTypes: ["vollzeit", "teilzeit"],
    weeklyHours: "38,5",
    jobLevel: "fachkraft",
    jobField: "technik",
    anonymous: false,
    salaryMin: "3.200,00",
    salaryMax: "4.000,50",
    salaryPeriod: "month",
    salaryOverpay: true,
  },
  design: { template: "modern", primaryColor: "#0B5CAB", accentColor: "#F2A900" },
  content: {
    intro: "<p>Wir wachsen.</p>",
    tasks: "<p>Wartung und Prüfung unserer Anlagen im Team</p>",
    profile: "<p>Abgeschlossene HTL und Freude an Technik</p>",
    offer: "<p>Flexible Arbeitszeiten und Weiterbildung</p>",
    contact: "",
    contactName: "Maria Huber",
    contactEmail: "karriere@example.at",
    contactPhone: "+43 732 123456",
  },
  product: {}, // productId is read from the demo data in beforeAll
  publish: { publishMode: "now" },
  application: { applicationMethod: "email", applicationEmail: "bewerbung@example.at" },
};

const without = (step: FormStep, ...fields: string[]): Values =>
  Object.fromEntries(Object.entries(VALID[step]).filter(([name]) => !fields.includes(name)));
const valid = (step: FormStep, changes: Values): Values => ({ ...VALID[step], ...changes });
const missing = (step: FormStep, fields: readonly string[]): Case[] =>
  fields.map((field) => ({ name: `without ${field}`, values: without(step, field) }));

/** Paths filled in by beforeAll: the company's own upload, another company's. */
const uploads = { own: "", foreign: "" };
let productId = 0;

function corpus(step: FormStep): Case[] {
  switch (step) {
    case "data":
      return [
        { name: "valid", values: VALID.data },
        {
          name: "valid: exempt from the salary statement, with start date and anonymous",
          values: {
            ...without("data", "salaryMin", "salaryMax", "salaryPeriod", "weeklyHours"),
            employmentTypes: ["freier-dienstvertrag"],
            startDate: "2027-03-01",
            anonymous: true,
          },
        },
        {
          name: "valid: empty optional fields",
          values: valid("data", { salaryMax: "", weeklyHours: "", startDate: "" }),
        },
        ...missing("data", [
          "title",
          "locations",
          "remote",
          "employmentTypes",
          "jobLevel",
          "jobField",
          "salaryMin",
          "salaryPeriod",
        ]),
        { name: "empty title", values: valid("data", { title: "" }) },
        { name: "title too short", values: valid("data", { title: "Koch" }) },
        { name: "title too long", values: valid("data", { title: text(121) }) },
        { name: "title of spaces", values: valid("data", { title: "      " }) },
        {
          name: "bad location",
          values: valid("data", { locations: [{ city: "L", postcode: "123", state: "Bayern" }] }),
        },
        {
          name: "eleven locations",
          values: valid("data", {
            locations: Array.from({ length: 11 }, () => ({ city: "Wels", postcode: "4600", state: "Oberösterreich" })),
          }),
        },
        { name: "bad remote", values: valid("data", { remote: "sometimes" }) },
        { name: "bad employment type", values: valid("data", { employmentTypes: ["vollzeit", "unbefristet"] }) },
        { name: "bad job level", values: valid("data", { jobLevel: "chef" }) },
        { name: "bad salary period", values: valid("data", { salaryPeriod: "decade" }) },
        { name: "salary min above max", values: valid("data", { salaryMin: "4.000,00", salaryMax: "3.200,00" }) },
        { name: "negative salary", values: valid("data", { salaryMin: "-3.200,00" }) },
        { name: "salary not a number", values: valid("data", { salaryMin: "viel" }) },
        { name: "salary unrealistically high", values: valid("data", { salaryMax: "2.000.000,00" }) },
        { name: "weekly hours out of range", values: valid("data", { weeklyHours: "99" }) },
        { name: "weekly hours not a number", values: valid("data", { weeklyHours: "viele" }) },
        { name: "start date not a date", values: valid("data", { startDate: "morgen" }) },
        { name: "salary text too long", values: valid("data", { salaryText: text(501) }) },
      ];
    case "design":
      return [
        { name: "valid", values: VALID.design },
        {
          name: "valid: own uploads",
          values: valid("design", { logoPath: uploads.own, headerImagePath: uploads.own }),
        },
        ...missing("design", ["template", "primaryColor", "accentColor"]),
        { name: "bad template", values: valid("design", { template: "fancy" }) },
        { name: "colour by name", values: valid("design", { primaryColor: "red" }) },
        { name: "colour too short", values: valid("design", { accentColor: "#12345" }) },
        { name: "another company's logo", values: valid("design", { logoPath: uploads.foreign }) },
        { name: "another company's header image", values: valid("design", { headerImagePath: uploads.foreign }) },
        {
          name: "nonexistent upload",
          values: valid("design", { logoPath: "/uploads/00000000-0000-4000-8000-000000000000" }),
        },
        { name: "no upload path", values: valid("design", { logoPath: "/etc/passwd" }) },
      ];
    case "content":
      return [
        { name: "valid", values: VALID.content },
        {
          name: "valid: without the optional sections",
          values: without("content", "intro", "contact", "contactPhone"),
        },
        {
          name: "valid: markup around enough text",
          values: valid("content", { tasks: `<p>Wartung unserer Anlagen</p>${XSS_CORPUS[0]}` }),
        },
        ...missing("content", ["tasks", "profile", "offer", "contactName", "contactEmail"]),
        ...XSS_CORPUS.map((markup) => ({
          name: `tasks only markup: ${markup}`,
          values: valid("content", { tasks: markup }),
        })),
        { name: "tasks an empty paragraph", values: valid("content", { tasks: "<p></p>" }) },
        {
          name: "tasks a script with enough letters",
          values: valid("content", { tasks: `<script>${text(40)}</script>` }),
        },
        { name: "tasks 19 characters", values: valid("content", { tasks: paragraph(19) }) },
        { name: "valid: tasks 20 characters", values: valid("content", { tasks: paragraph(20) }) },
        {
          name: "tasks 19 characters and a script",
          values: valid("content", { tasks: `${paragraph(19)}<script>alert(1)</script>` }),
        },
        {
          name: "tasks 20 characters in an image's onerror",
          values: valid("content", { tasks: `<p>${text(19, "x")}</p><img src=x onerror="${text(30)}">` }),
        },
        { name: "offer too long", values: valid("content", { offer: paragraph(20_001) }) },
        { name: "contact name too short", values: valid("content", { contactName: "Al" }) },
        { name: "contact name too long", values: valid("content", { contactName: text(121) }) },
        { name: "contact e-mail invalid", values: valid("content", { contactEmail: "keine-adresse" }) },
        { name: "contact phone invalid", values: valid("content", { contactPhone: "bitte anrufen" }) },
      ];
    case "product":
      return [
        { name: "valid", values: { productId } },
        { name: "without productId", values: {} },
        { name: "productId not a number", values: { productId: "standard" } },
        { name: "productId 0", values: { productId: 0 } },
        { name: "productId negative", values: { productId: -1 } },
        { name: "productId beyond int4", values: { productId: 9_999_999_999 } },
        { name: "productId of no product", values: { productId: 999_999 } },
      ];
    case "publish":
      return [
        { name: "valid: now", values: VALID.publish },
        { name: "valid: scheduled in ten days", values: { publishMode: "scheduled", publishAt: isoDay(10) } },
        { name: "valid: scheduled tomorrow", values: { publishMode: "scheduled", publishAt: isoDay(1) } },
        { name: "valid: scheduled on day 90", values: { publishMode: "scheduled", publishAt: isoDay(90) } },
        { name: "scheduled today", values: { publishMode: "scheduled", publishAt: isoDay(0) } },
        { name: "scheduled on day 91", values: { publishMode: "scheduled", publishAt: isoDay(91) } },
        { name: "without publishMode", values: {} },
        { name: "bad publishMode", values: { publishMode: "later" } },
        { name: "scheduled without date", values: { publishMode: "scheduled" } },
        { name: "scheduled, empty date", values: { publishMode: "scheduled", publishAt: "" } },
        { name: "scheduled, not a date", values: { publishMode: "scheduled", publishAt: "morgen" } },
        { name: "scheduled in the past", values: { publishMode: "scheduled", publishAt: "2020-01-01" } },
        { name: "scheduled beyond 90 days", values: { publishMode: "scheduled", publishAt: isoDay(200) } },
      ];
    case "application":
      return [
        { name: "valid: e-mail", values: VALID.application },
        { name: "valid: portal", values: { applicationMethod: "portal" } },
        { name: "valid: career page", values: { applicationMethod: "url", applicationUrl: "https://example.at/jobs" } },
        { name: "without method", values: {} },
        { name: "bad method", values: { applicationMethod: "fax" } },
        { name: "e-mail without address", values: { applicationMethod: "email" } },
        { name: "e-mail invalid", values: { applicationMethod: "email", applicationEmail: "bewerbung" } },
        { name: "career page over http", values: { applicationMethod: "url", applicationUrl: "http://example.at" } },
        { name: "career page no address", values: { applicationMethod: "url", applicationUrl: "Karriereseite" } },
        {
          name: "career page too long",
          values: { applicationMethod: "url", applicationUrl: `https://example.at/${text(500)}` },
        },
      ];
  }
}

// ---------------------------------------------------------------------------------------------
// The two surfaces

/** The fields as the step form's browser sends them: checkboxes "on" or absent, lists repeated. */
function formFields(values: Values): URLSearchParams {
  const fields = new URLSearchParams();
  const add = (name: string, value: unknown) => {
    if (value === undefined || value === null || value === false) return;
    if (value === true) fields.append(name, "on");
    else if (Array.isArray(value)) value.forEach((item, index) => addItem(name, index, item));
    else if (typeof value === "object") for (const [key, inner] of Object.entries(value)) add(`${name}.${key}`, inner);
    else fields.append(name, String(value));
  };
  const addItem = (name: string, index: number, item: unknown) =>
    typeof item === "object" && item !== null ? add(`${name}[${index}]`, item) : add(name, item);
  for (const [name, value] of Object.entries(values)) add(name, value);
  return fields;
}

type Verdict = { accepted: true } | { accepted: false; fields: string[] };

const asDotted = (name: string) => name.replace(/\[(\d+)\]/g, ".$1");

/** The action data of a rendered page, decoded from the hydration stream the page carries. */
async function actionDataOf(html: string): Promise<Record<string, unknown>> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(match[1]!) as string,
  );
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const decoded = await decodeViaTurboStream(stream, globalThis);
  await decoded.done;
  const value = decoded.value as { actionData?: Record<string, unknown> | null };
  return value.actionData ?? {};
}

/** The field errors of a refused step form: what the editor shows beside each field. */
async function formErrors(response: Response, step: FormStep): Promise<Record<string, string[] | null>> {
  expect([200, 400], `form ${step}: status`).toContain(response.status);
  const actionData = Object.values(await actionDataOf(await response.text()));
  const result = actionData
    .map((entry) => (entry as { result?: { error?: Record<string, string[] | null> } } | null)?.result)
    .find(Boolean);
  expect(result, `form ${step}: no submission result in the page`).toBeDefined();
  return result!.error ?? {};
}

async function postForm(id: number, step: FormStep, values: Values): Promise<Response> {
  return kunde.request(`${t.baseUrl}/p/jobs/${id}/${step}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: t.baseUrl,
      "user-agent": BROWSER_USER_AGENT,
    },
    body: formFields(values).toString(),
  });
}

async function viaForm(id: number, step: FormStep, values: Values): Promise<Verdict> {
  const response = await postForm(id, step, values);
  if (response.status === 302 || response.status === 303) {
    await response.body?.cancel();
    const next = FORM_STEPS[FORM_STEPS.indexOf(step) + 1] ?? "summary";
    expect(response.headers.get("location")).toBe(`/p/jobs/${id}/${next}`);
    return { accepted: true };
  }
  const fields = Object.entries(await formErrors(response, step))
    .filter(([name, messages]) => name !== "" && messages && messages.length > 0)
    .map(([name]) => asDotted(name));
  return { accepted: false, fields: fields.sort() };
}

async function viaApi(id: number, step: FormStep, values: Values): Promise<Verdict> {
  const response = await kunde.request(`${t.baseUrl}/api/manage-job-ads/external/job-ads/${id}/steps/${step}`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: t.baseUrl },
    body: JSON.stringify(values),
  });
  const body = (await response.json()) as { error?: { fields?: Record<string, string> } };
  if (response.status === 200) return { accepted: true };
  expect(response.status, `api ${step}: ${JSON.stringify(body)}`).toBe(400);
  return { accepted: false, fields: Object.keys(body.error?.fields ?? {}).sort() };
}

// ---------------------------------------------------------------------------------------------
// Setup

async function api(method: string, path: string, body?: unknown) {
  const response = await kunde.request(`${t.baseUrl}/api/manage-job-ads/${path}`, {
    method,
    headers: { origin: t.baseUrl, "content-type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
}

/** A new draft of kunde@demo.at's company with the steps before `step` saved with valid values. */
async function draftAt(step: FormStep): Promise<number> {
  const created = await api("POST", "external/job-ads", {});
  expect(created.status).toBe(201);
  const id = created.body.data!.id as number;
  for (const earlier of FORM_STEPS.slice(0, FORM_STEPS.indexOf(step))) {
    const values = earlier === "product" ? { productId } : VALID[earlier];
    const saved = await api("PUT", `external/job-ads/${id}/steps/${earlier}`, values);
    expect(saved.status, `${earlier}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
  return id;
}

async function uploadedPath(browser: HttpBrowser): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0b5cab" } })
    .png()
    .toBuffer();
  const response = await browser.request(`${t.baseUrl}/api/uploads`, {
    method: "POST",
    headers: { "content-type": "image/png", origin: t.baseUrl },
    body: new Uint8Array(png),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { path: string }).path;
}

beforeAll(async () => {
  t = await startTestPortal({
    JOBS_ENABLED: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
  uploads.own = await uploadedPath(kunde);
  uploads.foreign = await uploadedPath(hybrid);
  // Demo ad 2 books the standard product (db/seed-job-ads.ts).
  const standard = await api("GET", "external/job-ads/2");
  productId = (standard.body.data as { steps: { product: { id: number } } }).steps.product.id;
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

/** Runs `tasks` three at a time (the machine is shared). */
async function inParallel<T>(tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return results;
}

describe("every step's corpus gets the same verdict from the form and the JSON API", () => {
  for (const step of FORM_STEPS) {
    it(step, { timeout: 180_000 }, async () => {
      // One draft per surface, prepared up to this step; a case's verdict does not depend on
      // what an earlier accepted case saved.
      const [formAd, apiAd] = [await draftAt(step), await draftAt(step)];
      const cases = corpus(step);
      const verdicts = await inParallel(
        cases.map((c) => async () => ({
          name: c.name,
          form: await viaForm(formAd, step, c.values),
          api: await viaApi(apiAd, step, c.values),
        })),
      );
      const disagreements = verdicts
        .filter((v) => JSON.stringify(v.form) !== JSON.stringify(v.api))
        .map((v) => `${step} / ${v.name}: form ${JSON.stringify(v.form)}, API ${JSON.stringify(v.api)}`);
      expect(disagreements).toEqual([]);
      // The corpus means something: its valid cases pass and every other case is refused.
      const wrong = verdicts
        .filter((v) => v.api.accepted !== v.name.startsWith("valid"))
        .map((v) => `${step} / ${v.name}: ${JSON.stringify(v.api)}`);
      expect(wrong).toEqual([]);
    });
  }
});

describe("the planned-publication window", () => {
  it("the editor refuses a day outside tomorrow … day 90 with the window's German message", async () => {
    const id = await draftAt("publish");
    const message = "Bitte wählen Sie ein Datum zwischen morgen und in 90 Tagen.";
    for (const day of [isoDay(0), isoDay(91)]) {
      const response = await postForm(id, "publish", { publishMode: "scheduled", publishAt: day });
      expect((await formErrors(response, "publish")).publishAt, day).toEqual([message]);
    }
  });
});
