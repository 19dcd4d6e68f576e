import { data, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/groups";
import { groupLabels } from "@auth/abilities";
import { requireAbility } from "~/features/access/guards.server";
import { GroupsForm } from "~/features/internal/components/groups-form";
import { sessionGroupsOf, sessionGroupsSchema } from "~/features/internal/session-groups.server";
import { requestContext } from "~/lib/request-context";

export function meta() {
  return [{ title: "Gruppen testen | Interner Bereich" }];
}

export function loader({ context }: Route.LoaderArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "manipulateGroups");
  return sessionGroupsOf(user, { production: context.get(requestContext).production });
}

const intentSchema = z.enum(["set", "reset"], { error: "Unbekannte Aktion." });

export async function action({ request, context }: Route.ActionArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "manipulateGroups");
  const form = await request.formData();
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) return data({ ok: false as const, message: "Unbekannte Aktion." }, { status: 400 });
  const requested = intent.data === "reset" ? user.groupsByLogin : form.getAll("groups");
  const parsed = sessionGroupsSchema.safeParse({ groups: requested });
  if (!parsed.success) {
    return data(
      { ok: false as const, message: parsed.error.issues[0]?.message ?? "Bitte prüfen Sie Ihre Auswahl." },
      { status: 400 },
    );
  }
  const outcome = await context.get(requestContext).setGroups(parsed.data.groups);
  if (!outcome.ok) return data({ ok: false as const, message: outcome.message }, { status: 400 });
  return {
    ok: true as const,
    message:
      intent.data === "reset"
        ? "Sie handeln wieder mit allen Gruppen Ihrer Anmeldung."
        : `Sie handeln jetzt mit den Gruppen: ${groupLabels(parsed.data.groups)}.`,
  };
}

/** manipulateGroups: act with a narrower set of one's login groups for testing, and back. */
export default function InternalGroupsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <section aria-labelledby="groups-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="groups-title" className="text-2xl font-bold text-brand-900">
          Gruppen testen
        </h1>
        <p className="max-w-3xl text-slate-700">
          Prüfen Sie, was eine Gruppe im internen Bereich darf: Handeln Sie in dieser Sitzung mit Gruppen, die nicht
          mehr dürfen als die Gruppen Ihrer Anmeldung. Diese Seite und der interne Bereich bleiben dabei erreichbar.
        </p>
      </div>
      <GroupsForm
        groups={loaderData.groups}
        groupsByLogin={loaderData.groupsByLogin}
        selectable={loaderData.selectable}
        narrowed={loaderData.narrowed}
        result={actionData ?? null}
        submitting={navigation.state === "submitting"}
      />
    </section>
  );
}
