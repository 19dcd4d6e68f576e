import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "@db/client";
import { companies } from "@db/schema/companies-and-users";
import { jobAdEvents, jobAds } from "@db/schema/job-ads";
import { products } from "@db/schema/billing";
import { pageSchema, pageSizeSchema } from "~/lib/request-params";

/**
 * serviceAdOrderList (issue 5): the ads staff entered for companies (origin "service") across all
 * companies, newest first, with who entered them (the actor of the ad's "create" event).
 */

export const SERVICE_ORDERS_PAGE_SIZE = 20;

export const serviceOrdersQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema(SERVICE_ORDERS_PAGE_SIZE),
});
export type ServiceOrdersQuery = z.output<typeof serviceOrdersQuerySchema>;

export interface ServiceOrderRow {
  id: number;
  title: string;
  status: string;
  companyId: number;
  companyName: string;
  productName: string | null;
  createdAt: Date;
  createdBy: string | null;
}

const createdBy = sql<
  string | null
>`(select ${jobAdEvents.actorName} from ${jobAdEvents} where ${jobAdEvents.jobAdId} = ${jobAds.id} and ${jobAdEvents.action} = 'create' order by ${jobAdEvents.at} limit 1)`;

export async function serviceOrders(
  db: Executor,
  query: ServiceOrdersQuery,
): Promise<{ rows: ServiceOrderRow[]; total: number }> {
  const where = eq(jobAds.origin, "service");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: jobAds.id,
        title: jobAds.title,
        status: jobAds.status,
        companyId: jobAds.companyId,
        companyName: companies.fullName,
        productName: products.name,
        createdAt: jobAds.createdAt,
        createdBy,
      })
      .from(jobAds)
      .innerJoin(companies, eq(companies.id, jobAds.companyId))
      .leftJoin(products, eq(products.id, jobAds.productId))
      .where(where)
      .orderBy(desc(jobAds.createdAt), desc(jobAds.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobAds)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
