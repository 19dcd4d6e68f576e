import { useState } from "react";
import { useFetcher } from "react-router";
import { Switch } from "~/components/ui/controls";
import { buttonClassName } from "~/components/ui/button-styles";
import { NOTIFICATION_KINDS, type NotificationPreferences } from "~/features/notifications/kinds";
import { formMessageOf, type FormResult } from "~/lib/form-reply";
import { NOTIFICATION_LABELS } from "../labels";

export type SettingsResult = { result: FormResult };

function formDataOf(preferences: NotificationPreferences): FormData {
  const formData = new FormData();
  for (const kind of NOTIFICATION_KINDS) if (preferences[kind]) formData.set(kind, "on");
  return formData;
}

/** E-mail preferences as switches that save as soon as they change. */
export function SettingsForm({ preferences }: { preferences: NotificationPreferences }) {
  const fetcher = useFetcher<SettingsResult>();
  const [values, setValues] = useState(preferences);

  function change(kind: keyof NotificationPreferences, isSelected: boolean) {
    const next = { ...values, [kind]: isSelected };
    setValues(next);
    fetcher.submit(formDataOf(next), { method: "post" });
  }

  const result = fetcher.state === "idle" ? fetcher.data?.result : undefined;
  const refusal = formMessageOf(result);
  return (
    <fetcher.Form method="post" className="max-w-2xl space-y-6">
      <fieldset className="space-y-5 rounded-lg border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold text-slate-900">E-Mail-Benachrichtigungen</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <Switch
            key={kind}
            name={kind}
            isSelected={values[kind]}
            onChange={(isSelected) => change(kind, isSelected)}
            description={NOTIFICATION_LABELS[kind].description}
          >
            {NOTIFICATION_LABELS[kind].label}
          </Switch>
        ))}
      </fieldset>
      <p role="status" className="min-h-6 text-sm font-medium text-green-800">
        {result?.status === "success" ? "Ihre Einstellungen wurden gespeichert." : ""}
      </p>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      ) : null}
      {/* With JavaScript every switch saves itself; without it the form needs a button. */}
      <noscript>
        <button type="submit" className={buttonClassName()}>
          Einstellungen speichern
        </button>
      </noscript>
    </fetcher.Form>
  );
}
