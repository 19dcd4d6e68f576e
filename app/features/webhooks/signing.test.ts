import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, webhookHeaders } from "./signing";

describe("webhook signatures", () => {
  it("are what the Standard Webhooks reference library verifies", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ type: "application.received", timestamp: "2026-11-29T10:00:00.000Z", data: {} });
    const headers = webhookHeaders(secret, "msg_1", new Date(), body);
    expect(headers["webhook-signature"]).toMatch(/^v1,/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it("match the reference library's own signature, and fail for another body or secret", () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const at = new Date(1_674_087_231_000);
    const body = '{"test": 2432232314}';
    const headers = webhookHeaders(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", at, body);
    expect(headers["webhook-signature"]).toBe(new Webhook(secret).sign("msg_p5jXN8AQM9LWM0D4loKWxJek", at, body));
    expect(() =>
      new Webhook(secret).verify(`${body} `, { ...webhookHeaders(secret, "msg_x", new Date(), body) }),
    ).toThrow();
    expect(() =>
      new Webhook(newWebhookSecret()).verify(body, webhookHeaders(secret, "msg_x", new Date(), body)),
    ).toThrow();
  });
});
