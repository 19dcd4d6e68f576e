import { useEffect, useId, useRef } from "react";
import { flushSync } from "react-dom";
import { getFormProps, useForm, useInputControl, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Checkbox, Radio, RadioGroup, Switch } from "~/components/ui/controls";
import { ErrorText } from "~/components/ui/field";
import { Infobox } from "~/components/ui/infobox";
import { DecimalField } from "~/components/ui/number-field";
import { TextAreaField, TextField } from "~/components/ui/text-field";
import { normalizeDecimalInput, parseDecimalInput } from "~/lib/number-input";
import { decimalTextFromCents, type StepPage } from "../editor-values";
import { withDataValues } from "../preview-model";
import { salaryConfirmationKey, salaryDoubt } from "../salary-plausibility";
import {
  BUNDESLAENDER,
  dataStepEditorSchema,
  EMPLOYMENT_TYPES,
  genderNeutralTitleWarning,
  isSalaryExempt,
  JOB_FIELDS,
  JOB_LEVELS,
  REMOTE_OPTIONS,
  SALARY_PERIODS,
} from "../schema";
import { DateField, FormSelect, listOf, optionsOf, textOf, valuesOf, type FieldMeta } from "./form-fields";
import { JobAdPreview } from "./job-ad-preview";
import { StepForm, StepLayout, useLastResult } from "./step-layout";

type DataInput = z.input<typeof dataStepEditorSchema>;

const STATE_OPTIONS = BUNDESLAENDER.map((state) => ({ id: state, label: state }));

/** Why no salary needs to be stated, or null when GlBG § 9 (2) asks for one. */
export function salaryExemptionReason(employmentTypes: readonly string[], jobLevel: string): string | null {
  if (!isSalaryExempt(employmentTypes, jobLevel)) return null;
  return jobLevel === "vorstand"
    ? "Für Geschäftsführung und Vorstand schreibt das Gleichbehandlungsgesetz keine Gehaltsangabe vor. Sie können trotzdem eine machen."
    : "Freie Dienstverträge sind keine Arbeitsverhältnisse: Das Gleichbehandlungsgesetz schreibt hier keine Gehaltsangabe vor. Sie können trotzdem eine machen.";
}

function LocationFields({
  meta,
  index,
  onRemove,
}: {
  meta: { getFieldset: () => { city: FieldMeta; postcode: FieldMeta; state: FieldMeta } };
  index: number;
  onRemove: (() => void) | null;
}) {
  const location = meta.getFieldset();
  const legend = `Arbeitsort ${index + 1}`;
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-300 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)]">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <TextField
        key={location.city.key}
        label="Ort"
        name={location.city.name}
        defaultValue={textOf(location.city.initialValue)}
        errorMessage={location.city.errors?.[0]}
        autoComplete="address-level2"
        maxLength={80}
        isRequired
      />
      <TextField
        key={location.postcode.key}
        label="PLZ"
        name={location.postcode.name}
        defaultValue={textOf(location.postcode.initialValue)}
        errorMessage={location.postcode.errors?.[0]}
        autoComplete="postal-code"
        maxLength={4}
        isRequired
      />
      <FormSelect meta={location.state} label="Bundesland" options={STATE_OPTIONS} isRequired />
      {onRemove ? (
        <div className="sm:col-span-3">
          <Button variant="ghost" size="sm" onPress={onRemove}>
            {legend} entfernen
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

const euro = new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });

/**
 * The answers to "Meinten Sie € 3.200,00?" under an implausible amount (decision 015): take the
 * suggestion with one click, or confirm the amount as typed (kept in a hidden field the schema
 * reads, bound to amount and period). Shown while the field's error is the question.
 */
function SalaryDoubt({
  label,
  meta,
  confirmation,
  values,
  onAccept,
  onConfirm,
}: {
  label: string;
  meta: FieldMeta;
  confirmation: FieldMeta;
  values: Record<string, unknown>;
  /** Puts the suggested amount in the field and checks the field again. */
  onAccept: (text: string) => void;
  /** Checks the field again once the confirmation is in the form. */
  onConfirm: () => void;
}) {
  const control = useInputControl({
    key: confirmation.key,
    name: confirmation.name,
    formId: confirmation.formId,
    initialValue: textOf(confirmation.initialValue) || undefined,
  });
  const amount = parseDecimalInput(textOf(values[meta.name]));
  const period = textOf(values.salaryPeriod);
  if (amount === null || !meta.errors) return null;
  const cents = Math.round(amount * 100);
  const key = salaryConfirmationKey(cents, period);
  const doubt = salaryDoubt(cents, {
    period,
    employmentTypes: listOf(values.employmentTypes),
    weeklyHours: parseDecimalInput(textOf(values.weeklyHours)),
  });
  if (!doubt || textOf(control.value) === key) return null;
  const suggestion = doubt.suggestionCents;
  return (
    <div role="group" aria-label={`${label} prüfen`} className="flex flex-wrap gap-3">
      {suggestion === null ? null : (
        <Button
          variant="secondary"
          size="sm"
          onPress={() => onAccept(normalizeDecimalInput(decimalTextFromCents(suggestion)))}
        >
          {euro.format(suggestion / 100)} übernehmen
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        onPress={() => {
          flushSync(() => control.change(key));
          onConfirm();
        }}
      >
        {euro.format(cents / 100)} ist richtig
      </Button>
    </div>
  );
}

/** Step 1: title, places of work, employment, start, Chiffre and the salary statement. */
export function DataStepForm({ page }: { page: StepPage }) {
  const lastResult = useLastResult();
  const employmentErrorId = useId();
  const locationsErrorId = useId();
  const [form, fields] = useForm({
    id: "job-ad-data",
    lastResult,
    defaultValue: page.defaultValue as DefaultValue<DataInput>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: dataStepEditorSchema }),
  });
  const values = valuesOf(form.value);
  const title = textOf(values.title).trim();
  const titleWarning = title ? genderNeutralTitleWarning(title) : null;
  const exemption = salaryExemptionReason(listOf(values.employmentTypes), textOf(values.jobLevel));
  const locations = fields.locations.getFieldList();
  const locationsRef = useRef<HTMLFieldSetElement>(null);
  // Where focus goes once a removed place of work has left the page (its button went with it).
  const focusLocationRef = useRef<number | null>(null);
  useEffect(() => {
    const index = focusLocationRef.current;
    if (index === null) return;
    focusLocationRef.current = null;
    locationsRef.current?.querySelectorAll(":scope > fieldset")[index]?.querySelector("input")?.focus();
  }, [locations.length]);
  const employmentTypes = listOf(fields.employmentTypes.initialValue);

  /** Puts the suggested amount in the field, then checks it again (after the field shows it). */
  function acceptSalary(name: string, text: string) {
    flushSync(() => form.update({ name, value: text }));
    form.validate({ name });
  }

  return (
    <StepLayout page={page} preview={<JobAdPreview model={withDataValues(page.preview, values)} />}>
      <StepForm page={page} formProps={getFormProps(form)} formErrors={form.errors} value={form.value}>
        <TextField
          key={fields.title.key}
          label="Stellentitel"
          name={fields.title.name}
          defaultValue={textOf(fields.title.initialValue)}
          description={titleWarning ?? "Zum Beispiel „Buchhalter:in (m/w/d)“."}
          errorMessage={fields.title.errors?.[0]}
          maxLength={120}
          showCharacterCount
          isRequired
        />

        <fieldset
          ref={locationsRef}
          className="flex flex-col gap-4"
          aria-describedby={fields.locations.errors ? locationsErrorId : undefined}
          data-invalid={fields.locations.errors ? true : undefined}
        >
          <legend className="mb-2 text-base font-semibold">Arbeitsorte</legend>
          {locations.map((location, index) => (
            <LocationFields
              key={location.key}
              meta={location}
              index={index}
              onRemove={
                locations.length > 1
                  ? () => {
                      form.remove({ name: fields.locations.name, index });
                      // The place that took the removed one's position, or the one before the last.
                      focusLocationRef.current = Math.min(index, locations.length - 2);
                    }
                  : null
              }
            />
          ))}
          <div>
            <Button
              variant="secondary"
              isDisabled={locations.length >= 10}
              onPress={() => form.insert({ name: fields.locations.name })}
            >
              Weiteren Arbeitsort hinzufügen
            </Button>
          </div>
          {fields.locations.errors ? (
            <div role="alert">
              <ErrorText id={locationsErrorId}>{fields.locations.errors[0]}</ErrorText>
            </div>
          ) : null}
        </fieldset>

        <RadioGroup
          key={fields.remote.key}
          label="Homeoffice"
          name={fields.remote.name}
          defaultValue={textOf(fields.remote.initialValue) || "none"}
          errorMessage={fields.remote.errors?.[0]}
          orientation="horizontal"
          isRequired
        >
          {Object.entries(REMOTE_OPTIONS).map(([id, label]) => (
            <Radio key={id} value={id}>
              {label}
            </Radio>
          ))}
        </RadioGroup>

        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={fields.employmentTypes.errors ? employmentErrorId : undefined}
          data-invalid={fields.employmentTypes.errors ? true : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-slate-900">
            Beschäftigungsausmaß
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {Object.entries(EMPLOYMENT_TYPES).map(([id, label]) => (
              <Checkbox
                key={`${fields.employmentTypes.key ?? ""}-${id}`}
                name={fields.employmentTypes.name}
                value={id}
                defaultSelected={employmentTypes.includes(id)}
              >
                {label}
              </Checkbox>
            ))}
          </div>
          {fields.employmentTypes.errors ? (
            <div role="alert">
              <ErrorText id={employmentErrorId}>{fields.employmentTypes.errors[0]}</ErrorText>
            </div>
          ) : null}
        </fieldset>

        <div className="grid gap-6 sm:grid-cols-2">
          <DecimalField
            key={fields.weeklyHours.key}
            label="Wochenstunden"
            name={fields.weeklyHours.name}
            defaultValue={textOf(fields.weeklyHours.initialValue)}
            description="Zum Beispiel 38,5."
            unit="Std."
            errorMessage={fields.weeklyHours.errors?.[0]}
          />
          <DateField meta={fields.startDate} label="Beginn" description="Leer lassen für „ab sofort“." />
          <FormSelect meta={fields.jobLevel} label="Karrierestufe" options={optionsOf(JOB_LEVELS)} isRequired />
          <FormSelect meta={fields.jobField} label="Berufsfeld" options={optionsOf(JOB_FIELDS)} isRequired />
        </div>

        <Switch
          key={fields.anonymous.key}
          name={fields.anonymous.name}
          defaultSelected={fields.anonymous.initialValue === "on"}
          description="Das Inserat nennt weder Ihr Unternehmen noch Logo und Ansprechperson."
        >
          Chiffre-Inserat
        </Switch>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">Gehalt</legend>
          {exemption ? (
            <Infobox tone="info" title="Gehaltsangabe freiwillig">
              {exemption}
            </Infobox>
          ) : (
            <p className="text-sm text-slate-700">
              Pflichtangabe nach dem Gleichbehandlungsgesetz (§ 9 Abs. 2): das Mindestentgelt laut Kollektivvertrag oder
              Vereinbarung und ob Sie bereit sind, mehr zu zahlen.
            </p>
          )}
          <div className="grid gap-6 sm:grid-cols-3">
            <DecimalField
              key={fields.salaryMin.key}
              label="Mindestgehalt (brutto)"
              name={fields.salaryMin.name}
              defaultValue={textOf(fields.salaryMin.initialValue)}
              unit="€"
              errorMessage={fields.salaryMin.errors?.[0]}
              isRequired={!exemption}
            />
            <DecimalField
              key={fields.salaryMax.key}
              label="Höchstgehalt (brutto)"
              name={fields.salaryMax.name}
              defaultValue={textOf(fields.salaryMax.initialValue)}
              unit="€"
              errorMessage={fields.salaryMax.errors?.[0]}
            />
            <FormSelect
              meta={fields.salaryPeriod}
              label="Zeitraum"
              options={optionsOf(SALARY_PERIODS)}
              isRequired={!exemption}
            />
          </div>
          <SalaryDoubt
            label="Mindestgehalt"
            meta={fields.salaryMin}
            confirmation={fields.salaryMinConfirmed}
            values={values}
            onAccept={(text) => acceptSalary(fields.salaryMin.name, text)}
            onConfirm={() => form.validate({ name: fields.salaryMin.name })}
          />
          <SalaryDoubt
            label="Höchstgehalt"
            meta={fields.salaryMax}
            confirmation={fields.salaryMaxConfirmed}
            values={values}
            onAccept={(text) => acceptSalary(fields.salaryMax.name, text)}
            onConfirm={() => form.validate({ name: fields.salaryMax.name })}
          />
          <Checkbox
            key={fields.salaryOverpay.key}
            name={fields.salaryOverpay.name}
            defaultSelected={fields.salaryOverpay.initialValue === "on"}
          >
            Überzahlung möglich
          </Checkbox>
          <TextAreaField
            key={fields.salaryText.key}
            label="Weitere Angaben zum Gehalt"
            name={fields.salaryText.name}
            defaultValue={textOf(fields.salaryText.initialValue)}
            description="Zum Beispiel Zulagen, Prämien oder Sachbezüge."
            errorMessage={fields.salaryText.errors?.[0]}
            maxLength={500}
            rows={3}
          />
        </fieldset>
      </StepForm>
    </StepLayout>
  );
}
