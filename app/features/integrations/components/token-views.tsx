import { useRef, useState, type ReactNode } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Modal } from "~/components/ui/modal";
import { formatDate, formatDateTime } from "~/lib/format";
import { SCOPE_LABELS } from "../scopes";
import type { TokenSummary } from "../tokens.server";

/** A token's state in German, from the loader (the page renders the same text on server and client). */
export type TokenRow = Omit<TokenSummary, "createdAt" | "expiresAt" | "lastUsedAt" | "revokedAt"> & {
  createdAt: Date | string;
  expiresAt: Date | string;
  lastUsedAt: Date | string | null;
  revokedAt: Date | string | null;
  state: "aktiv" | "abgelaufen" | "widerrufen";
};

const STATE_TEXT: Record<TokenRow["state"], string> = {
  aktiv: "Aktiv",
  abgelaufen: "Abgelaufen",
  widerrufen: "Widerrufen",
};

/**
 * The company's tokens as a table: name with the secret's last characters, scopes, who made it,
 * expiry, last use and state; `actions` renders what the viewer may do with a usable token.
 */
export function TokenTable({
  tokens,
  caption,
  actions,
}: {
  tokens: readonly TokenRow[];
  caption: string;
  actions?: (token: TokenRow) => ReactNode;
}) {
  if (tokens.length === 0) return <p className="text-slate-700">Es gibt noch keine API-Zugänge.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              Name
            </th>
            <th scope="col" className="py-2 pr-4">
              Berechtigungen
            </th>
            <th scope="col" className="py-2 pr-4">
              Erstellt
            </th>
            <th scope="col" className="py-2 pr-4">
              Gültig bis
            </th>
            <th scope="col" className="py-2 pr-4">
              Zuletzt verwendet
            </th>
            <th scope="col" className="py-2 pr-4">
              Status
            </th>
            {actions ? (
              <th scope="col" className="py-2">
                <span className="sr-only">Aktionen</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4">
                <span className="font-semibold">{token.name}</span>
                <br />
                <span className="font-mono text-xs text-slate-700">ap_live_…{token.hint}</span>
              </td>
              <td className="py-2 pr-4">
                <ul>
                  {token.scopes.map((scope) => (
                    <li key={scope}>{SCOPE_LABELS[scope]}</li>
                  ))}
                </ul>
              </td>
              <td className="py-2 pr-4">
                {formatDate(token.createdAt)}
                <br />
                <span className="text-slate-700">von {token.createdByName}</span>
              </td>
              <td className="py-2 pr-4">{formatDate(token.expiresAt)}</td>
              <td className="py-2 pr-4">{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "Noch nie"}</td>
              <td className="py-2 pr-4">
                {STATE_TEXT[token.state]}
                {token.revokedAt ? (
                  <>
                    <br />
                    <span className="text-slate-700">
                      am {formatDate(token.revokedAt)}
                      {token.revokedByName ? ` von ${token.revokedByName}` : ""}
                    </span>
                  </>
                ) : null}
              </td>
              {actions ? <td className="py-2">{token.state === "aktiv" ? actions(token) : null}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * "Widerrufen": a form of its own (without JavaScript it revokes at once); with JavaScript it asks
 * first in a dialog, whose "Endgültig widerrufen" sends the form.
 */
export function RevokeTokenButton({
  token,
  intent = "revoke",
}: {
  token: Pick<TokenRow, "id" | "name">;
  intent?: string;
}) {
  const [open, setOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  return (
    <>
      <Form
        method="post"
        ref={form}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="tokenId" value={token.id} />
        <button
          type="submit"
          className={buttonClassName("danger-outline", "sm")}
          aria-label={`„${token.name}“ widerrufen`}
        >
          Widerrufen
        </button>
      </Form>
      <Modal
        isOpen={open}
        onOpenChange={setOpen}
        title="API-Zugang widerrufen?"
        footer={
          <>
            <Button variant="secondary" slot="close">
              Abbrechen
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                setOpen(false);
                if (form.current) void submit(form.current);
              }}
            >
              Endgültig widerrufen
            </Button>
          </>
        }
      >
        <p>
          Der API-Zugang „{token.name}“ funktioniert danach sofort nicht mehr. Systeme, die ihn verwenden, erhalten die
          Antwort 401. Das lässt sich nicht rückgängig machen.
        </p>
      </Modal>
    </>
  );
}

/** The new token's secret, shown once, with a button that copies it. */
export function NewSecret({ name, secret }: { name: string; secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="new-secret" className="space-y-3 rounded-lg border border-green-700 bg-green-50 p-5">
      <h2 id="new-secret" className="text-lg font-semibold text-slate-900">
        Ihr neuer API-Zugang „{name}“
      </h2>
      <p>
        Kopieren Sie den Schlüssel jetzt und bewahren Sie ihn sicher auf. Er wird nur dieses eine Mal angezeigt; wir
        speichern ihn nicht.
      </p>
      <label htmlFor="new-secret-value" className="block font-semibold">
        Schlüssel
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="new-secret-value"
          readOnly
          value={secret}
          className="min-w-0 flex-1 rounded-md border border-slate-500 bg-white px-3 py-2 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          onPress={() => {
            void navigator.clipboard.writeText(secret).then(() => setCopied(true));
          }}
        >
          Kopieren
        </Button>
      </div>
      <p role="status" className="min-h-6 text-sm font-medium text-green-800">
        {copied ? "Der Schlüssel wurde in die Zwischenablage kopiert." : ""}
      </p>
    </section>
  );
}

/** An audit entry of a token as the staff panel lists it. */
export interface TokenHistoryRow {
  id: number;
  at: Date | string;
  action: string;
  tokenName: string;
  actorKind: string;
  actorEmail: string | null;
  after: unknown;
}

const HISTORY_ACTIONS: Record<string, string> = {
  "api-token.create": "Erstellt",
  "api-token.revoke": "Widerrufen",
  "api-token.write": "Schreibender Zugriff",
};

function historyDetail(entry: TokenHistoryRow): string {
  const after = (entry.after ?? {}) as { method?: unknown; path?: unknown };
  if (entry.action === "api-token.write" && typeof after.method === "string" && typeof after.path === "string") {
    return `${after.method} ${after.path}`;
  }
  if (entry.actorKind === "internal") return `durch ${entry.actorEmail ?? "Mitarbeiter:in"} (intern)`;
  return entry.actorEmail ? `durch ${entry.actorEmail}` : "";
}

/**
 * The internal panel's view of a company's API tokens (decision 076): every token with its last
 * use, revocation for staff with the apiTokens ability, and the audit entries of the tokens.
 */
export function StaffTokenPanel({
  tokens,
  history,
  intent,
  result,
}: {
  tokens: readonly TokenRow[];
  history: readonly TokenHistoryRow[];
  intent: string;
  result: { ok: boolean; message: string } | undefined;
}) {
  return (
    <section aria-labelledby="staff-api-tokens" className="space-y-4">
      <h2 id="staff-api-tokens" className="text-xl font-semibold text-brand-900">
        API-Zugänge
      </h2>
      <div aria-live="polite">
        {result ? (
          <p className={`font-medium ${result.ok ? "text-green-800" : "text-red-700"}`}>{result.message}</p>
        ) : null}
      </div>
      <TokenTable
        tokens={tokens}
        caption="API-Zugänge des Unternehmens"
        actions={(token) => <RevokeTokenButton token={token} intent={intent} />}
      />
      <h3 className="font-semibold">Protokoll</h3>
      {history.length === 0 ? (
        <p className="text-slate-700">Noch keine Einträge.</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label="Protokoll der API-Zugänge">
          {history.map((entry) => (
            <li key={entry.id}>
              {formatDateTime(entry.at)}: {HISTORY_ACTIONS[entry.action] ?? entry.action} – „{entry.tokenName}“{" "}
              {historyDetail(entry)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
