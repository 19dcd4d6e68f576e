import { useEffect, useState } from "react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Button, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { Checkbox, Radio, RadioGroup, Switch } from "~/components/ui/controls";
import { Cluster, Section, Stack } from "~/components/ui/wrappers";

/** Draws the app's keyboard focus ring (app.css) on the buttons inside, to show it without focus. */
const BUTTON_FOCUS_LOOK = "[&_button]:outline-3 [&_button]:outline-offset-2 [&_button]:outline-brand-600";

/**
 * The same ring on a checkbox, radio or switch indicator: the label's second child, after React
 * Aria's visually hidden input.
 */
const INDICATOR_FOCUS_LOOK =
  "[&_label>span:nth-child(2)]:outline-3 [&_label>span:nth-child(2)]:outline-offset-2 [&_label>span:nth-child(2)]:outline-brand-600";

const VARIANTS: { variant: ButtonVariant; label: string }[] = [
  { variant: "primary", label: "Veröffentlichen" },
  { variant: "secondary", label: "Als Entwurf speichern" },
  { variant: "ghost", label: "Abbrechen" },
  { variant: "danger", label: "Inserat löschen" },
];

const SIZES: { size: ButtonSize; label: string }[] = [
  { size: "sm", label: "Klein" },
  { size: "md", label: "Mittel" },
  { size: "lg", label: "Groß" },
];

const PENDING_MS = 2000;

function PendingButton() {
  const [isPending, setPending] = useState(false);
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setPending(false), PENDING_MS);
    return () => clearTimeout(timer);
  }, [isPending]);
  return (
    <Cluster gap="md">
      <Button
        isPending={isPending}
        onPress={() => {
          setSaves((count) => count + 1);
          setPending(true);
        }}
      >
        Änderungen speichern
      </Button>
      <p className="text-sm text-slate-700">
        Gespeichert: {saves}-mal. Ein zweiter Klick während des Speicherns zählt nicht.
      </p>
    </Cluster>
  );
}

function SelectAll() {
  const [selected, setSelected] = useState<string[]>(["email"]);
  const channels = [
    { id: "email", label: "E-Mail" },
    { id: "sms", label: "SMS" },
    { id: "portal", label: "Nachricht im Portal" },
  ];
  const allSelected = selected.length === channels.length;
  return (
    <Stack gap="sm">
      <Checkbox
        isSelected={allSelected}
        isIndeterminate={selected.length > 0 && !allSelected}
        onChange={(isSelected) => setSelected(isSelected ? channels.map((channel) => channel.id) : [])}
      >
        Alle Kanäle
      </Checkbox>
      <div className="flex flex-col gap-2 pl-7.5">
        {channels.map((channel) => (
          <Checkbox
            key={channel.id}
            isSelected={selected.includes(channel.id)}
            onChange={(isSelected) =>
              setSelected((current) =>
                isSelected ? [...current, channel.id] : current.filter((id) => id !== channel.id),
              )
            }
          >
            {channel.label}
          </Checkbox>
        ))}
      </div>
    </Stack>
  );
}

export default function Demo() {
  return (
    <Stack gap="xl">
      <Section title="Schaltflächen" description="Vier Varianten in drei Größen.">
        <Stack gap="md">
          {SIZES.map(({ size, label }) => (
            <Cluster key={size} gap="md">
              <span className="w-16 text-sm text-slate-700">{label}</span>
              {VARIANTS.map(({ variant, label: text }) => (
                <Button key={variant} variant={variant} size={size}>
                  {text}
                </Button>
              ))}
            </Cluster>
          ))}
          <Cluster gap="md">
            <span className="w-16 text-sm text-slate-700">Mit Symbol</span>
            <Button>
              <SpriteIcon name="save" className="size-4" />
              Speichern
            </Button>
            <Button variant="ghost" size="sm" aria-label="Entwurf löschen">
              <SpriteIcon name="trash-2" className="size-4" />
            </Button>
          </Cluster>
        </Stack>
      </Section>

      <Section title="Schaltflächen: Zustände">
        <Stack gap="md">
          <Cluster gap="md">
            <span className="w-28 text-sm text-slate-700">Deaktiviert</span>
            {VARIANTS.map(({ variant, label }) => (
              <Button key={variant} variant={variant} isDisabled>
                {label}
              </Button>
            ))}
          </Cluster>
          <Cluster gap="md">
            <span className="w-28 text-sm text-slate-700">Wird ausgeführt</span>
            {VARIANTS.map(({ variant, label }) => (
              <Button key={variant} variant={variant} isPending>
                {label}
              </Button>
            ))}
          </Cluster>
          <Cluster gap="md" className={BUTTON_FOCUS_LOOK}>
            <span className="w-28 text-sm text-slate-700">Fokus (Darstellung)</span>
            {VARIANTS.map(({ variant, label }) => (
              <Button key={variant} variant={variant}>
                {label}
              </Button>
            ))}
          </Cluster>
          <PendingButton />
        </Stack>
      </Section>

      <Section title="Kontrollkästchen">
        <div className="grid gap-6 md:grid-cols-2">
          <Stack gap="sm">
            <Checkbox>Newsletter abonnieren</Checkbox>
            <Checkbox defaultSelected>Bewerbungen per E-Mail erhalten</Checkbox>
            <Checkbox description="Wir zeigen Ihr Logo auf der Startseite.">Als Top-Arbeitgeber anzeigen</Checkbox>
            <div className={INDICATOR_FOCUS_LOOK}>
              <Checkbox>Mit Tastaturfokus (Darstellung)</Checkbox>
            </div>
            <Checkbox isDisabled>Deaktiviert</Checkbox>
            <Checkbox isDisabled defaultSelected>
              Deaktiviert und gewählt
            </Checkbox>
            <Checkbox isRequired errorMessage="Bitte akzeptieren Sie die AGB, um fortzufahren.">
              Ich akzeptiere die AGB
            </Checkbox>
          </Stack>
          <SelectAll />
        </div>
      </Section>

      <Section title="Optionsfelder" description="Pfeiltasten wechseln die Auswahl, Tab verlässt die Gruppe.">
        <div className="grid gap-6 md:grid-cols-2">
          <RadioGroup label="Anstellungsart" defaultValue="full" description="Erscheint im Inserat.">
            <Radio value="full">Vollzeit</Radio>
            <Radio value="part" description="Bis 30 Stunden pro Woche.">
              Teilzeit
            </Radio>
            <Radio value="marginal" isDisabled description="Derzeit nicht buchbar.">
              Geringfügig
            </Radio>
          </RadioGroup>
          <RadioGroup label="Laufzeit" orientation="horizontal" defaultValue="30">
            <Radio value="30">30 Tage</Radio>
            <Radio value="60">60 Tage</Radio>
            <Radio value="90">90 Tage</Radio>
          </RadioGroup>
          <RadioGroup label="Fokus auf „Ja“ (Darstellung)" orientation="horizontal" defaultValue="yes">
            <div className={INDICATOR_FOCUS_LOOK}>
              <Radio value="yes">Ja</Radio>
            </div>
            <Radio value="no">Nein</Radio>
          </RadioGroup>
          <RadioGroup label="Startdatum" isRequired errorMessage="Bitte wählen Sie, wann die Stelle beginnt.">
            <Radio value="now">Ab sofort</Radio>
            <Radio value="later">Zu einem späteren Zeitpunkt</Radio>
          </RadioGroup>
          <RadioGroup label="Zahlungsart (deaktiviert)" isDisabled defaultValue="invoice">
            <Radio value="invoice">Rechnung</Radio>
            <Radio value="card">Kreditkarte</Radio>
          </RadioGroup>
        </div>
      </Section>

      <Section title="Schalter" description="Wirkt sofort, ohne Speichern.">
        <Stack gap="sm">
          <Switch>E-Mail-Benachrichtigungen</Switch>
          <Switch defaultSelected description="Neue Bewerbungen erscheinen zusätzlich im Posteingang.">
            Benachrichtigungen im Portal
          </Switch>
          <div className={INDICATOR_FOCUS_LOOK}>
            <Switch>Mit Tastaturfokus (Darstellung)</Switch>
          </div>
          <Switch isDisabled>Deaktiviert</Switch>
          <Switch isDisabled defaultSelected>
            Deaktiviert und eingeschaltet
          </Switch>
        </Stack>
      </Section>
    </Stack>
  );
}
