import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@db/client";
import { companies } from "@db/schema";

/**
 * An insert of `count` complete ads in every state (mostly active) over generate_series, the row
 * number `i`: `company` names each ad's company (a value, or a column of `join`, which may use
 * `i`); `mixedOrigins` alternates self-service and service ads.
 */
export function generatedJobAds(options: { company: SQL; count: number; join?: SQL; mixedOrigins: boolean }): SQL {
  const origin = options.mixedOrigins
    ? sql.raw(`(array['self-service', 'service'])[1 + i % 2]`)
    : sql.raw(`'self-service'`);
  return sql`
    insert into job_ads (company_id, title, status, origin, locations, employment_types, job_level, job_field,
      salary_min_cents, salary_period, completed_steps, product_id, published_at, expires_at, created_at, updated_at)
    select ${options.company},
      (array['Softwareentwickler:in', 'Buchhalter:in', 'Elektriker:in', 'Lagerlogistiker:in', 'Koch/Köchin',
             'Projektleiter:in Hochbau', 'Office Manager:in', 'Verkaufsberater:in'])[1 + i % 8] || ' (m/w/d) ' || i,
      (array['draft', 'review', 'scheduled', 'active', 'active', 'active', 'expired', 'deactivated', 'locked', 'deleted'])[1 + i % 10],
      ${origin},
      jsonb_build_array(jsonb_build_object('city', (array['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck'])[1 + i % 5],
        'postcode', '4020', 'state', 'Oberösterreich')),
      array['vollzeit'], 'fachkraft', 'technik', 300000, 'month',
      array['data', 'design', 'content', 'product', 'publish', 'application'],
      (select id from products where family = 'stelleninserate' and slug = 'standard'),
      now() - (i % 30) * interval '1 day', now() + (30 - i % 30) * interval '1 day',
      now() - i * interval '1 minute', now() - i * interval '1 minute'
    from generate_series(1, ${options.count}::int) as i ${options.join ?? sql``}`;
}

/**
 * The market at scale (issue 17 §5), on top of the seed: `companies` more companies with `ads`
 * job ads among them, and `bigCompanyAds` ads for one company of the seed. Plain SQL over
 * generate_series, so it takes seconds on PostgreSQL and PGlite alike.
 */
export async function insertMarket(
  db: Database,
  options: { companies: number; ads: number; bigCompanyId: number; bigCompanyAds: number },
): Promise<void> {
  const [known] = await db.select({ max: sql<number>`coalesce(max(${companies.id}), 0)::int` }).from(companies);
  await db.execute(sql`
    insert into companies (full_name, street, postcode, city, state, distribution_channel)
    select (array['Huber', 'Gruber', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer'])[1 + i % 8]
             || ' ' || (array['Bau', 'Technik', 'Handel', 'Logistik', 'Gastro', 'Consulting'])[1 + i % 6]
             || ' ' || i || (array[' GmbH', ' KG', ' e.U.', ' AG'])[1 + i % 4],
      'Hauptstraße ' || i, '4020',
      (array['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Klagenfurt'])[1 + i % 6], 'Oberösterreich',
      (array['DIRECT-SALES', 'HYBRID', 'SELF-SERVICE'])[1 + i % 3]
    from generate_series(1, ${options.companies}::int) as i`);
  // The new companies by their number 0 … n-1: each ad goes to the company of its number modulo n.
  const newCompanies = sql`join (select id, row_number() over (order by id) - 1 as n from companies
    where id > ${known!.max}::int) as c on c.n = i % ${options.companies}::int`;
  await db.execute(generatedJobAds({ company: sql`c.id`, count: options.ads, join: newCompanies, mixedOrigins: true }));
  await db.execute(
    generatedJobAds({ company: sql`${options.bigCompanyId}::int`, count: options.bigCompanyAds, mixedOrigins: true }),
  );
  await db.execute(sql`analyze`);
}
