import { data, href, redirect } from "react-router";
import { refusalOf } from "~/lib/domain-error";
import type { Route } from "./+types/queue";
import { requireAbility } from "~/features/access/guards.server";
import { claimForReview, qaQueue } from "~/features/qa/qa.server";
import { qaQueueQuerySchema } from "~/features/qa/schema";
import { QaQueueView, type QaQueueFilter } from "~/features/qa/components/qa-queue-view";
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
    query: {
      q: query.q ?? "",
      channel: query.channel ?? "",
      claim: query.claim,
      page: query.page,
    } satisfies QaQueueFilter,
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

export default function QaQueueRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QaQueueView {...loaderData} actionError={actionData?.error ?? null} />;
}
