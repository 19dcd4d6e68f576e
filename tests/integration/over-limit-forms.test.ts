import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_BODY_MESSAGES } from "~/lib/form-body.server";
import { BROWSER_USER_AGENT } from "../support/http-browser";
import { startTestPortal, type TestPortal } from "../support/portal";

/**
 * An application or a candidate's reply over the limit of a file form (about 20 MB) is answered
 * with the German 413 page, not a reset connection (issue 32 §6): a browser sends the whole body
 * before it reads the answer, so the portal reads the rest and drops it.
 */

const MB = 1024 * 1024;
const BOUNDARY = "----over-limit";

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
}, 120_000);
afterAll(async () => {
  await t?.stop();
});

/**
 * A multipart form of `size` bytes with one file, sent as a browser sends it: in chunks, with or
 * without its length announced. Resolves with the answer, or rejects with the connection's error.
 */
function postLarge(
  path: string,
  size: number,
  announced: boolean,
): Promise<{ status: number; type: string; body: string }> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="anhaenge"; filename="video.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const filler = Buffer.alloc(MB, 0x41);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${t.baseUrl}${path}`,
      {
        method: "POST",
        agent: false,
        headers: {
          origin: t.baseUrl,
          "user-agent": BROWSER_USER_AGENT,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          ...(announced ? { "content-length": String(size) } : {}),
        },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), body }),
        );
      },
    );
    request.on("error", reject);
    let left = size - head.length - tail.length;
    request.write(head);
    const writeMore = () => {
      while (left > 0) {
        const part = filler.subarray(0, Math.min(filler.length, left));
        left -= part.length;
        if (!request.write(part)) return void request.once("drain", writeMore);
      }
      request.end(tail);
    };
    writeMore();
  });
}

describe("a form over its limit (issue 32 §6)", () => {
  it.each([
    ["an application", "/jobs/4-x/bewerben", true],
    ["an application without its length", "/jobs/4-x/bewerben", false],
    ["a candidate's reply", "/bewerbung/nachrichten?token=x", true],
    ["a candidate's reply without its length", "/bewerbung/nachrichten?token=x", false],
  ])("%s of 25 MB gets the German 413 page, not a reset", async (_name, path, announced) => {
    const answer = await postLarge(path, 25 * MB, announced);
    expect(answer.status).toBe(413);
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain('lang="de"');
    expect(answer.body).toContain(FORM_BODY_MESSAGES.tooLarge);
  });

  it("serves as before afterwards", async () => {
    expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
    const page = await fetch(`${t.baseUrl}/agb`, { headers: { "user-agent": BROWSER_USER_AGENT } });
    expect(page.status).toBe(200);
  });
});
