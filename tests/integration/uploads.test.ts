/**
 * Company uploads: POST /api/uploads, GET /uploads/{id}, resizing through /_ipx, and that the
 * design step accepts only the company's own uploads. Needs a production build (BUILD_DIR for
 * a build of its own).
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, HttpBrowser, signIn } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";
import { checkApiAnswers } from "../support/openapi";

let t: TestPortal;
let kunde: HttpBrowser;
let hybrid: HttpBrowser;

const png = (width = 300, height = 100) =>
  sharp({ create: { width, height, channels: 3, background: "#0b5cab" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await startTestPortal(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {});
  // Every answer of the API below is checked against its description (decision 075).
  await checkApiAnswers(t.baseUrl);
  kunde = new HttpBrowser();
  await signIn(kunde, t.baseUrl, "business", "kunde@demo.at");
  hybrid = new HttpBrowser();
  await signIn(hybrid, t.baseUrl, "business", "hybrid@demo.at");
});
afterAll(async () => {
  await t?.stop();
});

function upload(browser: HttpBrowser, body: Buffer, contentType: string, origin = t.baseUrl) {
  return browser.request(`${t.baseUrl}/api/uploads`, {
    method: "POST",
    headers: { "content-type": contentType, origin },
    body: new Uint8Array(body),
  });
}

async function uploadedPath(browser: HttpBrowser): Promise<string> {
  const response = await upload(browser, await png(), "image/png");
  expect(response.status).toBe(201);
  const { path } = (await response.json()) as { path: string };
  return path;
}

describe("POST /api/uploads", () => {
  it("stores a PNG of a company user and serves it under its path", async () => {
    const response = await upload(kunde, await png(), "image/png");
    expect(response.status).toBe(201);
    const { path } = (await response.json()) as { path: string };
    expect(path).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);

    const image = await fetch(`${t.baseUrl}${path}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: "png",
      width: 300,
      height: 100,
    });
  });

  it("accepts JPEG and WebP too", async () => {
    const base = sharp({ create: { width: 40, height: 40, channels: 3, background: "#f2a900" } });
    expect((await upload(kunde, await base.clone().jpeg().toBuffer(), "image/jpeg")).status).toBe(201);
    expect((await upload(kunde, await base.clone().webp().toBuffer(), "image/webp")).status).toBe(201);
  });

  it("lets /_ipx resize an upload", async () => {
    const path = await uploadedPath(kunde);
    // A height alone is kept when it is a multiple of 16 (decision 030); widths snap to 320 and up.
    const resized = await fetch(`${t.baseUrl}/_ipx/h_64${path}`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 192,
      height: 64,
    });
    expect((await fetch(`${t.baseUrl}/_ipx/h_64/uploads/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
  });

  it("answers 401 to anonymous visitors", async () => {
    const response = await upload(new HttpBrowser(), await png(), "image/png");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Bitte melden Sie sich an." });
  });

  it("refuses a write from another origin", async () => {
    expect((await upload(kunde, await png(), "image/png", "https://evil.example")).status).toBe(403);
  });

  it.each([
    ["text/plain", Buffer.from("hallo")],
    ["image/svg+xml", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ["image/gif", Buffer.from("GIF89a")],
  ])("answers 400 to the content type %s", async (contentType, body) => {
    const response = await upload(kunde, body, contentType);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Bitte laden Sie ein Bild im Format PNG, JPEG oder WebP hoch." });
  });

  it("answers 400 when the bytes are no image or not the stated type", async () => {
    expect((await upload(kunde, Buffer.from("kein Bild"), "image/png")).status).toBe(400);
    expect((await upload(kunde, await png(), "image/jpeg")).status).toBe(400);
    const truncated = (await png(400, 400)).subarray(0, 200);
    expect((await upload(kunde, truncated, "image/png")).status).toBe(400);
  });

  it("answers 400 to images larger than 4000 × 4000 pixels", async () => {
    const wide = await sharp({ create: { width: 4001, height: 10, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    const response = await upload(kunde, wide, "image/png");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Das Bild darf höchstens 4000 × 4000 Pixel groß sein." });
  });

  it("answers 413 to bodies over 5 MB", async () => {
    const response = await upload(kunde, Buffer.alloc(5 * 1024 * 1024 + 1), "image/png");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Das Bild ist größer als 5 MB." });
  });

  it("answers 404 for unknown and malformed upload paths", async () => {
    expect((await fetch(`${t.baseUrl}/uploads/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/uploads/..%2f..%2fpackage.json`)).status).toBe(404);
  });
});

// Ad 1 is the demo company's draft with "data" and "design" done, so its design step opens.
const designStep = () => `${t.baseUrl}/p/jobs/1/design`;
// A browser's user agent: pages answer bots' errors without a body (SPEC §2).
const submitDesign = (browser: HttpBrowser, logoPath: string) =>
  browser.request(designStep(), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: t.baseUrl,
      "user-agent": BROWSER_USER_AGENT,
    },
    body: new URLSearchParams({ template: "modern", logoPath, primaryColor: "#123456", accentColor: "#abcdef" }),
  });

describe("design step with uploads", () => {
  it("refuses another company's upload and changes nothing", async () => {
    const foreign = await uploadedPath(hybrid);
    const response = await submitDesign(kunde, foreign);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Bitte laden Sie das Bild erneut hoch.");
    const page = await (await kunde.request(designStep())).text();
    expect(page).not.toContain(foreign);
  });

  it("stores the company's own upload and goes on to the content step", async () => {
    const own = await uploadedPath(kunde);
    const response = await submitDesign(kunde, own);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/p/jobs/1/content");
    const page = await (await kunde.request(designStep())).text();
    expect(page).toContain(own);
  });
});

/** Issue 13 §4: the JSON API checks the design step as the form does. */
describe("design step through the JSON API", () => {
  const putDesign = (browser: HttpBrowser, logoPath: string) =>
    browser.request(`${t.baseUrl}/api/manage-job-ads/external/job-ads/1/steps/design`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: t.baseUrl },
      body: JSON.stringify({ template: "modern", logoPath, primaryColor: "#123456", accentColor: "#abcdef" }),
    });
  const storedLogo = async () => {
    const response = await kunde.request(`${t.baseUrl}/api/manage-job-ads/external/job-ads/1`);
    const { data } = (await response.json()) as { data: { steps: { design: { logoPath: string | null } } } };
    return data.steps.design.logoPath;
  };

  it("refuses another company's upload with the form's message and changes nothing", async () => {
    const before = await storedLogo();
    const foreign = await uploadedPath(hybrid);
    const response = await putDesign(kunde, foreign);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ logoPath: "Bitte laden Sie das Bild erneut hoch." });
    expect(await storedLogo()).toBe(before);
  });

  it("stores the company's own upload", async () => {
    const own = await uploadedPath(kunde);
    expect((await putDesign(kunde, own)).status).toBe(200);
    expect(await storedLogo()).toBe(own);
  });
});

describe("staff uploads for a company (service entry)", () => {
  let staff: Map<string, HttpBrowser>;
  const staffUpload = async (who: string, query: string) =>
    staff.get(who)!.request(`${t.baseUrl}/api/uploads${query}`, {
      method: "POST",
      headers: { "content-type": "image/png", origin: t.baseUrl },
      body: new Uint8Array(await png()),
    });

  beforeAll(async () => {
    staff = new Map();
    for (const who of ["serviceentry", "qa", "readonly", "sales"]) {
      const browser = new HttpBrowser();
      await signIn(browser, t.baseUrl, "internal", `${who}@intern.demo.at`, "demo1234", "/p/internal");
      staff.set(who, browser);
    }
  });

  it("stores the image for the named company when the staff member may edit its ads' design", async () => {
    for (const who of ["serviceentry", "qa"]) {
      const response = await staffUpload(who, "?companyId=1");
      expect(response.status, who).toBe(201);
      const { path } = (await response.json()) as { path: string };
      // It is company 1's image now: its own design step accepts it.
      const design = await submitDesign(kunde, path);
      expect(design.status, who).toBe(302);
    }
  });

  it("refuses staff without a design ability, without a company, or for an unknown company", async () => {
    for (const who of ["readonly", "sales"]) {
      const response = await staffUpload(who, "?companyId=1");
      expect(response.status, who).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe(
        "Sie dürfen für dieses Unternehmen keine Bilder hochladen.",
      );
    }
    expect((await staffUpload("serviceentry", "")).status).toBe(400);
    expect((await staffUpload("serviceentry", "?companyId=abc")).status).toBe(400);
    expect((await staffUpload("serviceentry", "?companyId=999999")).status).toBe(404);
  });

  it("keeps a company user's image with the own company whatever companyId says", async () => {
    const response = await hybrid.request(`${t.baseUrl}/api/uploads?companyId=1`, {
      method: "POST",
      headers: { "content-type": "image/png", origin: t.baseUrl },
      body: new Uint8Array(await png()),
    });
    expect(response.status).toBe(201);
    const { path } = (await response.json()) as { path: string };
    const design = await submitDesign(kunde, path);
    expect(design.status).toBe(400);
  });
});
