import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { Tooltip } from "~/components/ui/tooltip";
import { Cluster, Section, Stack } from "~/components/ui/wrappers";

type OpenModal = "default" | "narrow" | "long" | null;

const PARAGRAPHS = Array.from(
  { length: 14 },
  (_, index) =>
    `Abschnitt ${index + 1}: Ein Inserat läuft 30 Tage und kann danach verlängert werden. Änderungen am Text sind während der gesamten Laufzeit möglich, Änderungen am Produkt nur vor der Veröffentlichung.`,
);

export default function Demo() {
  const [open, setOpen] = useState<OpenModal>(null);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  const closeButton = (
    <Button slot="close" variant="secondary">
      Schließen
    </Button>
  );

  return (
    <Stack gap="xl">
      <Section title="Modal" description="Fokus bleibt im Dialog, Escape oder ein Klick daneben schließt ihn.">
        <Cluster>
          <Button onPress={() => setOpen("default")}>Standardbreite öffnen</Button>
          <Button onPress={() => setOpen("narrow")}>Schmales Modal öffnen</Button>
          <Button onPress={() => setOpen("long")}>Langen Inhalt öffnen</Button>
        </Cluster>
        <Modal
          isOpen={open === "default"}
          onOpenChange={onOpenChange}
          title="Inserat veröffentlichen"
          footer={
            <>
              {closeButton}
              <Button slot="close">Veröffentlichen</Button>
            </>
          }
        >
          <p>Ihr Inserat wird sofort veröffentlicht und ist 30 Tage online. Dafür wird 1 Guthaben abgebucht.</p>
        </Modal>
        <Modal
          isOpen={open === "narrow"}
          onOpenChange={onOpenChange}
          title="Entwurf löschen?"
          maxWidth="28rem"
          footer={
            <>
              {closeButton}
              <Button slot="close" variant="danger">
                Löschen
              </Button>
            </>
          }
        >
          <p>Der Entwurf kann danach nicht wiederhergestellt werden.</p>
        </Modal>
        <Modal isOpen={open === "long"} onOpenChange={onOpenChange} title="Nutzungsbedingungen" footer={closeButton}>
          <div className="space-y-4">
            {PARAGRAPHS.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Modal>
      </Section>
      <Section title="Tooltip" description="Erscheint bei Hover und Tastaturfokus, Escape schließt ihn.">
        <Cluster gap="lg">
          <Tooltip content="Inserat duplizieren" placement="top">
            <button type="button" className="rounded-md border border-slate-400 px-3 py-2 text-slate-900">
              Duplizieren
            </button>
          </Tooltip>
          <Tooltip content="Nur für Inserate im Entwurf möglich" placement="bottom">
            <button type="button" className="rounded-md border border-slate-400 px-3 py-2 text-slate-900">
              Bearbeiten
            </button>
          </Tooltip>
        </Cluster>
      </Section>
    </Stack>
  );
}
