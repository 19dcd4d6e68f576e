import { useRef, useState, type ReactNode } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonClassName } from "~/components/ui/button-styles";
import { Modal } from "~/components/ui/modal";
import { Table, type TableColumn } from "~/components/ui/table";
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

/** The columns every token table shows, in order; `actions` adds the viewer's own last. */
const TOKEN_COLUMNS: TableColumn<TokenRow>[] = [
  {
    key: "name",
    header: "Name",
    isRowHeader: true,
    render: (token) => (
      <>
        <span className="font-semibold">{token.name}</span>
        <br />
        <span className="font-mono text-xs font-normal text-slate-700">ap_live_…{token.hint}</span>
      </>
    ),
  },
  {
    key: "scopes",
    header: "Berechtigungen",
    render: (token) => (
      <ul>
        {token.scopes.map((scope) => (
          <li key={scope}>{SCOPE_LABELS[scope]}</li>
        ))}
      </ul>
    ),
  },
  {
    key: "createdAt",
    header: "Erstellt",
    render: (token) => (
      <>
        {formatDate(token.createdAt)}
        <br />
        <span className="text-slate-700">von {token.createdByName}</span>
      </>
    ),
  },
  { key: "expiresAt", header: "Gültig bis", render: (token) => formatDate(token.expiresAt) },
  {
    key: "lastUsedAt",
    header: "Zuletzt verwendet",
    render: (token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "Noch nie"),
  },
  {
    key: "state",
    header: "Status",
    render: (token) => (
      <>
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
      </>
    ),
  },
];

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
  const columns: TableColumn<TokenRow>[] = actions
    ? [
        ...TOKEN_COLUMNS,
        { key: "actions", header: "Aktionen", render: (token) => (token.state === "aktiv" ? actions(token) : null) },
      ]
    : TOKEN_COLUMNS;
  return <Table caption={caption} isCaptionHidden columns={columns} rows={tokens} getRowKey={(token) => token.id} />;
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
