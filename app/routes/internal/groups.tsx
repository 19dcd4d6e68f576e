import { data, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/groups";
import { groupLabels } from "@auth/abilities";
import { requireAbility } from "~/features/access/guards.server";
import { GroupsForm } from "~/features/internal/components/groups-form";
import { sessionGroupsOf, sessionGroupsSchema } from "~/features/internal/session-groups.server";
import { requestContext } from "~/lib/request-context";
import { noticeOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { formList } from "~/lib/schema-parts";

export function meta() {
  return [{ title: "Gruppen testen | Interner Bereich" }];
}

export function loader({ context }: Route.LoaderArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "manipulateGroups");
  return sessionGroupsOf(user, { production: context.get(requestContext).production });
}

/** Acting with chosen groups, or again with those of the login. */
const groupsFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("set"), groups: formList(sessionGroupsSchema.shape.groups) }),
    z.object({ intent: z.literal("reset") }),
  ],
  { error: "Unbekannte Aktion." },
);

export async function action({ request, context }: Route.ActionArgs) {
  requireAbility(context, "internalPanel");
  const user = requireAbility(context, "manipulateGroups");
  const submission = parseForm(await request.formData(), groupsFormSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const input = submission.value;
  const groups = input.intent === "reset" ? user.groupsByLogin : input.groups;
  const outcome = await context.get(requestContext).setGroups(groups);
  if (!outcome.ok) return refuseForm(submission, { formErrors: [outcome.message] });
  return data<FormAnswer>({
    result: submission.reply(),
    notice:
      input.intent === "reset"
        ? "Sie handeln wieder mit allen Gruppen Ihrer Anmeldung."
        : `Sie handeln jetzt mit den Gruppen: ${groupLabels(groups)}.`,
  });
}

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
        result={noticeOf(actionData)}
        submitting={navigation.state === "submitting"}
      />
    </section>
  );
}
