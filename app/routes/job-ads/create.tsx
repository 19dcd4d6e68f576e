import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/create";
import { Button } from "~/components/ui/button";
import { Infobox } from "~/components/ui/infobox";
import { formMessageOf } from "~/lib/form-reply";
import { createJobAdAction, loadCreatePage } from "~/features/job-ads/publishing.server";
import { STEP_LABELS } from "~/features/job-ads/labels";
import { FORM_STEPS } from "~/features/job-ads/form-steps";

export function loader({ context }: Route.LoaderArgs) {
  return loadCreatePage(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  return createJobAdAction(context, request);
}

export function meta(_: Route.MetaArgs) {
  return [{ title: "Neues Inserat schalten | Arbeitgeberportal" }];
}

export default function CreateJobAdRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const refusal = formMessageOf(actionData?.result);
  return (
    <section aria-labelledby="create-title" className="max-w-2xl">
      <h1 id="create-title" className="text-2xl font-bold text-brand-900">
        Neues Inserat schalten
      </h1>
      <p className="mt-4">In sechs Schritten zu Ihrem Inserat. Ihre Eingaben werden laufend als Entwurf gespeichert.</p>
      <ol className="mt-4 list-decimal space-y-1 pl-6">
        {FORM_STEPS.map((step) => (
          <li key={step}>{STEP_LABELS[step]}</li>
        ))}
      </ol>
      <p className="mt-4">Danach prüfen Sie alles in der Zusammenfassung und veröffentlichen das Inserat.</p>
      {refusal ? (
        <Infobox tone="error" className="mt-6">
          {refusal}
        </Infobox>
      ) : null}
      {loaderData.mayCreate ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="createKey" value={loaderData.createKey} />
          <Button type="submit" size="lg" isDisabled={navigation.state === "submitting"}>
            Neues Inserat anlegen
          </Button>
        </Form>
      ) : (
        <Infobox tone="info" className="mt-6">
          Ihr Unternehmen kann keine Inserate schalten. Bitte wenden Sie sich an Ihre Ansprechperson.
        </Infobox>
      )}
    </section>
  );
}
