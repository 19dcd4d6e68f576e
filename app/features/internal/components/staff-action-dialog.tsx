import { useId, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Modal } from "~/components/ui/modal";
import { FIELD_INPUT_CLASS } from "~/components/ui/field";
import { TextAreaField } from "~/components/ui/text-field";
import { expirationBounds, scheduleBounds } from "~/features/job-ads/policy";
import {
  DATE_INTENTS,
  isStaffPageFunction,
  STAFF_ACTION_TEXTS,
  STAFF_NOTE_MAX_LENGTH,
  type StaffPageIntent,
} from "./staff-action-texts";

export interface PendingStaffAction {
  ad: { id: number; title: string };
  action: StaffPageIntent;
}

const DESTRUCTIVE: ReadonlySet<StaffPageIntent> = new Set(["delete", "lock", "deactivate", "undo-runtime-extension"]);

/** The date a function asks for, limited as the server limits it (it checks again). */
function DateInput({ intent }: { intent: StaffPageIntent }) {
  const id = useId();
  // Fixed when the dialog opens; the limits need not move while it is open.
  const [now] = useState(() => new Date());
  const schedule = intent === "schedule";
  const bounds = schedule ? scheduleBounds(now) : expirationBounds(now);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-slate-900">
        {schedule ? "Neues Veröffentlichungsdatum" : "Neues Laufzeitende"}
      </label>
      <input id={id} name="date" type="date" required min={bounds.min} max={bounds.max} className={FIELD_INPUT_CLASS} />
    </div>
  );
}

/**
 * Confirms one staff action: names the ad and what will happen, takes an optional note for the
 * history, and posts `intent`, `id` and `note` to the page's action. Closing it posts nothing.
 */
export function StaffActionDialog({ pending, onClose }: { pending: PendingStaffAction | null; onClose: () => void }) {
  const formId = useId();
  const texts = pending ? STAFF_ACTION_TEXTS[pending.action] : null;
  return (
    <Modal
      isOpen={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={texts?.title ?? ""}
      footer={
        <>
          <Button variant="secondary" slot="close">
            Abbrechen
          </Button>
          <button
            type="submit"
            form={formId}
            className={buttonClassName(pending && DESTRUCTIVE.has(pending.action) ? "danger" : "primary", "md")}
          >
            {texts?.label}
          </button>
        </>
      }
    >
      {pending && texts ? (
        // The form closes the dialog as it submits; React Router has read the fields by then.
        <Form id={formId} method="post" onSubmit={onClose} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={pending.action} />
          <input type="hidden" name="id" value={pending.ad.id} />
          <p className="font-semibold">
            Nr. {pending.ad.id}: {pending.ad.title || "Ohne Titel"}
          </p>
          <p>{texts.body}</p>
          {DATE_INTENTS.has(pending.action) ? <DateInput intent={pending.action} /> : null}
          {/* Only lifecycle actions keep a note: it goes into the ad's history. */}
          {isStaffPageFunction(pending.action) ? null : (
            <TextAreaField
              label="Notiz (optional)"
              name="note"
              description="Steht im Verlauf des Inserats."
              maxLength={STAFF_NOTE_MAX_LENGTH}
              showCharacterCount
              rows={3}
            />
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
