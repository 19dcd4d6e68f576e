import { Notification } from "~/components/ui/notification";

/** What an action on the Bewerber-Manager's pages answered: a status, or an alert when refused. */
export function ResultNotice({ result }: { result: { ok: boolean; message: string } | null | undefined }) {
  if (!result) return null;
  return <Notification tone={result.ok ? "success" : "error"} title={result.message} />;
}
