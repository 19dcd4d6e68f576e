import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Notification } from "~/components/ui/notification";
import { Table, type TableColumn } from "~/components/ui/table";
import { requireCompanyUser } from "~/features/account/company-user.server";
import { pageNotFound } from "~/features/access/guards.server";
import { AccountError } from "~/features/account/components/account-error";
import { PageHeading, PAGE_TITLE_ID } from "~/features/account/components/page-heading";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "~/features/webhooks/event-types";
import {
  deleteEndpoint,
  deliveryLog,
  endpointOf,
  resendDelivery,
  setEndpointEnabled,
} from "~/features/webhooks/endpoints.server";
import { WEBHOOKS_PATH, webhookPath } from "~/features/webhooks/paths";
import { endpointActionSchema } from "~/features/webhooks/schema";
import { redirectWithFlash } from "~/lib/flash.server";
import { formatDateTime } from "~/lib/format";
import { formMessageOf } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { parseRowId } from "~/lib/row-id";
import type { Route } from "./+types/webhook";

export function meta() {
  return [{ title: "Webhook-Endpunkt | Einstellungen | Arbeitgeberportal" }];
}

const STATUS_LABELS = { pending: "Ausstehend", delivered: "Zugestellt", failed: "Fehlgeschlagen" } as const;

const eventLabel = (type: string) =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type) ? WEBHOOK_EVENT_LABELS[type as WebhookEventType] : type;

type Delivery = Route.ComponentProps["loaderData"]["deliveries"][number];

/** The delivery log's columns; "Erneut senden" waits while a form of the page is on its way. */
const deliveryColumns = (busy: boolean): TableColumn<Delivery>[] => [
  {
    key: "type",
    header: "Ereignis",
    isRowHeader: true,
    render: (delivery) => (
      <>
        {eventLabel(delivery.type)}
        <br />
        <code className="text-xs font-normal text-slate-700">{delivery.eventId}</code>
      </>
    ),
  },
  {
    key: "occurredAt",
    header: "Zeitpunkt",
    render: (delivery) => <span className="whitespace-nowrap">{formatDateTime(delivery.occurredAt)}</span>,
  },
  { key: "status", header: "Status", render: (delivery) => STATUS_LABELS[delivery.status] },
  { key: "attempts", header: "Versuche", align: "end" },
  {
    key: "lastResponse",
    header: "Letzte Antwort",
    render: (delivery) => (
      <>
        {delivery.lastStatusCode ?? (delivery.lastResponse ? "–" : "")}
        {delivery.lastResponse ? (
          <span className="block max-w-xs truncate text-xs text-slate-700" title={delivery.lastResponse}>
            {delivery.lastResponse}
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: "nextAttemptAt",
    header: "Nächster Versuch",
    render: (delivery) => (
      <span className="whitespace-nowrap">{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : "–"}</span>
    ),
  },
  {
    key: "resend",
    header: "Aktion",
    render: (delivery) => (
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="deliveryId" value={delivery.id} />
        <Button type="submit" variant="secondary" size="sm" isDisabled={busy}>
          Erneut senden
        </Button>
      </Form>
    ),
  },
];

/**
 * `/p/account/settings/webhooks/{endpointId}` (decision 077): the endpoint's signing secret, its
 * switch, its deletion (after a confirmation) and its delivery log with "erneut senden". Another
 * company's endpoint is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, company } = requireCompanyUser(context, { right: "webhooks" });
  const id = parseRowId(params.endpointId);
  if (id === null) pageNotFound(request, context);
  const endpoint = await endpointOf(db, company.id, id);
  if (!endpoint) pageNotFound(request, context);
  return { endpoint, deliveries: await deliveryLog(db, endpoint.id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, company } = requireCompanyUser(context, { right: "webhooks" });
  const id = parseRowId(params.endpointId);
  if (id === null) pageNotFound(request, context);
  const submission = parseForm(await request.formData(), endpointActionSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const value = submission.value;
  const gone = () => refuseForm(submission, { formErrors: ["Diesen Endpunkt gibt es nicht mehr."], status: 404 });
  if (value.intent === "delete") {
    if (!(await deleteEndpoint(db, company.id, id))) return gone();
    throw await redirectWithFlash(context, WEBHOOKS_PATH, { tone: "success", text: "Der Endpunkt wurde gelöscht." });
  }
  if (value.intent === "resend") {
    if (!(await resendDelivery(db, company.id, id, value.deliveryId, new Date()))) {
      return refuseForm(submission, { formErrors: ["Diese Zustellung gibt es nicht."], status: 404 });
    }
    throw await redirectWithFlash(context, webhookPath(id), {
      tone: "success",
      text: "Das Ereignis wird erneut gesendet.",
    });
  }
  if (!(await setEndpointEnabled(db, company.id, id, value.intent === "enable"))) return gone();
  throw await redirectWithFlash(context, webhookPath(id), {
    tone: "success",
    text: value.intent === "enable" ? "Der Endpunkt ist wieder aktiv." : "Der Endpunkt ist deaktiviert.",
  });
}

export default function WebhookRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { endpoint, deliveries } = loaderData;
  const [search] = useSearchParams();
  const confirmingDelete = search.has("loeschen");
  const busy = useNavigation().state === "submitting";
  const refusal = formMessageOf(actionData?.result);
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-8">
      <p>
        <Link to={WEBHOOKS_PATH} className="text-brand-700 underline">
          ← Webhooks
        </Link>
      </p>
      <PageHeading title="Webhook-Endpunkt">
        <p className="break-all">{endpoint.url}</p>
        {endpoint.description ? <p>{endpoint.description}</p> : null}
      </PageHeading>
      {refusal ? <Notification tone="error" title={refusal} /> : null}

      <dl className="grid max-w-3xl gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-slate-900">Status</dt>
        <dd>{endpoint.enabled ? "Aktiv" : "Deaktiviert: Es wird nichts gesendet."}</dd>
        <dt className="font-medium text-slate-900">Ereignisse</dt>
        <dd>
          <ul>
            {endpoint.events.map((type) => (
              <li key={type}>
                {eventLabel(type)} (<code>{type}</code>)
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-medium text-slate-900" id="webhook-secret">
          Signaturschlüssel
        </dt>
        <dd>
          <code aria-labelledby="webhook-secret" className="block rounded bg-slate-100 p-2 break-all text-slate-900">
            {endpoint.secret}
          </code>
          <p className="mt-1 text-sm text-slate-700">
            Jede Nachricht trägt die Header <code>webhook-id</code>, <code>webhook-timestamp</code> und{" "}
            <code>webhook-signature</code> nach Standard Webhooks; prüfen Sie die Signatur mit diesem Schlüssel.
          </p>
        </dd>
      </dl>

      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value={endpoint.enabled ? "disable" : "enable"} />
          <Button type="submit" variant="secondary" isDisabled={busy}>
            {endpoint.enabled ? "Deaktivieren" : "Aktivieren"}
          </Button>
        </Form>
        {confirmingDelete ? null : (
          <Link to="?loeschen" className={buttonClassName("danger-outline")}>
            Endpunkt löschen …
          </Link>
        )}
      </div>
      {confirmingDelete ? (
        <section
          aria-labelledby="delete-confirm"
          className="max-w-2xl space-y-3 rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <h2 id="delete-confirm" className="font-semibold text-slate-900">
            Endpunkt wirklich löschen?
          </h2>
          <p>
            Das Protokoll seiner Zustellungen wird mitgelöscht; noch ausstehende Ereignisse werden nicht mehr gesendet.
          </p>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="danger" isDisabled={busy}>
                Endgültig löschen
              </Button>
            </Form>
            <Link to={webhookPath(endpoint.id)} className={buttonClassName("secondary")}>
              Abbrechen
            </Link>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="delivery-log" className="space-y-3">
        <h2 id="delivery-log" className="text-lg font-semibold text-slate-900">
          Zustellungen
        </h2>
        {deliveries.length === 0 ? (
          <p>Noch keine Ereignisse für diesen Endpunkt.</p>
        ) : (
          <Table
            caption="Die letzten 50 Zustellungen, die neueste zuerst"
            isCaptionHidden
            rows={deliveries}
            getRowKey={(delivery) => delivery.id}
            columns={deliveryColumns(busy)}
          />
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccountError error={error} />;
}
