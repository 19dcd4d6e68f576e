import nodemailer from "nodemailer";
import type { OutboxMail } from "~/features/notifications/outbox.server";

/**
 * Where queued e-mails go. With SMTP_URL they are sent through that server; without it (the
 * embedded default) the outbox row itself is the delivery, readable on /debug/mails.
 */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  /** Resolves once the mail is handed over; rejects with the reason otherwise. */
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl: string | undefined;
  from: string;
}

/** Bounded waits, so that one unreachable server cannot hold a sweep for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(options: MailTransportOptions): MailTransport {
  if (!options.smtpUrl) {
    return { kind: "outbox", send: async () => undefined, close: () => undefined };
  }
  const smtp = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    async send(mail) {
      await smtp.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments.length > 0
          ? {
              attachments: mail.attachments.map(({ filename, contentType, content }) => ({
                filename,
                contentType,
                content,
              })),
            }
          : {}),
        // RFC 2369 and 8058: mail programs offer "Abmelden" and POST to the address themselves.
        ...(mail.listUnsubscribe
          ? {
              list: { unsubscribe: mail.listUnsubscribe },
              headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
            }
          : {}),
      });
    },
    close: () => smtp.close(),
  };
}
