import { Button } from "~/components/ui/button";
import { Group } from "~/components/ui/group";
import { Link } from "~/components/ui/link";
import { Section, Stack } from "~/components/ui/wrappers";

export default function Demo() {
  return (
    <Stack gap="xl">
      <Section title="Mit Beschreibung und Aktionen">
        <Group
          title="Ansprechperson für Bewerbungen"
          description="Diese Person nennen wir Bewerbenden in Ihren Inseraten."
          actions={
            <Button variant="secondary" size="sm">
              Bearbeiten
            </Button>
          }
        >
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-slate-900">Name</dt>
            <dd className="text-slate-800">Karin Kunde</dd>
            <dt className="font-medium text-slate-900">E-Mail</dt>
            <dd className="text-slate-800">karin.kunde@example.ch</dd>
          </dl>
        </Group>
      </Section>
      <Section title="Nur mit Titel">
        <Group title="Rechnungsadresse">
          <p className="text-slate-800">
            Muster GmbH
            <br />
            Musterstraße 1
            <br />
            1010 Wien
          </p>
        </Group>
      </Section>
      <Section title="Als Formulargruppe" description="Die Felder sind über den Titel der Gruppe zusammengefasst.">
        <form onSubmit={(event) => event.preventDefault()}>
          <Group
            title="Kontaktdaten"
            description="Pflichtfelder sind mit * gekennzeichnet."
            actions={
              <Link to="/p/jobs" variant="standalone">
                Abbrechen
              </Link>
            }
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-900">
                Vorname *
                <input
                  required
                  autoComplete="given-name"
                  className="rounded-md border border-slate-400 px-3 py-2 font-normal"
                />
              </label>
              <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-900">
                Nachname *
                <input
                  required
                  autoComplete="family-name"
                  className="rounded-md border border-slate-400 px-3 py-2 font-normal"
                />
              </label>
            </div>
          </Group>
        </form>
      </Section>
    </Stack>
  );
}
