import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { formatEuroCents } from "~/lib/format";

/**
 * "Bestellung bestätigen" before anything is ordered, for a company buying credits and for
 * staff ordering for a company: what is ordered (`summary`), net, VAT and gross, what else the
 * surface shows (`extraRows`, e.g. the balance afterwards) and a closing note (`children`).
 */
export function OrderConfirmation({
  isOpen,
  onCancel,
  onConfirm,
  confirmLabel,
  netCents,
  vatRatePercent,
  summary,
  extraRows = [],
  children,
}: {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  netCents: number;
  vatRatePercent: number;
  summary: ReactNode;
  extraRows?: ReadonlyArray<readonly [label: string, value: string]>;
  children: ReactNode;
}) {
  const vatCents = Math.round((netCents * vatRatePercent) / 100);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Bestellung bestätigen"
      maxWidth="560px"
      footer={
        <>
          <Button slot="close" variant="secondary">
            Abbrechen
          </Button>
          <Button onPress={onConfirm}>{confirmLabel}</Button>
        </>
      }
    >
      <div className="space-y-3">
        <p>{summary}</p>
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 tabular-nums">
          <dt>Summe netto</dt>
          <dd className="text-right">{formatEuroCents(netCents)}</dd>
          <dt>zuzüglich {vatRatePercent} % USt.</dt>
          <dd className="text-right">{formatEuroCents(vatCents)}</dd>
          <dt className="font-semibold">Gesamtbetrag brutto</dt>
          <dd className="text-right font-semibold">{formatEuroCents(netCents + vatCents)}</dd>
          {extraRows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right">{value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </div>
    </Modal>
  );
}
