import { useId, useRef, useState } from "react";
import { Form, href, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox, Radio, RadioGroup } from "~/components/ui/controls";
import { ErrorText } from "~/components/ui/field";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { Infobox } from "~/components/ui/infobox";
import { Link } from "~/components/ui/link";
import { Notification } from "~/components/ui/notification";
import { TextAreaField } from "~/components/ui/text-field";
import { fieldErrorsOf, type FormResult } from "~/lib/form-reply";
import { isInReview } from "~/features/job-ads/lifecycle";
import { QA_REJECTION_REASONS, type QaCheck, type QaRejectionReason } from "../checks";
import { QA_MESSAGE_MAX, QA_MESSAGE_MIN, type QaReportForm } from "../schema";
import { QaCheckList, QaReportHistory, type QaReportView } from "./qa-parts";

type Decision = QaReportForm["decision"];

/** The server's messages per field of the report form. */
export type QaReportFieldErrors = Partial<Record<"decision" | "reasons" | "message", string>>;

export interface QaReportFormViewProps {
  ad: { id: number; title: string; status: string };
  company: { fullName: string };
  checks: readonly QaCheck[];
  /** Reasons the automatic checks suggest; their boxes start ticked. */
  suggested: readonly QaRejectionReason[];
  /** Who else reviews the ad now; null when nobody or the reviewer themself does. */
  claimedByOther: string | null;
  reports: readonly QaReportView[];
  /** The action's reply: why the report was refused. */
  result: FormResult | undefined;
}

const REASON_ENTRIES = Object.entries(QA_REJECTION_REASONS) as [QaRejectionReason, string][];

function isDecision(value: string): value is Decision {
  return value === "approved" || value === "rejected";
}

function messageLabel(decision: Decision | null): string {
  const need =
    decision === "approved" ? "optional" : decision === "rejected" ? "Pflichtfeld" : "Pflichtfeld bei Ablehnung";
  return `Nachricht an das Unternehmen (${need})`;
}

/** The reply's errors per field of the form; an error of one reason counts for the reasons. */
function reportFieldErrors(result: FormResult | undefined): QaReportFieldErrors {
  const fields: QaReportFieldErrors = {};
  for (const [key, message] of Object.entries(fieldErrorsOf(result))) {
    if (key === "") continue;
    const name = key.split("[")[0];
    fields[name === "reasons" || name === "message" ? name : "decision"] ??= message;
  }
  return fields;
}

/** Decision, rejection reasons and message: a plain POST form the server validates. */
function ReportForm({
  suggested,
  result,
}: {
  suggested: readonly QaRejectionReason[];
  result: FormResult | undefined;
}) {
  const navigation = useNavigation();
  const fields = reportFieldErrors(result);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, result);
  const [decision, setDecision] = useState<Decision | null>(null);
  const reasonsHintId = useId();
  const reasonsErrorId = useId();
  return (
    <Form
      ref={formRef}
      method="post"
      className="flex flex-col gap-6 rounded-md border border-slate-200 bg-white p-4"
      noValidate
    >
      <RadioGroup
        label="Entscheidung"
        name="decision"
        errorMessage={fields.decision}
        onChange={(value) => setDecision(isDecision(value) ? value : null)}
        isRequired
      >
        <Radio value="approved">Freigeben – das Inserat geht online (oder wird zum geplanten Termin aktiv)</Radio>
        <Radio value="rejected">Ablehnen – zurück an das Unternehmen, Credits werden gutgeschrieben</Radio>
      </RadioGroup>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={fields.reasons ? reasonsErrorId : reasonsHintId}
        data-invalid={fields.reasons ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-900">Gründe der Ablehnung</legend>
        <p id={reasonsHintId} className="text-sm text-slate-700">
          Nur bei einer Ablehnung; vorausgewählt sind die Gründe, die die automatischen Prüfungen nahelegen.
        </p>
        {REASON_ENTRIES.map(([key, label]) => (
          <Checkbox key={key} name="reasons" value={key} defaultSelected={suggested.includes(key)}>
            {label}
          </Checkbox>
        ))}
        {fields.reasons ? (
          <div role="alert">
            <ErrorText id={reasonsErrorId}>{fields.reasons}</ErrorText>
          </div>
        ) : null}
      </fieldset>
      <TextAreaField
        label={messageLabel(decision)}
        name="message"
        rows={6}
        maxLength={QA_MESSAGE_MAX}
        description={`Bei einer Ablehnung Pflicht: mindestens ${QA_MESSAGE_MIN}, höchstens ${QA_MESSAGE_MAX} Zeichen. Das Unternehmen erhält diese Nachricht mit den Gründen per E-Mail und sieht sie bei seinem Inserat.`}
        errorMessage={fields.message}
        isRequired={decision === "rejected"}
      />
      <div>
        <Button type="submit" isPending={navigation.state === "submitting"} pendingLabel="Wird gespeichert">
          Bericht speichern
        </Button>
      </div>
    </Form>
  );
}

/**
 * The QA report of one ad: approve, or reject with reasons and a message to the company. Only
 * while the ad is in review and no one else holds it; the earlier reports stay below.
 */
export function QaReportFormView({
  ad,
  company,
  checks,
  suggested,
  claimedByOther,
  reports,
  result,
}: QaReportFormViewProps) {
  const open = isInReview(ad.status) && claimedByOther === null;
  const refusal = fieldErrorsOf(result)[""];
  return (
    <section aria-labelledby="report-title" className="flex flex-col gap-4">
      <p className="text-sm">
        <Link to={href("/p/internal/qa/:id", { id: String(ad.id) })}>Zurück zur Prüfung</Link>
      </p>
      <div>
        <p className="text-sm text-slate-700">
          Inserat Nr. {ad.id} · {company.fullName}
        </p>
        <h1 id="report-title" className="mt-1 text-2xl font-bold break-words text-brand-900">
          Prüfbericht: {ad.title || "Ohne Titel"}
        </h1>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {refusal ? <Notification tone="error" title={refusal} /> : null}
      </div>
      {open ? (
        <div className="mt-2 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ReportForm suggested={suggested} result={result} />
          <section aria-labelledby="checks-title">
            <h2 id="checks-title" className="text-lg font-semibold">
              Automatische Prüfungen
            </h2>
            <div className="mt-3">
              <QaCheckList checks={checks} />
            </div>
          </section>
        </div>
      ) : (
        <Infobox tone="warning">
          {claimedByOther
            ? `${claimedByOther} prüft dieses Inserat gerade. Ein Bericht ist erst möglich, wenn die Prüfung abgegeben oder verfallen ist.`
            : "Dieses Inserat ist nicht (mehr) in Prüfung. Ein neuer Bericht ist erst möglich, wenn das Unternehmen es erneut veröffentlicht."}
        </Infobox>
      )}
      <section aria-labelledby="reports-title" className="mt-4">
        <h2 id="reports-title" className="text-lg font-semibold">
          Bisherige Prüfberichte
        </h2>
        <div className="mt-3">
          <QaReportHistory reports={reports} />
        </div>
      </section>
    </section>
  );
}
