import { Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/feature-flags";
import { requireAbility } from "~/features/access/guards.server";
import { featureFlagKeySchema, listFeatureFlags, setFeatureFlag } from "~/features/platform/feature-flags.server";
import { requestContext } from "~/lib/request-context";
import { formMessageOf } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";

export function meta() {
  return [{ title: "Feature-Flags | Interner Bereich" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAbility(context, "manageFeatureFlags");
  const flags = await listFeatureFlags(context.get(requestContext).db);
  return {
    flags: flags.map((f) => ({
      key: f.key,
      enabled: f.enabled,
      description: f.description,
      updatedAt: f.updatedAt.toISOString(),
      updatedBy: f.updatedBy,
    })),
  };
}

const toggleSchema = z.object({
  key: featureFlagKeySchema,
  enabled: z.enum(["true", "false"], { error: "Ungültiger Wert." }).transform((v) => v === "true"),
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, "manageFeatureFlags");
  const submission = parseForm(await request.formData(), toggleSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const ctx = context.get(requestContext);
  const updated = await setFeatureFlag(ctx.db, user, submission.value.key, submission.value.enabled, ctx.requestId);
  if (!updated) return refuseForm(submission, { formErrors: ["Unbekanntes Feature-Flag."], status: 404 });
  ctx.invalidateFeatureFlags();
  return { result: submission.reply(), changed: { key: updated.key, enabled: updated.enabled } };
}

const dateTime = new Intl.DateTimeFormat("de-AT", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Vienna",
});

export default function FeatureFlagsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const refusal = formMessageOf(actionData?.result);
  return (
    <section aria-labelledby="flags-title">
      <h1 id="flags-title" className="text-2xl font-bold text-brand-900">
        Feature-Flags
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Schalten Sie Funktionen und den Wartungsmodus für alle Besucher:innen. Jede Änderung wird im Audit-Log
        festgehalten.
      </p>
      <div aria-live="polite" className="mt-4">
        {refusal ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            {refusal}
          </p>
        ) : null}
        {actionData && "changed" in actionData ? (
          <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
            „{actionData.changed.key}“ ist jetzt {actionData.changed.enabled ? "eingeschaltet" : "ausgeschaltet"}.
          </p>
        ) : null}
      </div>
      {/* Narrow screens scroll the table inside this box, never the page. */}
      <div role="region" aria-label="Tabelle der Feature-Flags" tabIndex={0} className="mt-6 overflow-x-auto">
        <table className="w-full border-collapse bg-white text-left">
          <caption className="sr-only">Feature-Flags</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="p-3">
                Schlüssel
              </th>
              <th scope="col" className="p-3">
                Beschreibung
              </th>
              <th scope="col" className="p-3">
                Zustand
              </th>
              <th scope="col" className="p-3">
                Zuletzt geändert
              </th>
              <th scope="col" className="p-3">
                <span className="sr-only">Aktion</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.flags.map((flag) => {
              const pending = navigation.state !== "idle" && navigation.formData?.get("key") === flag.key;
              return (
                <tr key={flag.key} className="border-b border-slate-100">
                  <td className="p-3 font-mono text-sm">{flag.key}</td>
                  <td className="p-3">{flag.description}</td>
                  <td className="p-3">{flag.enabled ? "Eingeschaltet" : "Ausgeschaltet"}</td>
                  <td className="p-3 text-sm text-slate-700">
                    {dateTime.format(new Date(flag.updatedAt))}
                    {flag.updatedBy ? ` · ${flag.updatedBy}` : ""}
                  </td>
                  <td className="p-3">
                    <Form method="post">
                      <input type="hidden" name="key" value={flag.key} />
                      <input type="hidden" name="enabled" value={String(!flag.enabled)} />
                      <button
                        type="submit"
                        disabled={pending}
                        aria-busy={pending}
                        className="rounded-md border border-brand-600 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                      >
                        {flag.enabled ? "Ausschalten" : "Einschalten"}
                        <span className="sr-only">: {flag.key}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
