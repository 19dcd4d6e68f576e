import type { ApplicationStage } from "@db/schema/applications";
import { buttonClassName } from "~/components/ui/button-styles";
import { FIELD_INPUT_CLASS } from "~/components/ui/field-styles";
import { RejectionFields } from "./rejection-fields";

/**
 * The actions on the selected applications, the same in the inbox and on an ad's board: move them
 * to a stage (not the rejected one: rejecting asks for a reason and a mail) or reject them.
 */
export function BulkActions({
  idPrefix,
  stages,
  errors,
}: {
  idPrefix: string;
  stages: readonly ApplicationStage[];
  errors: Record<string, string>;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-md bg-slate-50 p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${idPrefix}-phase`} className="text-sm font-medium text-slate-900">
            Ausgewählte verschieben nach
          </label>
          <select id={`${idPrefix}-phase`} name="phase" className={FIELD_INPUT_CLASS}>
            {stages
              .filter((stage) => stage.kind !== "rejected")
              .map((stage) => (
                <option key={stage.key} value={stage.key}>
                  {stage.label}
                </option>
              ))}
          </select>
        </div>
        <button type="submit" name="intent" value="phase" className={buttonClassName("secondary")}>
          Verschieben
        </button>
      </div>
      <details>
        <summary className="cursor-pointer font-semibold text-brand-800">Ausgewählten absagen …</summary>
        <div className="mt-4 max-w-2xl">
          <RejectionFields idPrefix={idPrefix} errors={errors} />
          <button type="submit" name="intent" value="absage" className={`${buttonClassName("danger")} mt-4`}>
            Ausgewählten absagen
          </button>
        </div>
      </details>
    </div>
  );
}
