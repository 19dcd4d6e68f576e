import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { refusalOf } from "~/lib/domain-error";
import type { Route } from "./+types/queue";
import { CHANNEL_LABELS, DISTRIBUTION_CHANNELS } from "@auth/user";
import { requireAbility } from "~/features/access/guards.server";
import { claimForReview, qaQueue } from "~/features/qa/qa.server";
import { qaQueueQuerySchema } from "~/features/qa/schema";
import { FIELD_INPUT_CLASS } from "~/components/ui/field";
import { buttonClassName } from "~/components/ui/button-styles";
import { formatDateTime, formatInteger } from "~/lib/format";
import { requestContext } from "~/lib/request-context";
import { parseRowId } from "~/lib/row-id";

const PAGE_SIZE = 20;

export function meta() {
  return [{ title: "Qualitätssicherung | Interner Bereich" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "qaPages");
  const { db } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  // An empty field of the GET form means "no filter".
  const parsed = qaQueueQuerySchema.safeParse(Object.fromEntries([...params].filter(([, value]) => value !== "")));
  const query = parsed.success ? parsed.data : qaQueueQuerySchema.parse({});
  const { rows, total } = await qaQueue(db, user, { ...query, pageSize: PAGE_SIZE });
  return {
    filterError: parsed.success ? null : (parsed.error.issues[0]?.message ?? "Ungültiger Filter."),
    query: { q: query.q ?? "", channel: query.channel ?? "", claim: query.claim, page: query.page },
    total,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    me: user.id,
    rows: rows.map((row) => ({
      ...row,
      waitingSince: row.waitingSince.toISOString(),
      claim: row.claim ? { ...row.claim, claimedAt: row.claim.claimedAt.toISOString() } : null,
    })),
  };
}

/** "Prüfen": claims the ad for this reviewer and opens it; someone else's claim is refused. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "qaPages");
  const { db } = context.get(requestContext);
  const form = await request.formData();
  const id = parseRowId(String(form.get("id") ?? ""));
  if (form.get("intent") !== "claim" || id === null) {
    return data({ error: "Ungültige Anfrage." }, { status: 400 });
  }
  try {
    await claimForReview(db, id, user);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ error: refusal.message }, { status: refusal.status });
  }
  throw redirect(href("/p/internal/qa/:id", { id: String(id) }));
}

const CLAIM_FILTER_LABELS = { all: "Alle", free: "Nicht übernommen", mine: "Von mir übernommen" } as const;

function pageLink(query: { q: string; channel: string; claim: string }, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.channel) params.set("channel", query.channel);
  if (query.claim !== "all") params.set("claim", query.claim);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/p/internal/qa${search ? `?${search}` : ""}`;
}

export default function QaQueueRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, query, total, pages, filterError, me } = loaderData;
  const navigation = useNavigation();
  return (
    <section aria-labelledby="qa-title">
      <h1 id="qa-title" className="text-2xl font-bold text-brand-900">
        Qualitätssicherung
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Inserate in Prüfung, die ältesten zuerst. Übernehmen Sie ein Inserat mit „Prüfen“, damit niemand sonst es
        gleichzeitig prüft; eine Übernahme verfällt nach 30 Minuten ohne Bericht.
      </p>
      <div aria-live="polite" className="mt-4 flex flex-col gap-2">
        {actionData?.error ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            {actionData.error}
          </p>
        ) : null}
        {filterError ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {filterError}
          </p>
        ) : null}
      </div>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label="Filter">
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">Suche (Titel, Unternehmen, Nr.)</span>
          <input name="q" type="search" defaultValue={query.q} maxLength={200} className={FIELD_INPUT_CLASS} />
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">Vertriebskanal</span>
          <select name="channel" defaultValue={query.channel} className={FIELD_INPUT_CLASS}>
            <option value="">Alle</option>
            {DISTRIBUTION_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {CHANNEL_LABELS[channel]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">Übernahme</span>
          <select name="claim" defaultValue={query.claim} className={FIELD_INPUT_CLASS}>
            {Object.entries(CLAIM_FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClassName("secondary")}>
          Filtern
        </button>
      </Form>
      <p className="mt-6 text-sm text-slate-700" role="status">
        {formatInteger(total)} {total === 1 ? "Inserat wartet" : "Inserate warten"} auf Prüfung.
      </p>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-md border border-slate-200 bg-white p-4">Keine Inserate in Prüfung gefunden.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left">
            <caption className="sr-only">Inserate in Prüfung, älteste zuerst</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="p-3">
                  Wartet seit
                </th>
                <th scope="col" className="p-3">
                  Inserat
                </th>
                <th scope="col" className="p-3">
                  Unternehmen
                </th>
                <th scope="col" className="p-3">
                  Kanal
                </th>
                <th scope="col" className="p-3">
                  In Prüfung durch
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const claimedByOther = row.claim !== null && row.claim.staffId !== me;
                const pending = navigation.state !== "idle" && navigation.formData?.get("id") === String(row.id);
                return (
                  <tr key={row.id} className="border-b border-slate-100" data-ad={row.id}>
                    <td className="p-3 text-sm whitespace-nowrap">{formatDateTime(row.waitingSince)}</td>
                    <td className="p-3">
                      <span className="text-sm text-slate-700">Nr. {row.id}</span>
                      <br />
                      <span className="font-semibold break-words">{row.title || "Ohne Titel"}</span>
                    </td>
                    <td className="p-3">{row.companyName}</td>
                    <td className="p-3 text-sm">{CHANNEL_LABELS[row.channel]}</td>
                    <td className="p-3 text-sm">
                      {row.claim
                        ? `${row.claim.staffId === me ? "Sie" : row.claim.staffName} (seit ${formatDateTime(row.claim.claimedAt)})`
                        : "—"}
                    </td>
                    <td className="p-3">
                      {claimedByOther ? (
                        <Link
                          to={href("/p/internal/qa/:id", { id: String(row.id) })}
                          className="font-semibold text-brand-700 underline"
                        >
                          Ansehen<span className="sr-only">: {row.title}</span>
                        </Link>
                      ) : (
                        <Form method="post">
                          <input type="hidden" name="intent" value="claim" />
                          <input type="hidden" name="id" value={row.id} />
                          <button
                            type="submit"
                            disabled={pending}
                            aria-busy={pending}
                            className={buttonClassName("primary", "sm")}
                          >
                            Prüfen<span className="sr-only">: {row.title || `Inserat ${row.id}`}</span>
                          </button>
                        </Form>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label="Seiten" className="mt-4 flex items-center gap-4">
          {query.page > 1 ? <Link to={pageLink(query, query.page - 1)}>Vorherige Seite</Link> : null}
          <span>
            Seite {query.page} von {pages}
          </span>
          {query.page < pages ? <Link to={pageLink(query, query.page + 1)}>Nächste Seite</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
