import { Notification } from "~/components/ui/notification";
import { formMessageOf, type FormResult } from "~/lib/form-reply";

/** What an action on the Bewerber-Manager's pages answers: Conform's reply, and a status line when done. */
export interface ActionAnswer {
  result: FormResult;
  notice?: string;
}

/** The answer as a status or an alert: the refusal's message, or the status line. */
export function noticeOf(answer: ActionAnswer | undefined): { ok: boolean; message: string } | null {
  const refusal = formMessageOf(answer?.result);
  if (refusal) return { ok: false, message: refusal };
  return answer?.notice ? { ok: true, message: answer.notice } : null;
}

/** What an action on the Bewerber-Manager's pages answered: a status, or an alert when refused. */
export function ResultNotice({ result }: { result: { ok: boolean; message: string } | null | undefined }) {
  if (!result) return null;
  return <Notification tone={result.ok ? "success" : "error"} title={result.message} />;
}
