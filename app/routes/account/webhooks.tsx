import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/controls";
import { Notification } from "~/components/ui/notification";
import { TextField } from "~/components/ui/text-field";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { AccountError } from "~/features/account/components/account-error";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from "~/features/webhooks/event-types";
import { createEndpoint, endpointsOf } from "~/features/webhooks/endpoints.server";
import { webhookPath } from "~/features/webhooks/paths";
import { createEndpointSchema } from "~/features/webhooks/schema";
import { redirectWithFlash } from "~/lib/flash.server";
import { fieldErrorsOf } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { requestContext } from "~/lib/request-context";
import type { Route } from "./+types/webhooks";

export function meta() {
  return [{ title: "Webhooks | Einstellungen | Arbeitgeberportal" }];
}

/**
 * `/p/account/settings/webhooks` (issue 36 §3, decision 077): the company's endpoints and a form
 * to add one. Only companies that place job ads (customer right `webhooks`).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context, { right: "webhooks" });
  const endpoints = await endpointsOf(db, company.id);
  return {
    httpsOnly: context.get(requestContext).webhookTargets.httpsOnly,
    endpoints: endpoints.map(({ id, url, description, events, enabled }) => ({
      id,
      url,
      description,
      events,
      enabled,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, company } = requireCompanyUser(context, { right: "webhooks" });
  const submission = parseForm(await request.formData(), createEndpointSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const created = await createEndpoint(db, company.id, submission.value, context.get(requestContext).webhookTargets);
  if (!created.ok) {
    return created.field === "url"
      ? refuseForm(submission, { fieldErrors: { url: [created.message] } })
      : refuseForm(submission, { formErrors: [created.message], status: 409 });
  }
  throw await redirectWithFlash(context, webhookPath(created.id), {
    tone: "success",
    text: "Der Endpunkt wurde angelegt. Prüfen Sie Signaturen mit dem unten gezeigten Schlüssel.",
  });
}

export default function WebhooksRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = navigation.state === "idle" ? fieldErrorsOf(actionData?.result) : {};
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-8">
      <p>
        <Link to="/p/account/settings" className="text-brand-700 underline">
          ← Einstellungen
        </Link>
      </p>
      <PageHeading title="Webhooks">
        <p>
          Ihr HR-System erfährt sofort, wenn eine Bewerbung eingeht, ihre Phase wechselt oder ein Inserat seinen Status
          ändert: Wir senden jedes Ereignis signiert an die Adressen, die Sie hier eintragen, und versuchen es bei
          Fehlern mehrmals erneut. Die Nachrichten enthalten nur Kennungen und Zeitpunkte, keine Namen oder
          Kontaktdaten. Wie Sie die Signatur prüfen, steht in der API-Dokumentation.
        </p>
      </PageHeading>

      <section aria-labelledby="webhook-list" className="space-y-3">
        <h2 id="webhook-list" className="text-lg font-semibold text-slate-900">
          Ihre Endpunkte
        </h2>
        {loaderData.endpoints.length === 0 ? (
          <p>Sie haben noch keinen Endpunkt angelegt.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {loaderData.endpoints.map((endpoint) => (
              <li key={endpoint.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
                <div className="min-w-0">
                  <Link to={webhookPath(endpoint.id)} className="font-medium break-all text-brand-700 underline">
                    {endpoint.url}
                  </Link>
                  {endpoint.description ? <p className="text-sm text-slate-700">{endpoint.description}</p> : null}
                  <p className="text-sm text-slate-700">
                    {endpoint.events.length === 1 ? "1 Ereignis" : `${endpoint.events.length} Ereignisse`}
                  </p>
                </div>
                <span className={endpoint.enabled ? "text-sm text-green-800" : "text-sm text-slate-700"}>
                  {endpoint.enabled ? "Aktiv" : "Deaktiviert"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="webhook-new" className="max-w-2xl space-y-4">
        <h2 id="webhook-new" className="text-lg font-semibold text-slate-900">
          Endpunkt hinzufügen
        </h2>
        {errors[""] ? <Notification tone="error" title={errors[""]} /> : null}
        <Form method="post" className="space-y-5" noValidate>
          <TextField
            label="Adresse (URL)"
            name="url"
            type="url"
            description={
              loaderData.httpsOnly
                ? "Eine https://-Adresse, die aus dem Internet erreichbar ist."
                : "Eine https://-Adresse; in dieser Demo auch http:// und Adressen im lokalen Netz."
            }
            errorMessage={errors.url}
            maxLength={2000}
            isRequired
          />
          <TextField
            label="Beschreibung"
            name="description"
            description="Wofür der Endpunkt dient, z. B. „Personio Produktion“."
            errorMessage={errors.description}
            maxLength={200}
          />
          <fieldset className="space-y-3">
            <legend className="font-medium text-slate-900">Ereignisse</legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} name="events" value={type} description={type}>
                {WEBHOOK_EVENT_LABELS[type]}
              </Checkbox>
            ))}
            {errors.events ? (
              <p className="text-sm font-medium text-red-700" role="alert">
                {errors.events}
              </p>
            ) : null}
          </fieldset>
          <Button type="submit" isDisabled={busy}>
            Endpunkt anlegen
          </Button>
        </Form>
      </section>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
