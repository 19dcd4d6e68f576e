import type { Database } from "./client";
import { employerPages, employerPageVersions } from "./schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The demo employer page of Donautal Technik GmbH (the demo customer's first company, with the
 * Plus page in its contract): published, so `/unternehmen/donautal-technik-gmbh` shows at once
 * what the product looks like. Images are left to the company (the editor uploads them).
 */
const DONAUTAL_TECHNIK = {
  claim: "Wir bringen Strom, Licht und Technik in Oberösterreichs Betriebe – mit einem Team, das zusammenhält.",
  about:
    "<p>Die Donautal Technik GmbH plant, errichtet und wartet elektrotechnische Anlagen für Industrie und Gewerbe in Oberösterreich. Von der Schaltanlage bis zur Photovoltaik auf dem Hallendach begleiten wir unsere Kundinnen und Kunden über den ganzen Lebenszyklus einer Anlage.</p><p>Bei uns arbeiten Elektrotechnikerinnen, Projektleiter, Lehrlinge und Büroprofis Hand in Hand. Wir bilden selbst aus, fördern Weiterbildung und legen Wert auf planbare Arbeitszeiten.</p>",
  industry: "Elektrotechnik",
  size: "50-249",
  foundedYear: 1987,
  website: "https://www.example.at/",
  locations: ["4020 Linz, Industriezeile 12", "4600 Wels, Salzburger Straße 40"],
  benefits: ["flexible-arbeitszeit", "weiterbildung", "essenszuschuss", "klimaticket", "parkplatz", "firmenevents"],
  logoPath: null,
  headerImagePath: null,
  primaryColor: "#0B4F6C",
  accentColor: "#E4007C",
  gallery: [],
  videoUrl: null,
  voices: [
    {
      name: "Sabine K.",
      role: "Projektleiterin",
      quote:
        "Ich kann Projekte von der Planung bis zur Übergabe selbst verantworten – und habe ein Team, das mich unterstützt.",
    },
    {
      name: "Lukas M.",
      role: "Lehrling Elektrotechnik, 3. Lehrjahr",
      quote:
        "In der Lehrwerkstatt lernen wir alles, bevor wir auf die Baustelle gehen. Die Ausbilder nehmen sich Zeit.",
    },
  ],
  sections: [
    {
      title: "Lehre bei Donautal Technik",
      html: "<p>Jedes Jahr starten bis zu acht Lehrlinge bei uns. Mit Lehre mit Matura, Prämien für gute Zeugnisse und einer Übernahmegarantie bei Lehrabschluss.</p>",
    },
  ],
};

export async function seedEmployerPages(
  tx: Transaction,
  { companyId, publishedByUserId, now }: { companyId: number; publishedByUserId: number; now: Date },
): Promise<void> {
  const [version] = await tx
    .insert(employerPageVersions)
    .values({ companyId, content: DONAUTAL_TECHNIK, publishedAt: now, publishedByUserId })
    .returning({ id: employerPageVersions.id });
  await tx.insert(employerPages).values({
    companyId,
    slug: "donautal-technik-gmbh",
    draft: DONAUTAL_TECHNIK,
    draftUpdatedAt: now,
    publishedVersionId: version!.id,
  });
}
