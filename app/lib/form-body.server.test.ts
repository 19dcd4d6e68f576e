import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_USER } from "@auth/user";
import { FORM_BODY_MESSAGES, formBodyGuard, MAX_FORM_BODY_BYTES } from "./form-body.server";
import { requestContext, type RequestContext } from "./request-context";

type GuardArgs = Parameters<typeof formBodyGuard>[0];

/** The router context of a request by a visitor who is not signed in. */
function anonymousContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    user: ANONYMOUS_USER,
    publicConfig: { baseUrl: "https://portal.example" },
  } as RequestContext);
  return context;
}

/** The guard's verdict: "passed", or the status and message it refused with. */
async function verdict(init: RequestInit, path = "/p/jobs"): Promise<"passed" | { status: number; message: unknown }> {
  const request = new Request(`http://portal.test${path}`, init);
  try {
    await formBodyGuard({ request, context: anonymousContext(), params: {} } as unknown as GuardArgs, () =>
      Promise.resolve(new Response()),
    );
    return "passed";
  } catch (error) {
    // `data()`: React Router turns it into the error response of the page.
    if (typeof error !== "object" || error === null || !("init" in error) || !("data" in error)) throw error;
    // `throwPageError`: the message, and the visitor for the error page.
    const body = error.data as { message: string; user: unknown };
    expect(body.user).toBe(ANONYMOUS_USER);
    return { status: (error.init as ResponseInit).status ?? 500, message: body.message };
  }
}

const post = (body: BodyInit | undefined, contentType?: string): RequestInit => ({
  method: "POST",
  ...(body !== undefined ? { body } : {}),
  headers: contentType ? { "content-type": contentType } : {},
});

describe("formBodyGuard", () => {
  it("lets reads and readable forms through, and leaves the body to the action", async () => {
    expect(await verdict({ method: "GET" })).toBe("passed");
    expect(await verdict(post("intent=delete&id=1", "application/x-www-form-urlencoded"))).toBe("passed");
    expect(await verdict(post("", "application/x-www-form-urlencoded;charset=UTF-8"))).toBe("passed");
    const form = new FormData();
    form.set("intent", "delete");
    expect(await verdict(post(form))).toBe("passed");

    const request = new Request("http://portal.test/p/jobs", post("id=7", "application/x-www-form-urlencoded"));
    await formBodyGuard({ request, context: anonymousContext(), params: {} } as unknown as GuardArgs, () =>
      Promise.resolve(new Response()),
    );
    expect((await request.formData()).get("id")).toBe("7");
  });

  it("refuses a submission without a form", async () => {
    expect(await verdict(post(undefined))).toEqual({ status: 400, message: FORM_BODY_MESSAGES.missing });
  });

  it.each(["application/json", "text/plain", "application/octet-stream"])("refuses %s with 415", async (type) => {
    expect(await verdict(post('{"id":1}', type))).toEqual({ status: 415, message: FORM_BODY_MESSAGES.unsupported });
  });

  it("refuses a truncated multipart body and one without a boundary", async () => {
    const truncated = '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n1';
    for (const [body, type] of [
      [truncated, "multipart/form-data; boundary=x"],
      ["id=1", "multipart/form-data"],
    ] as const) {
      expect(await verdict(post(body, type))).toEqual({ status: 400, message: FORM_BODY_MESSAGES.malformed });
    }
  });

  it("refuses a form larger than the limit, announced or streamed", async () => {
    const big = `note=${"a".repeat(MAX_FORM_BODY_BYTES)}`;
    expect(await verdict(post(big, "application/x-www-form-urlencoded"))).toEqual({
      status: 413,
      message: FORM_BODY_MESSAGES.tooLarge,
    });
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect(
      await verdict({ ...post(streamed, "application/x-www-form-urlencoded"), duplex: "half" } as RequestInit),
    ).toEqual({ status: 413, message: FORM_BODY_MESSAGES.tooLarge });
  });

  it("reads an application over its limit to the end, so that the browser gets the 413 page, and cuts off only far beyond", async () => {
    const MB = 1024 * 1024;
    const tooLarge = { status: 413, message: FORM_BODY_MESSAGES.tooLarge };
    for (const announced of [true, false]) {
      const { init, state } = countedBody(25 * MB, announced);
      expect(await verdict(init, "/jobs/4-elektriker-wien/bewerben"), `announced: ${announced}`).toEqual(tooLarge);
      expect(state, `announced: ${announced}`).toEqual({ read: 25 * MB, cancelled: false });
    }
    const { init, state } = countedBody(25 * MB, true);
    expect(await verdict(init, "/bewerbung/nachrichten")).toEqual(tooLarge);
    expect(state).toEqual({ read: 25 * MB, cancelled: false });

    const far = countedBody(200 * MB, true);
    expect(await verdict(far.init, "/jobs/4-elektriker-wien/bewerben")).toEqual(tooLarge);
    expect(far.state.cancelled).toBe(true);
    expect(far.state.read).toBeLessThan(120 * MB);
  });
});

/**
 * A multipart body of `size` bytes, sent in chunks as a browser sends an upload, that tells how
 * much of it the server read and whether it cut it off.
 */
function countedBody(
  size: number,
  announced: boolean,
): { init: RequestInit; state: { read: number; cancelled: boolean } } {
  const state = { read: 0, cancelled: false };
  const chunk = new Uint8Array(256 * 1024);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.read >= size) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.length, size - state.read));
      state.read += part.length;
      controller.enqueue(part);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  const headers: Record<string, string> = { "content-type": "multipart/form-data; boundary=x" };
  if (announced) headers["content-length"] = String(size);
  return { init: { method: "POST", body, headers, duplex: "half" } as RequestInit, state };
}
