import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { Infobox } from "~/components/ui/infobox";
import { Link } from "~/components/ui/link";
import { TextAreaField } from "~/components/ui/text-field";
import { formatDateTime } from "~/lib/format";
import { fieldErrorsOf, type FormResult } from "~/lib/form-reply";
import type { PageStatus } from "../employer-page.server";
import { pageStateText } from "./page-state";

/**
 * The employer page on the company's page of the internal panel: its state, a link to it, and
 * for staff with `adLock` taking it offline with a reason (which the company reads) and back.
 */
export function StaffPagePanel({
  page,
  canTakeOffline,
  result,
  reply,
}: {
  page: PageStatus;
  canTakeOffline: boolean;
  result: { ok: boolean; message: string } | undefined;
  /** The action's reply to this panel's forms: a refused reason is shown at its field. */
  reply?: FormResult | undefined;
}) {
  const navigation = useNavigation();
  const sectionRef = useRef<HTMLElement>(null);
  useFocusFirstInvalid(sectionRef, reply);
  const busy = navigation.state === "submitting";
  const product = page.products.plus ? "Unternehmensseite Plus" : page.products.page ? "Unternehmensseite" : null;
  return (
    <section ref={sectionRef} aria-labelledby="employer-page-title" className="flex flex-col gap-4">
      <h2 id="employer-page-title" className="text-xl font-bold text-brand-900">
        Unternehmensseite
      </h2>
      {result ? (
        <Infobox tone={result.ok ? "success" : "error"}>
          <p>{result.message}</p>
        </Infobox>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Produkt</dt>
        <dd>{product ?? "Nicht im Vertrag"}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{pageStateText(page)}</dd>
        {page.offline ? (
          <>
            <dt className="font-semibold">Offline genommen</dt>
            <dd>
              {formatDateTime(page.offline.at)}
              {page.offline.by ? ` von ${page.offline.by}` : ""}. Begründung: {page.offline.reason}
            </dd>
          </>
        ) : null}
        {page.offline?.reviewRequest ? (
          <>
            <dt className="font-semibold">Erneute Prüfung erbeten</dt>
            <dd>
              {formatDateTime(page.offline.reviewRequest.at)}
              {page.offline.reviewRequest.note ? `: „${page.offline.reviewRequest.note}“` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      {page.publicPath ? (
        <p>
          <Link to={page.publicPath} external>
            Öffentliche Unternehmensseite ansehen
          </Link>{" "}
          <span className="text-sm text-slate-700">
            (außerhalb des internen Bereichs: beendet Ihre Sitzung als Mitarbeiter:in)
          </span>
        </p>
      ) : null}
      {canTakeOffline && page.state === "published" ? (
        <Form method="post" className="flex max-w-xl flex-col gap-3">
          <TextAreaField
            label="Begründung für das Unternehmen"
            name="reason"
            description="Das Unternehmen sieht diese Begründung in seinem Editor."
            rows={3}
            isRequired
            errorMessage={fieldErrorsOf(reply).reason}
          />
          <div>
            <Button type="submit" name="intent" value="employer-page-offline" variant="secondary" isDisabled={busy}>
              Unternehmensseite offline nehmen
            </Button>
          </div>
        </Form>
      ) : null}
      {canTakeOffline && page.state === "offline" ? (
        <Form method="post">
          <Button type="submit" name="intent" value="employer-page-online" variant="secondary" isDisabled={busy}>
            Unternehmensseite wieder freigeben
          </Button>
        </Form>
      ) : null}
      {canTakeOffline && page.offline?.reviewRequest ? (
        <Form method="post" className="flex max-w-xl flex-col gap-3">
          <TextAreaField
            label="Begründung, warum die Seite offline bleibt"
            name="reason"
            description="Das Unternehmen erhält diese Begründung per E-Mail und sieht sie in seinem Editor."
            rows={3}
            isRequired
            errorMessage={fieldErrorsOf(reply).reason}
          />
          <div>
            <Button
              type="submit"
              name="intent"
              value="employer-page-keep-offline"
              variant="secondary"
              isDisabled={busy}
            >
              Offline lassen
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
