import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Radio, RadioGroup } from "~/components/ui/controls";
import { Infobox } from "~/components/ui/infobox";
import { formatCredits, productFacts } from "~/lib/catalogue";
import { formatEuroCents } from "~/lib/format";
import type { StepPage } from "../editor-values";
import { useEditorRoutes } from "../form-stepper";
import { productStepSchema } from "../schema";
import { textOf } from "./form-fields";
import { JobAdPreview } from "./job-ad-preview";
import { StepForm, StepLayout, useLastResult } from "./step-layout";

type ProductInput = z.input<typeof productStepSchema>;

/** A job-ad product as the editor offers it; products are data (the catalogue). */
export interface ProductCard {
  id: number;
  name: string;
  shortDescription: string;
  runDays: number;
  priceCredits: number;
  priceCents: number;
  includedPushes: number;
  topPlacementDays: number;
}

/** "1 Credit", "2 Credits": the editor's summaries share the catalogue's wording. */
export const credits = formatCredits;

/** Step 4: the product, with the company's credit balance beside the prices and the QA rule for this ad. */
export function ProductStepForm({
  page,
  products,
  balance,
  qualityControl,
}: {
  page: StepPage;
  products: readonly ProductCard[];
  balance: number;
  qualityControl: string | null;
}) {
  const lastResult = useLastResult();
  const { audience } = useEditorRoutes();
  // Staff see the company's balance; buying at publication is the company's own way.
  const balanceText =
    audience === "staff"
      ? {
          title: `Guthaben des Unternehmens: ${credits(balance)}`,
          hint: "Reicht das Guthaben nicht, bestellen Sie vor der Veröffentlichung Credits für das Unternehmen.",
          over: ", mehr als das Guthaben des Unternehmens",
        }
      : {
          title: `Ihr Guthaben: ${credits(balance)}`,
          hint: "Reicht Ihr Guthaben nicht, können Sie das Produkt bei der Veröffentlichung kaufen.",
          over: ", mehr als Ihr Guthaben",
        };
  const [form, fields] = useForm({
    id: "job-ad-product",
    lastResult,
    defaultValue: page.defaultValue as DefaultValue<ProductInput>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productStepSchema }),
  });

  return (
    <StepLayout page={page} preview={<JobAdPreview model={page.preview} />}>
      <StepForm page={page} formProps={getFormProps(form)} formErrors={form.errors} value={form.value}>
        <Infobox tone="info" title={balanceText.title}>
          {balanceText.hint}
        </Infobox>
        {qualityControl ? <p className="text-slate-700">{qualityControl}.</p> : null}
        <RadioGroup
          key={fields.productId.key}
          label="Produkt"
          name={fields.productId.name}
          defaultValue={textOf(fields.productId.initialValue) || null}
          errorMessage={fields.productId.errors?.[0]}
          isRequired
        >
          {products.map((product) => (
            <div
              key={product.id}
              className="rounded-lg border border-slate-300 bg-white p-4 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <Radio
                value={String(product.id)}
                description={`${product.shortDescription} ${productFacts(product).join(" · ")}. Preis: ${credits(product.priceCredits)} (${formatEuroCents(product.priceCents)} netto)${product.priceCredits > balance ? balanceText.over : ""}.`}
              >
                <span className="font-semibold">{product.name}</span>
              </Radio>
            </div>
          ))}
        </RadioGroup>
      </StepForm>
    </StepLayout>
  );
}
