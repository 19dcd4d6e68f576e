import { formatDateTime } from "~/lib/format";
import type { ThreadMessage } from "../thread";
import { sizeText } from "./size-text";

/**
 * The e-mail thread of an application, oldest first: the company's mails and the candidate's
 * replies. `viewer` says who reads: the company sees planned mails and downloads attachments
 * (`attachmentHref`), the candidate reads "Sie" for their own replies.
 */
export function ThreadList({
  messages,
  viewer,
  companyName,
  attachmentHref,
}: {
  messages: readonly ThreadMessage[];
  viewer: "company" | "candidate";
  /** null for a Chiffre ad shown to the candidate. */
  companyName: string | null;
  attachmentHref?: (documentId: string) => string;
}) {
  if (messages.length === 0) {
    return (
      <p className="text-slate-700">
        {viewer === "company" ? "Noch keine Nachrichten mit dieser Person." : "Noch keine Nachrichten."}
      </p>
    );
  }
  return (
    <ol className="space-y-3">
      {messages.map((message) => {
        const fromCandidate = message.direction === "candidate";
        const author = fromCandidate
          ? viewer === "candidate"
            ? "Sie"
            : message.authorName
          : `${message.authorName}${companyName ? ` (${companyName})` : ""}`;
        const planned = message.sendAt && message.sendAt > message.createdAt ? message.sendAt : null;
        return (
          <li
            key={message.id}
            aria-label={`Nachricht von ${author}`}
            className={`rounded-md border p-3 ${fromCandidate ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-white"}`}
          >
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{author}</span>, {formatDateTime(message.createdAt)}
              {planned ? ` · geplant für ${formatDateTime(planned)}` : ""}
            </p>
            {message.subject ? <p className="mt-1 font-semibold">{message.subject}</p> : null}
            <p className="mt-1 whitespace-pre-line">{message.body}</p>
            {message.attachments.length > 0 ? (
              <ul aria-label="Anhänge" className="mt-2 space-y-1 text-sm">
                {message.attachments.map((attachment) => (
                  <li key={attachment.id}>
                    {attachmentHref ? (
                      <a
                        href={attachmentHref(attachment.id)}
                        download={attachment.fileName}
                        className="font-semibold text-brand-700 underline"
                      >
                        {attachment.fileName}
                      </a>
                    ) : (
                      attachment.fileName
                    )}{" "}
                    ({sizeText(attachment.size)})
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
