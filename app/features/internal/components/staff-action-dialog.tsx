import { useId } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Modal } from "~/components/ui/modal";
import { TextAreaField } from "~/components/ui/text-field";
import { STAFF_ACTION_TEXTS, STAFF_NOTE_MAX_LENGTH, type StaffPageAction } from "./staff-action-texts";

export interface PendingStaffAction {
  ad: { id: number; title: string };
  action: StaffPageAction;
}

const DESTRUCTIVE: ReadonlySet<StaffPageAction> = new Set(["delete", "lock", "deactivate", "undo-runtime-extension"]);

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
          <TextAreaField
            label="Notiz (optional)"
            name="note"
            description="Steht im Verlauf des Inserats."
            maxLength={STAFF_NOTE_MAX_LENGTH}
            showCharacterCount
            rows={3}
          />
        </Form>
      ) : null}
    </Modal>
  );
}
