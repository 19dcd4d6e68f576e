import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Notification } from "~/components/ui/notification";
import { Select } from "~/components/ui/select";
import { TextField } from "~/components/ui/text-field";
import type { CompanyDetails } from "~/features/companies/companies.server";
import { BUNDESLAENDER, companySchema } from "../schema";

export interface CompanyFormResult {
  result: SubmissionResult<string[]>;
  saved: boolean;
}

/** The company's master data; the same schema checks it here and in the action. */
export function CompanyForm({ company, actionData }: { company: CompanyDetails; actionData?: CompanyFormResult }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { ...company, uidNumber: company.uidNumber ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: companySchema }),
  });
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-5">
      <div aria-live="polite" className="empty:hidden">
        {actionData?.saved && navigation.state === "idle" ? (
          <Notification tone="success" title="Ihre Firmendaten wurden gespeichert." />
        ) : null}
      </div>
      {actionData && !actionData.saved ? (
        <Notification
          tone="error"
          title="Die Firmendaten wurden nicht gespeichert."
          description="Bitte korrigieren Sie die markierten Angaben."
        />
      ) : null}
      <TextField
        key={fields.fullName.key}
        label="Firmenname"
        name={fields.fullName.name}
        defaultValue={fields.fullName.initialValue}
        errorMessage={fields.fullName.errors?.[0]}
        autoComplete="organization"
        maxLength={200}
        isRequired
      />
      <TextField
        key={fields.street.key}
        label="Straße und Hausnummer"
        name={fields.street.name}
        defaultValue={fields.street.initialValue}
        errorMessage={fields.street.errors?.[0]}
        autoComplete="street-address"
        maxLength={200}
        isRequired
      />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <TextField
          key={fields.postcode.key}
          label="Postleitzahl"
          name={fields.postcode.name}
          defaultValue={fields.postcode.initialValue}
          errorMessage={fields.postcode.errors?.[0]}
          autoComplete="postal-code"
          maxLength={4}
          isRequired
        />
        <TextField
          key={fields.city.key}
          label="Ort"
          name={fields.city.name}
          defaultValue={fields.city.initialValue}
          errorMessage={fields.city.errors?.[0]}
          autoComplete="address-level2"
          maxLength={100}
          isRequired
        />
      </div>
      <Select
        key={fields.state.key}
        label="Bundesland"
        name={fields.state.name}
        defaultValue={fields.state.initialValue ?? null}
        errorMessage={fields.state.errors?.[0]}
        options={BUNDESLAENDER.map((state) => ({ id: state, label: state }))}
        isRequired
      />
      <TextField
        key={fields.uidNumber.key}
        label="UID-Nummer"
        description="Umsatzsteuer-Identifikationsnummer, z. B. ATU12345678. Sie steht auf Ihren künftigen Rechnungen."
        name={fields.uidNumber.name}
        defaultValue={fields.uidNumber.initialValue}
        errorMessage={fields.uidNumber.errors?.[0]}
        maxLength={20}
      />
      <Button type="submit" isPending={saving} pendingLabel="Wird gespeichert">
        Firmendaten speichern
      </Button>
    </Form>
  );
}
