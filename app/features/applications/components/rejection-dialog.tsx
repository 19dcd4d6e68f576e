import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Modal } from "~/components/ui/modal";
import { formatDateTime } from "~/lib/format";
import { sendAt, SEND_TIMES, type SendTime } from "../templates";

/** What the confirmation names: who is rejected, and when the mail goes (null: at once). */
export interface RejectionQuestion {
  names: string[];
  at: Date | null;
}

/** At most this many names are listed; the rest are counted. */
const LISTED_NAMES = 10;

function sendTimeOf(value: FormDataEntryValue | null): SendTime {
  return typeof value === "string" && Object.hasOwn(SEND_TIMES, value) ? (value as SendTime) : "sofort";
}

/**
 * Asks before a rejection (single or bulk) is sent: the form's "Absagen" button opens the
 * dialog instead of posting; only the dialog's button posts, with `bestaetigt=ja`. The server
 * refuses a rejection without it, so a form sent before the page's script ran comes back with a
 * checkbox to tick instead (RejectionFields). `namesOf` reads who is rejected from the form.
 */
export function useRejectionConfirmation(namesOf: (form: FormData) => string[]) {
  const [question, setQuestion] = useState<RejectionQuestion | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") !== "intent" || submitter.getAttribute("value") !== "absage") return;
    if (submitter.hasAttribute("data-confirms")) {
      // React Router has read the fields (with the dialog's `bestaetigt`) by the time this renders.
      setQuestion(null);
      return;
    }
    const form = new FormData(event.currentTarget);
    const names = namesOf(form);
    // Nothing selected, or the checkbox of a form sent without the script ticked: the server answers.
    if (names.length === 0 || form.get("bestaetigt") === "ja") return;
    event.preventDefault();
    setQuestion({ names, at: sendAt(new Date(), sendTimeOf(form.get("zeitpunkt"))) ?? null });
  }
  return { question, onSubmit, close: () => setQuestion(null) };
}

/** The dialog of useRejectionConfirmation for the form `formId`; closing it sends nothing. */
export function RejectionDialog({
  question,
  formId,
  rejectedLabel,
  onClose,
}: {
  question: RejectionQuestion | null;
  formId: string;
  rejectedLabel: string;
  onClose: () => void;
}) {
  const names = question?.names ?? [];
  const single = names.length === 1;
  return (
    <Modal
      isOpen={question !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={single ? `${names[0]} absagen?` : `${names.length} Bewerbungen absagen?`}
      footer={
        <>
          <Button variant="secondary" slot="close">
            Abbrechen
          </Button>
          <button
            type="submit"
            form={formId}
            name="intent"
            value="absage"
            data-confirms=""
            className={buttonClassName("danger", "md")}
          >
            {single ? "Absage bestätigen" : `${names.length} Absagen bestätigen`}
          </button>
        </>
      }
    >
      {question ? (
        <div className="flex flex-col gap-3">
          <input type="hidden" form={formId} name="bestaetigt" value="ja" />
          {single ? (
            <p>
              Sie sagen <strong>{names[0]}</strong> ab. Die Bewerbung kommt in die Phase „{rejectedLabel}“.
            </p>
          ) : (
            <>
              <p>Sie sagen diesen Personen ab; ihre Bewerbungen kommen in die Phase „{rejectedLabel}“:</p>
              <ul className="list-disc pl-6">
                {names.slice(0, LISTED_NAMES).map((name, index) => (
                  <li key={index}>{name}</li>
                ))}
              </ul>
              {names.length > LISTED_NAMES ? <p>und {names.length - LISTED_NAMES} weitere.</p> : null}
            </>
          )}
          {question.at ? (
            <p>
              Die Absage-E-Mail ist <strong>geplant für {formatDateTime(question.at)} Uhr</strong>. Bis dahin können Sie
              die Absage auf der Seite der Bewerbung zurücknehmen; sie wird dann nicht gesendet.
            </p>
          ) : (
            <p>
              Die Absage-E-Mail wird <strong>sofort</strong> gesendet und lässt sich danach nicht mehr zurücknehmen.
            </p>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
