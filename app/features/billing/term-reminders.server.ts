import { and, asc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "@db/client";
import { companyProductTerms, products, type ProductFamily } from "@db/schema/billing";
import { addDays, DAY_MS } from "~/lib/days";
import { formatDate, viennaDay } from "~/lib/format";
import { queueMail } from "~/features/notifications/mail.server";
import { notificationRecipients } from "~/features/notifications/preferences.server";

/**
 * Terms that run out (issue 35 §4, decision 073): a talent-search licence or an Arbeitgeberprofil
 * term that ends with no later term of its family after it. The company hears it 30 and 7 days
 * before the last day, each once (the term's `reminder_*_sent_at`), by mail to its users who keep
 * the expiry reminders on (as for job ads), and on its dashboard for the last 30 days.
 */

/** Days before the last day of a term: the first reminder, and the last one. */
export const TERM_REMINDER_DAYS = { first: 30, last: 7 } as const;

/** Where the company renews each family's term. */
export const RENEW_PATHS: Partial<Record<ProductFamily, string>> = {
  talentsuche: "/p/active-sourcing/lizenz",
  arbeitgebermarke: "/p/employer-branding/bestellen",
};

export interface EndingTerm {
  termId: number;
  companyId: number;
  family: ProductFamily;
  productName: string;
  endsOn: string;
  /** Whole days from today to the last day (0: it ends today). */
  daysLeft: number;
  renewPath: string;
  reminder30SentAt: Date | null;
  reminder7SentAt: Date | null;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The terms that end within the next 30 days (today included) and that no later term of the same
 * family follows; of one company, or of all (the sweep).
 */
export async function endingTerms(db: Executor, today: string, companyId?: number): Promise<EndingTerm[]> {
  const later = sql`exists (
    select 1 from ${companyProductTerms} as later_term
    join ${products} as later_product on later_product.id = later_term.product_id
    where later_term.company_id = ${companyProductTerms.companyId}
      and later_product.family = ${products.family}
      and later_term.ends_on > ${companyProductTerms.endsOn})`;
  const rows = await db
    .select({
      termId: companyProductTerms.id,
      companyId: companyProductTerms.companyId,
      family: products.family,
      productName: products.name,
      endsOn: companyProductTerms.endsOn,
      reminder30SentAt: companyProductTerms.reminder30SentAt,
      reminder7SentAt: companyProductTerms.reminder7SentAt,
    })
    .from(companyProductTerms)
    .innerJoin(products, eq(products.id, companyProductTerms.productId))
    .where(
      and(
        gte(companyProductTerms.endsOn, today),
        lte(companyProductTerms.endsOn, addDays(today, TERM_REMINDER_DAYS.first)),
        sql`not ${later}`,
        ...(companyId === undefined ? [] : [eq(companyProductTerms.companyId, companyId)]),
      ),
    )
    .orderBy(asc(companyProductTerms.endsOn), asc(companyProductTerms.id));
  return rows.flatMap((row) => {
    const renewPath = RENEW_PATHS[row.family];
    if (!renewPath) return [];
    const endsOn = String(row.endsOn);
    return [{ ...row, endsOn, daysLeft: daysBetween(today, endsOn), renewPath }];
  });
}

export function termReminderMail(term: EndingTerm, baseUrl: string): { subject: string; text: string } {
  const when = term.daysLeft === 0 ? "heute" : term.daysLeft === 1 ? "morgen" : `in ${term.daysLeft} Tagen`;
  return {
    subject: `${term.productName} endet am ${formatDate(term.endsOn)}`,
    text: `Sehr geehrte Damen und Herren,\n\nIhre Laufzeit von ${term.productName} endet am ${formatDate(term.endsOn)}, also ${when}. Danach steht Ihnen ${term.productName} nicht mehr zur Verfügung.\n\nWenn Sie weitermachen möchten, verlängern Sie rechtzeitig im Portal; die neue Laufzeit schließt nahtlos an:\n${baseUrl}${term.renewPath}\n\nMit freundlichen Grüßen\nIhr Team vom Arbeitgeberportal`,
  };
}

/**
 * The sweep: each ending term's reminder that is due and not sent yet, claimed and mailed in one
 * transaction per term (a second run, or another instance, finds it sent). Within the last 7 days
 * only the last reminder is due, so a term ordered late gets one mail, not two.
 */
export async function sendTermReminders(db: Database, options: { now: Date; baseUrl: string }): Promise<number> {
  const today = viennaDay(options.now);
  let sent = 0;
  for (const term of await endingTerms(db, today)) {
    const last = term.daysLeft <= TERM_REMINDER_DAYS.last;
    if (last ? term.reminder7SentAt : term.reminder30SentAt) continue;
    const column = last ? companyProductTerms.reminder7SentAt : companyProductTerms.reminder30SentAt;
    const mailed = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(companyProductTerms)
        .set(last ? { reminder7SentAt: options.now } : { reminder30SentAt: options.now })
        .where(and(eq(companyProductTerms.id, term.termId), isNull(column)))
        .returning({ id: companyProductTerms.id });
      if (claimed.length === 0) return false;
      const mail = termReminderMail(term, options.baseUrl);
      for (const recipient of await notificationRecipients(tx, term.companyId, "expiryReminder")) {
        await queueMail(tx, { to: recipient.email, ...mail });
      }
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}
