import { FileUpload, type UploadHandler } from "~/components/ui/file-upload";
import { Section, Stack } from "~/components/ui/wrappers";

const MEGABYTE = 1024 * 1024;
const STEP_MS = 200;
const STEP_SHARE = 0.1;

/**
 * Stands in for a real upload: reports progress in steps, stops on abort and, with `failAt`,
 * fails part way.
 */
function simulatedUpload(failAt?: number): UploadHandler {
  return (_file, onProgress, signal) =>
    new Promise<void>((resolve, reject) => {
      let share = 0;
      const timer = setInterval(() => {
        share = Math.min(share + STEP_SHARE, 1);
        onProgress(share);
        if (failAt !== undefined && share >= failAt) {
          clearInterval(timer);
          reject(new Error("Simulierter Verbindungsabbruch"));
        } else if (share >= 1) {
          clearInterval(timer);
          resolve();
        }
      }, STEP_MS);
      signal.addEventListener(
        "abort",
        () => {
          clearInterval(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });
}

const uploadSucceeds = simulatedUpload();
const uploadFails = simulatedUpload(0.6);

export default function Demo() {
  return (
    <Stack gap="xl">
      <Section
        title="Eine Datei"
        description="Ziehen Sie eine Datei in die Fläche, fügen Sie sie nach Fokus auf die Fläche ein oder wählen Sie sie über die Schaltfläche. Eine neue Datei ersetzt die vorige."
      >
        <FileUpload
          label="Lebenslauf"
          description="PDF oder Word-Dokument."
          accept={["application/pdf", ".pdf", ".docx"]}
          maxSizeBytes={5 * MEGABYTE}
          onUpload={uploadSucceeds}
        />
      </Section>

      <Section
        title="Mehrere Dateien"
        description="Falscher Typ oder zu große Dateien werden mit Begründung abgewiesen."
      >
        <FileUpload
          label="Bilder für das Arbeitgeberprofil"
          description="JPG, PNG oder WebP."
          accept={["image/jpeg", "image/png", "image/webp"]}
          maxSizeBytes={2 * MEGABYTE}
          multiple
          onUpload={uploadSucceeds}
        />
      </Section>

      <Section
        title="Fehlgeschlagener Upload"
        description="Dieser Upload bricht bei 60 % ab und kann erneut versucht werden."
      >
        <FileUpload
          label="Firmenbuchauszug"
          accept={["application/pdf", ".pdf"]}
          maxSizeBytes={10 * MEGABYTE}
          onUpload={uploadFails}
        />
      </Section>

      <Section title="Fehlermeldung">
        <FileUpload
          label="Gewerbeschein"
          description="PDF."
          accept={["application/pdf", ".pdf"]}
          maxSizeBytes={5 * MEGABYTE}
          errorMessage="Bitte laden Sie Ihren Gewerbeschein hoch."
          onUpload={uploadSucceeds}
        />
      </Section>

      <Section title="Deaktiviert">
        <FileUpload
          label="Logo"
          description="Nach der Freigabe nicht mehr änderbar."
          accept={["image/png", "image/svg+xml"]}
          maxSizeBytes={MEGABYTE}
          isDisabled
          onUpload={uploadSucceeds}
        />
      </Section>
    </Stack>
  );
}
