import { Form } from "react-router";
import { GROUP_LABELS, type Group } from "@auth/abilities";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/controls";
import { ErrorText } from "~/components/ui/field";
import { Notification } from "~/components/ui/notification";

export interface GroupsFormProps {
  groups: readonly Group[];
  groupsByLogin: readonly Group[];
  selectable: readonly Group[];
  narrowed: boolean;
  result: { ok: true; message: string } | { ok: false; message: string } | null;
  submitting: boolean;
}

function GroupList({ groups }: { groups: readonly Group[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {groups.map((group) => (
        <li key={group} className="rounded-full border border-slate-300 bg-slate-100 px-2.5 py-0.5 text-sm font-medium">
          {GROUP_LABELS[group].label}
        </li>
      ))}
    </ul>
  );
}

/**
 * manipulateGroups: the login groups, the groups in effect, and a choice of groups that may do no
 * more than the login groups (at least one) for testing, or the way back to the login groups.
 */
export function GroupsForm({ groups, groupsByLogin, selectable, narrowed, result, submitting }: GroupsFormProps) {
  const refusal = result && !result.ok ? result.message : null;
  return (
    <div className="flex flex-col gap-8">
      <div aria-live="polite" className="empty:hidden">
        {result?.ok ? <Notification tone="success" title={result.message} /> : null}
      </div>
      <dl className="grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-8">
        <dt className="font-semibold text-slate-900">Gruppen bei der Anmeldung</dt>
        <dd>
          <GroupList groups={groupsByLogin} />
        </dd>
        <dt className="font-semibold text-slate-900">Derzeit wirksame Gruppen</dt>
        <dd className="flex flex-col gap-2">
          <GroupList groups={groups} />
          <p className="text-sm text-slate-700">
            {narrowed
              ? "Sie handeln mit eingeschränkten Gruppen (Testmodus)."
              : "Sie handeln mit allen Gruppen Ihrer Anmeldung."}
          </p>
        </dd>
      </dl>
      {/* Remounted when the groups change, so the boxes show what is now in effect. */}
      <Form method="post" key={groups.join(",")} className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-3" aria-describedby={refusal ? "groups-error" : undefined}>
          <legend className="mb-2 text-lg font-semibold text-slate-900">Gruppen für diese Sitzung</legend>
          <p className="text-sm text-slate-700">
            Wählen Sie mindestens eine Gruppe. Zur Wahl stehen nur Gruppen, die nicht mehr dürfen als die Gruppen Ihrer
            Anmeldung. Die Auswahl gilt bis zum Zurücksetzen oder bis zur Abmeldung und wird im Audit-Log festgehalten.
          </p>
          {selectable.map((group) => (
            <Checkbox
              key={group}
              name="groups"
              value={group}
              defaultSelected={groups.includes(group)}
              description={GROUP_LABELS[group].description}
            >
              {GROUP_LABELS[group].label}
            </Checkbox>
          ))}
          <div role="alert" className="empty:hidden">
            {refusal ? <ErrorText id="groups-error">{refusal}</ErrorText> : null}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="set" isPending={submitting} pendingLabel="Wird gespeichert">
            Gruppen übernehmen
          </Button>
          <Button type="submit" name="intent" value="reset" variant="secondary" isDisabled={!narrowed}>
            Auf alle Anmeldegruppen zurücksetzen
          </Button>
        </div>
      </Form>
    </div>
  );
}
