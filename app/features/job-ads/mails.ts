import { formatDate } from "~/lib/format";

export type JobAdMailKind = "published" | "in-review" | "rejected" | "expiry-reminder" | "expired";

interface MailAd {
  id: number;
  title: string;
  expiresAt: Date | null;
  note: string;
}

const SIGNATURE = "\n\nMit freundlichen Grüßen\nIhr Team vom Arbeitgeberportal";

/** German e-mails about an ad's lifecycle, addressed formally ("Sie"). */
export function jobAdMail(kind: JobAdMailKind, ad: MailAd): { subject: string; text: string } {
  const title = ad.title || `Inserat ${ad.id}`;
  const until = ad.expiresAt ? formatDate(ad.expiresAt) : null;
  switch (kind) {
    case "published":
      return {
        subject: `Ihr Inserat „${title}“ ist veröffentlicht`,
        text: `Sehr geehrte Damen und Herren,\n\nIhr Inserat „${title}“ (Nr. ${ad.id}) ist veröffentlicht${until ? ` und läuft bis ${until}` : ""}.${SIGNATURE}`,
      };
    case "in-review":
      return {
        subject: `Ihr Inserat „${title}“ wird geprüft`,
        text: `Sehr geehrte Damen und Herren,\n\nvielen Dank für Ihr Inserat „${title}“ (Nr. ${ad.id}). Unsere Qualitätssicherung prüft es in der Regel innerhalb eines Werktags; danach geht es online.${SIGNATURE}`,
      };
    case "rejected":
      return {
        subject: `Ihr Inserat „${title}“ braucht eine Überarbeitung`,
        text: `Sehr geehrte Damen und Herren,\n\nIhr Inserat „${title}“ (Nr. ${ad.id}) konnten wir leider nicht freigeben.${ad.note ? `\n\nBegründung:\n${ad.note}` : ""}\n\nBitte überarbeiten Sie das Inserat und veröffentlichen Sie es erneut. Die verwendeten Credits haben wir Ihrem Guthaben gutgeschrieben.${SIGNATURE}`,
      };
    case "expiry-reminder":
      return {
        subject: `Ihr Inserat „${title}“ läuft bald ab`,
        text: `Sehr geehrte Damen und Herren,\n\nIhr Inserat „${title}“ (Nr. ${ad.id}) läuft${until ? ` am ${until}` : " in Kürze"} ab. Wenn die Stelle noch offen ist, können Sie es im Portal verlängern.${SIGNATURE}`,
      };
    case "expired":
      return {
        subject: `Ihr Inserat „${title}“ ist abgelaufen`,
        text: `Sehr geehrte Damen und Herren,\n\ndie Laufzeit Ihres Inserats „${title}“ (Nr. ${ad.id}) ist zu Ende. Sie können es im Portal jederzeit verlängern und wieder veröffentlichen.${SIGNATURE}`,
      };
  }
}
