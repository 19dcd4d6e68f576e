import { useRef, useState, type FormEvent } from "react";
import { Form, useSubmit } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { Button } from "~/components/ui/button";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { Link } from "~/components/ui/link";
import { Notification } from "~/components/ui/notification";
import { WholeNumberField } from "~/components/ui/number-field";
import { Select } from "~/components/ui/select";
import { Table } from "~/components/ui/table";
import { TextAreaField } from "~/components/ui/text-field";
import { formatEuroCents, formatInteger } from "~/lib/format";
import { fieldErrorsOf, type FormResult } from "~/lib/form-reply";
import { OrderConfirmation } from "~/features/billing/components/order-confirmation";
import { ORDER_MAX_QUANTITY, ORDER_NOTE_MAX_LENGTH, staffOrderFormSchema, type StaffOrderField } from "./order-schema";
import { companyJobsPath } from "../service-entry";

export interface OrderProductView {
  id: number;
  name: string;
  runDays: number | null;
  credits: number;
  priceCents: number;
}

export interface OrderCompanyView {
  id: number;
  fullName: string;
  creditBalance: number;
}

export interface OrderSuccessView {
  invoiceNumber: string;
  creditsAdded: number;
  creditBalance: number;
}

export function creditsText(n: number): string {
  return `${formatInteger(n)} ${n === 1 ? "Credit" : "Credits"}`;
}

/** Who the order is for and what the company holds now. */
export function OrderCompanyHeader({ company }: { company: OrderCompanyView }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        <Link to="/p/internal/companies">Unternehmen</Link> /{" "}
        <Link to={companyJobsPath(company.id)}>{company.fullName}</Link> / Bestellung
      </p>
      <h1 id="order-title" className="text-2xl font-bold text-brand-900">
        {`Produkte bestellen für ${company.fullName}`}
      </h1>
      <dl className="grid w-fit grid-cols-[auto_auto] gap-x-6 gap-y-1">
        <dt className="text-slate-700">Unternehmensnummer</dt>
        <dd className="font-medium tabular-nums">{company.id}</dd>
        <dt className="text-slate-700">Aktuelles Guthaben</dt>
        <dd className="font-medium tabular-nums" data-testid="order-credit-balance">
          {creditsText(company.creditBalance)}
        </dd>
      </dl>
    </div>
  );
}

/** The job-ad products of the catalogue with run time, credits and net price. */
export function OrderProductTable({ products }: { products: readonly OrderProductView[] }) {
  return (
    <Table<OrderProductView>
      caption="Bestellbare Inseratsprodukte"
      columns={[
        { key: "name", header: "Produkt", isRowHeader: true },
        {
          key: "runDays",
          header: "Laufzeit",
          align: "end",
          render: (product) => (product.runDays === null ? "–" : `${formatInteger(product.runDays)} Tage`),
        },
        { key: "credits", header: "Credits je Stück", align: "end", render: (product) => creditsText(product.credits) },
        {
          key: "priceCents",
          header: "Preis netto",
          align: "end",
          render: (product) => formatEuroCents(product.priceCents),
        },
      ]}
      rows={products}
      getRowKey={(product) => product.id}
      emptyState="Derzeit sind keine Inseratsprodukte bestellbar."
    />
  );
}

interface PendingOrder {
  formData: FormData;
  product: OrderProductView;
  quantity: number;
  note: string | undefined;
}

export interface OrderFormProps {
  company: OrderCompanyView;
  products: readonly OrderProductView[];
  vatRatePercent: number;
  /** The action's reply to the last submission (its refusal, or the placed order's). */
  result: FormResult | undefined;
  submitting: boolean;
}

type OrderFieldErrors = Partial<Record<StaffOrderField, string>>;

/** The first message of each of the order's fields in a reply. */
function orderFieldErrorsOf(result: FormResult | undefined): OrderFieldErrors {
  const errors = fieldErrorsOf(result);
  const fields: OrderFieldErrors = {};
  for (const field of ["productId", "quantity", "note"] as const) {
    if (errors[field] !== undefined) fields[field] = errors[field];
  }
  return fields;
}

/**
 * Product, quantity (1 = one ad's credits, more = an ad contingent) and an internal note, then a
 * confirmation with net, VAT and gross before the order is placed. Without JavaScript the form is
 * sent straight away; the server checks it either way.
 */
export function OrderForm({ company, products, vatRatePercent, result, submitting }: OrderFormProps) {
  const submit = useSubmit();
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [clientErrors, setClientErrors] = useState<OrderFieldErrors | null>(null);
  const errors = clientErrors ?? orderFieldErrorsOf(result);
  const refusal = fieldErrorsOf(result)[""];
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, result);

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const submission = parseWithZod(formData, { schema: staffOrderFormSchema, disableAutoCoercion: true });
    if (submission.status !== "success") {
      setClientErrors(orderFieldErrorsOf(submission.reply()));
      return;
    }
    const order = submission.value;
    const product = products.find((candidate) => candidate.id === order.productId);
    if (!product) {
      setClientErrors({ productId: "Bitte wählen Sie ein Produkt aus." });
      return;
    }
    setClientErrors({});
    setPending({ formData, product, quantity: order.quantity, note: order.note });
  }

  function confirm() {
    if (!pending) return;
    submit(pending.formData, { method: "post" });
    setPending(null);
    // From now on the server's answer to this submission is what the form shows.
    setClientErrors(null);
  }

  const netCents = pending ? pending.product.priceCents * pending.quantity : 0;
  const credits = pending ? pending.product.credits * pending.quantity : 0;

  return (
    <section aria-labelledby="order-form-title" className="flex flex-col gap-4">
      <h2 id="order-form-title" className="text-lg font-semibold text-slate-900">
        Bestellung
      </h2>
      <div aria-live="polite" className="empty:hidden">
        {refusal && clientErrors === null ? <Notification tone="error" title={refusal} /> : null}
      </div>
      <Form ref={formRef} method="post" onSubmit={review} noValidate className="flex max-w-2xl flex-col gap-4">
        <Select
          label="Produkt"
          name="productId"
          isRequired
          defaultValue={products[0] ? String(products[0].id) : null}
          errorMessage={errors.productId}
          options={products.map((product) => ({
            id: String(product.id),
            label: product.name,
            description: `${creditsText(product.credits)} je Stück, ${formatEuroCents(product.priceCents)} netto`,
          }))}
        />
        <div className="w-64">
          <WholeNumberField
            label={`Menge (1–${ORDER_MAX_QUANTITY})`}
            description="Ab 2 Stück wird es ein Inseratskontingent."
            name="quantity"
            defaultValue="1"
            isRequired
            errorMessage={errors.quantity}
          />
        </div>
        <TextAreaField
          label="Interne Notiz oder Bestellreferenz"
          description="Optional; erscheint im Audit-Log der Bestellung."
          name="note"
          rows={3}
          maxLength={ORDER_NOTE_MAX_LENGTH}
          errorMessage={errors.note}
        />
        <div>
          <Button type="submit" isPending={submitting} pendingLabel="Bestellung wird gesendet">
            Bestellung prüfen
          </Button>
        </div>
      </Form>
      <OrderConfirmation
        isOpen={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        confirmLabel="Zahlungspflichtig bestellen"
        netCents={netCents}
        vatRatePercent={vatRatePercent}
        summary={
          pending ? (
            <>
              Für {company.fullName}: {formatInteger(pending.quantity)} × {pending.product.name}
              {pending.quantity > 1 ? " (Inseratskontingent)" : ""}, zusammen {creditsText(credits)}.
            </>
          ) : null
        }
        extraRows={[["Guthaben danach", creditsText(company.creditBalance + credits)]]}
      >
        {pending?.note ? <p className="text-sm text-slate-700">Notiz: {pending.note}</p> : null}
        <p className="text-sm text-slate-700">
          Das Unternehmen erhält eine Rechnung; die Credits sind sofort verfügbar.
        </p>
      </OrderConfirmation>
    </section>
  );
}

/** The placed order: invoice number, credits added and the new balance. */
export function OrderSuccess({ result, companyId }: { result: OrderSuccessView; companyId: number }) {
  return (
    <div className="flex flex-col gap-3">
      <Notification
        tone="success"
        title="Die Bestellung wurde ausgeführt."
        description={
          <dl className="mt-1 grid w-fit grid-cols-[auto_auto] gap-x-6 gap-y-0.5">
            <dt>Rechnungsnummer</dt>
            <dd className="font-semibold tabular-nums" data-testid="order-invoice-number">
              {result.invoiceNumber}
            </dd>
            <dt>Gutgeschrieben</dt>
            <dd className="font-semibold tabular-nums">{creditsText(result.creditsAdded)}</dd>
            <dt>Neues Guthaben</dt>
            <dd className="font-semibold tabular-nums" data-testid="order-new-balance">
              {creditsText(result.creditBalance)}
            </dd>
          </dl>
        }
      />
      <Link to={companyJobsPath(companyId)} variant="standalone">
        Zurück zu den Inseraten des Unternehmens
      </Link>
    </div>
  );
}
