import { Form, Link, useNavigation } from "react-router";
import { buttonClassName } from "~/components/ui/button-styles";
import { Notification } from "~/components/ui/notification";
/** The person's page (CANDIDATE_CONTACT_PATH of contacts.server.ts, which the browser does not load). */
const PERSON_PAGE = "/talente/anfrage";

const pageOf = (token: string, extra = "") => `${PERSON_PAGE}?token=${encodeURIComponent(token)}${extra}`;

/** What leaving takes away, said once for the offer and the confirmation. */
const WHAT_GOES =
  "Ihr Profil wird aus der Talentdatenbank gelöscht: Kein Unternehmen findet Sie mehr, Ihre Unterhaltungen, Notizen und Projekteinträge der Unternehmen über Sie und die Liste, wer Ihr Profil angesehen hat, werden gelöscht. Die Links in Ihren E-Mails funktionieren danach nicht mehr.";

/** At the end of the person's page: the way out of the pool (withdrawing the consent). */
export function LeavePoolOffer({ token }: { token: string }) {
  return (
    <section aria-labelledby="austreten" className="space-y-3 rounded-md border border-slate-300 bg-white p-4">
      <h2 id="austreten" className="text-xl font-semibold text-brand-900">
        Talentpool verlassen
      </h2>
      <p className="text-slate-700">
        Sie können Ihre Einwilligung jederzeit widerrufen und den Talentpool verlassen. {WHAT_GOES}
      </p>
      <Link to={pageOf(token, "&austreten=1")} className={buttonClassName("secondary")}>
        Talentpool verlassen …
      </Link>
    </section>
  );
}

/** The confirmation step: nothing is deleted before the person confirms here. */
export function LeavePoolConfirmation({ token, refusal }: { token: string; refusal: string | null }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold text-brand-900">Talentpool wirklich verlassen?</h1>
      <div aria-live="polite">{refusal ? <Notification tone="error" title={refusal} /> : null}</div>
      <p className="text-slate-800">{WHAT_GOES}</p>
      <p className="text-slate-800">Das lässt sich nicht rückgängig machen.</p>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="token" value={token} />
        <button type="submit" name="intent" value="leave" disabled={busy} className={buttonClassName("danger")}>
          Ja, Talentpool verlassen
        </button>
        <Link to={pageOf(token)} className="font-semibold text-brand-700 underline">
          Abbrechen
        </Link>
      </Form>
    </div>
  );
}

/** After leaving: no link works any more, so the page only confirms. */
export function PoolLeft() {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-3xl font-bold text-brand-900">Sie haben den Talentpool verlassen</h1>
      <p className="text-slate-800">
        Ihre Einwilligung ist widerrufen. Ihr Profil, Ihre Unterhaltungen mit Unternehmen und die Liste der Zugriffe
        sind gelöscht; kein Unternehmen findet oder kontaktiert Sie mehr über die Talentdatenbank.
      </p>
    </div>
  );
}
