import { useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useFocusFirstInvalid } from "~/components/ui/focus-invalid";
import { Group } from "~/components/ui/group";
import { Link } from "~/components/ui/link";
import { Notification } from "~/components/ui/notification";
import { WholeNumberField } from "~/components/ui/number-field";
import { Pill } from "~/components/ui/pill";
import { Select } from "~/components/ui/select";
import { Table } from "~/components/ui/table";
import { parseWithZod } from "@conform-to/zod/v4";
import { formatDate, formatEuroCents } from "~/lib/format";
import { fieldErrorsOf, type FormResult } from "~/lib/form-reply";
import { formatWholeNumber } from "~/lib/number-format";
import { OrderConfirmation } from "~/features/billing/components/order-confirmation";
import type { CreditLotView, LedgerRowView, PurchaseOption } from "../credits.server";
import { creditsLabel, LEDGER_KIND_LABELS } from "../labels";
import { formatSignedCredits } from "../ledger";
import { invoicePdfPath, jobAdSummaryPath } from "../paths";
import { MAX_PURCHASE_QUANTITY, purchaseSchema } from "../schema";

export interface PurchaseResult {
  result: FormResult;
  order?: { invoiceNumber: string; credits: number };
}

interface PendingPurchase {
  formData: FormData;
  option: PurchaseOption;
  quantity: number;
}

/**
 * Buying credits: product and number of packs, then a confirmation with the price before the
 * order is placed. Without JavaScript the form is sent straight away (the server checks it).
 */
export function CreditPurchase({ options, vatRatePercent }: { options: PurchaseOption[]; vatRatePercent: number }) {
  const fetcher = useFetcher<PurchaseResult>();
  const [pending, setPending] = useState<PendingPurchase | null>(null);
  // The browser's check of the last review; the server's reply once the order was sent.
  const [checked, setChecked] = useState<FormResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = fetcher.state !== "idle";
  const order = fetcher.data?.order;
  const errors = fieldErrorsOf(checked ?? fetcher.data?.result);
  useFocusFirstInvalid(formRef, checked ?? fetcher.data?.result);

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const submission = parseWithZod(formData, { schema: purchaseSchema, disableAutoCoercion: true });
    const option =
      submission.status === "success" ? options.find((o) => o.id === submission.value.productId) : undefined;
    if (submission.status !== "success" || !option) {
      setChecked(
        submission.status === "success"
          ? submission.reply({ fieldErrors: { productId: ["Bitte wählen Sie ein Produkt."] } })
          : submission.reply(),
      );
      return;
    }
    setChecked(null);
    setPending({ formData, option, quantity: submission.value.quantity });
  }

  function confirm() {
    if (!pending) return;
    fetcher.submit(pending.formData, { method: "post" });
    setPending(null);
  }

  const netCents = pending ? pending.option.netCents * pending.quantity : 0;

  return (
    <Group
      title="Guthaben kaufen"
      headingLevel={2}
      description="Jedes gekaufte Produkt bringt die Credits für ein Inserat dieses Produkts in Ihr Guthaben. Gekaufte Credits sind ein Jahr gültig."
    >
      <div aria-live="polite" className="mb-4 empty:hidden">
        {order && !checked ? (
          <Notification
            tone="success"
            title="Vielen Dank für Ihre Bestellung."
            description={`${creditsLabel(order.credits)} ${order.credits === 1 ? "wurde" : "wurden"} Ihrem Guthaben gutgeschrieben. Ihre Rechnung hat die Nummer ${order.invoiceNumber}.`}
          />
        ) : null}
        {errors[""] ? <Notification tone="error" title={errors[""]} /> : null}
      </div>
      <fetcher.Form ref={formRef} method="post" onSubmit={review} className="flex flex-wrap items-start gap-4">
        <div className="min-w-72 flex-1">
          <Select
            label="Produkt"
            name="productId"
            isRequired
            errorMessage={errors.productId}
            defaultValue={options[0] ? String(options[0].id) : null}
            options={options.map((option) => ({
              id: String(option.id),
              label: option.name,
              description: `${creditsLabel(option.credits)} je Stück, ${formatEuroCents(option.netCents)} netto`,
            }))}
          />
        </div>
        <div className="w-48">
          <WholeNumberField
            label={`Anzahl (1–${MAX_PURCHASE_QUANTITY})`}
            name="quantity"
            defaultValue="1"
            isRequired
            errorMessage={errors.quantity}
          />
        </div>
        <div className="pt-6.5">
          <Button type="submit" isPending={submitting} pendingLabel="Bestellung wird gesendet">
            Guthaben kaufen
          </Button>
        </div>
      </fetcher.Form>
      <OrderConfirmation
        isOpen={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        confirmLabel="Kostenpflichtig bestellen"
        netCents={netCents}
        vatRatePercent={vatRatePercent}
        summary={
          pending ? (
            <>
              Sie bestellen {formatWholeNumber(pending.quantity)} × {pending.option.name} und erhalten{" "}
              {creditsLabel(pending.option.credits * pending.quantity)}.
            </>
          ) : null
        }
      >
        <p className="text-sm text-slate-700">Sie erhalten dafür eine Rechnung; die Credits sind sofort verfügbar.</p>
      </OrderConfirmation>
    </Group>
  );
}

export function CreditLots({ lots }: { lots: CreditLotView[] }) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Verfügbare Credits</h2>
      <Table<CreditLotView>
        caption="Verfügbare Credits nach Ablaufdatum"
        isCaptionHidden
        columns={[
          { key: "description", header: "Herkunft", isRowHeader: true },
          { key: "acquiredAt", header: "Erhalten am", render: (lot) => formatDate(lot.acquiredAt) },
          { key: "amount", header: "Menge", align: "end" },
          { key: "remaining", header: "Verfügbar", align: "end" },
          {
            key: "expiresAt",
            header: "Gültigkeit",
            render: (lot) => (
              <span className="inline-flex flex-wrap items-center gap-2">
                läuft am {formatDate(lot.expiresAt)} ab
                {lot.expiresSoon ? <Pill tone="warning">Läuft bald ab</Pill> : null}
              </span>
            ),
          },
          { key: "invoiceNumber", header: "Rechnung", render: (lot) => lot.invoiceNumber ?? "–" },
        ]}
        rows={lots}
        getRowKey={(lot) => lot.id}
        emptyState="Sie haben derzeit keine verfügbaren Credits."
      />
    </div>
  );
}

function LedgerPager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Seiten der Buchungen" className="flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={`?seite=${page - 1}`} variant="standalone">
          Vorherige Seite
        </Link>
      ) : null}
      <span aria-current="page" className="text-slate-700">
        Seite {page} von {pages}
      </span>
      {page < pages ? (
        <Link to={`?seite=${page + 1}`} variant="standalone">
          Nächste Seite
        </Link>
      ) : null}
    </nav>
  );
}

export function CreditLedger({
  rows,
  page,
  pages,
  showInvoices,
}: {
  rows: LedgerRowView[];
  page: number;
  pages: number;
  showInvoices: boolean;
}) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Buchungen</h2>
      <Table<LedgerRowView>
        caption={`Buchungen Ihres Guthabens, neueste zuerst, Seite ${page} von ${pages}`}
        isCaptionHidden
        columns={[
          { key: "at", header: "Datum", render: (row) => formatDate(row.at) },
          { key: "kind", header: "Art", render: (row) => LEDGER_KIND_LABELS[row.kind] },
          {
            key: "description",
            header: "Beschreibung",
            isRowHeader: true,
            render: (row) => (
              <span className="flex flex-col gap-0.5">
                <span>{row.description}</span>
                {row.jobAdId !== null ? (
                  <Link to={jobAdSummaryPath(row.jobAdId)} className="text-sm">
                    Inserat Nr. {row.jobAdId} ansehen
                  </Link>
                ) : null}
              </span>
            ),
          },
          { key: "amount", header: "Credits", align: "end", render: (row) => formatSignedCredits(row.amount) },
          { key: "balance", header: "Stand", align: "end" },
          {
            key: "invoice",
            header: "Rechnung",
            render: (row) =>
              row.invoice === null ? (
                "–"
              ) : showInvoices ? (
                <a
                  href={invoicePdfPath(row.invoice.id)}
                  download
                  aria-label={`Rechnung ${row.invoice.number} (PDF)`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {row.invoice.number}
                </a>
              ) : (
                row.invoice.number
              ),
          },
        ]}
        rows={rows}
        getRowKey={(row) => row.id}
        emptyState="Noch keine Buchungen."
      />
      <LedgerPager page={page} pages={pages} />
    </div>
  );
}
