import { useState } from "react";
import { DecimalField, WholeNumberField } from "~/components/ui/number-field";
import { TextAreaField, TextField } from "~/components/ui/text-field";
import { Section, Stack } from "~/components/ui/wrappers";
import { parseDecimalInput, readWholeNumberInput } from "~/lib/number-input";
import { formatDecimal, formatWholeNumber } from "~/lib/number-format";

/** Draws the app's keyboard focus ring (app.css) on the inputs inside, to show it without focus. */
const FOCUS_LOOK = "[&_input]:outline-3 [&_input]:outline-offset-2 [&_input]:outline-brand-600";

const GRID = "grid gap-6 md:grid-cols-2";

function DecimalPlayground() {
  const [price, setPrice] = useState("1.234,5");
  const parsed = parseDecimalInput(price);
  return (
    <Stack gap="sm">
      <DecimalField
        label="Preis (gesteuert)"
        description="Probieren Sie „3.200“, „0.125“, „12.5“ oder Buchstaben; beim Verlassen zeigt das Feld, wie es den Betrag liest."
        unit="€"
        value={price}
        onChange={setPrice}
      />
      <p className="text-sm text-slate-700">
        Gelesener Wert: {parsed === null ? "keine Zahl" : `${formatDecimal(parsed)} €`}
      </p>
    </Stack>
  );
}

function WholeNumberPlayground() {
  const [count, setCount] = useState("");
  const reading = readWholeNumberInput(count);
  return (
    <Stack gap="sm">
      <WholeNumberField
        label="Anzahl der Stellen (gesteuert)"
        description="Tausenderpunkte fallen weg („1.234“); „2,5“ ist keine ganze Zahl und wird gemeldet."
        value={count}
        onChange={setCount}
      />
      <p className="text-sm text-slate-700">
        Gelesener Wert: {reading.kind === "number" ? formatWholeNumber(reading.value) : "keine ganze Zahl"}
      </p>
    </Stack>
  );
}

export default function Demo() {
  return (
    <Stack gap="xl">
      <Section title="Textfeld" description="Beschriftung, Hinweis und Fehler sind mit dem Feld verknüpft.">
        <div className={GRID}>
          <TextField label="Jobtitel" placeholder="z. B. Buchhalter/in" />
          <TextField
            label="E-Mail für Bewerbungen"
            type="email"
            autoComplete="email"
            description="An diese Adresse senden wir neue Bewerbungen."
            defaultValue="personal@beispiel.at"
          />
          <div className={FOCUS_LOOK}>
            <TextField label="Mit Tastaturfokus (Darstellung)" defaultValue="Wien" />
          </div>
          <TextField label="Firmenname" isRequired description="Pflichtfeld, wie im Firmenbuch eingetragen." />
          <TextField
            label="Telefon"
            type="tel"
            defaultValue="01 234"
            errorMessage="Bitte geben Sie eine vollständige Telefonnummer ein."
            isRequired
          />
          <TextField
            label="Kurzbeschreibung"
            maxLength={80}
            showCharacterCount
            defaultValue="Wir suchen Verstärkung für unser Team."
          />
          <TextField label="Kundennummer" isReadOnly defaultValue="K-104 233" description="Nur lesbar." />
          <TextField label="Deaktiviert" isDisabled defaultValue="Nicht änderbar" />
        </div>
      </Section>

      <Section title="Mehrzeiliges Textfeld">
        <div className={GRID}>
          <TextAreaField
            label="Ihre Aufgaben"
            description="Beschreiben Sie die Tätigkeit in wenigen Sätzen."
            maxLength={500}
            showCharacterCount
            defaultValue="Sie betreuen unsere Kundinnen und Kunden telefonisch und per E-Mail."
          />
          <TextAreaField label="Unser Angebot" isRequired errorMessage="Bitte beschreiben Sie, was Sie bieten." />
          <TextAreaField label="Anmerkungen (deaktiviert)" isDisabled defaultValue="Keine Anmerkungen." />
        </div>
      </Section>

      <Section
        title="Dezimalzahl"
        description="Deutsches Format mit Komma, höchstens zwei Nachkommastellen; Tausenderpunkte werden entfernt."
      >
        <div className={GRID}>
          <DecimalPlayground />
          <DecimalField label="Bruttojahresgehalt" unit="€" name="salary" placeholder="0,00" />
          <div className={FOCUS_LOOK}>
            <DecimalField label="Stundenlohn (Fokus-Darstellung)" unit="€" defaultValue="18,50" />
          </div>
          <DecimalField
            label="Mindestgehalt"
            unit="€"
            defaultValue="0"
            isRequired
            errorMessage="Bitte geben Sie ein Gehalt über 0 € ein."
          />
          <DecimalField label="Provision" unit="%" defaultValue="2,5" isDisabled />
        </div>
      </Section>

      <Section title="Ganze Zahl" description="Nur Ziffern.">
        <div className={GRID}>
          <WholeNumberPlayground />
          <WholeNumberField label="Wochenstunden" unit="Std." defaultValue="38" />
          <div className={FOCUS_LOOK}>
            <WholeNumberField label="Offene Stellen (Fokus-Darstellung)" defaultValue="3" />
          </div>
          <WholeNumberField
            label="Berufserfahrung"
            unit="Jahre"
            errorMessage="Bitte geben Sie die Jahre der Berufserfahrung ein."
          />
          <WholeNumberField label="Urlaubstage" unit="Tage" defaultValue="25" isDisabled />
        </div>
      </Section>
    </Stack>
  );
}
