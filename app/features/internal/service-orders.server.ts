import { z } from "zod";
import type { Executor } from "@db/client";
import { productsByIds } from "~/features/billing/catalogue.server";
import { companySummaries } from "~/features/companies/companies.server";
import { serviceAdOrders } from "~/features/job-ads/job-ads.server";
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

export async function serviceOrders(
  db: Executor,
  query: ServiceOrdersQuery,
): Promise<{ rows: ServiceOrderRow[]; total: number }> {
  const { rows, total } = await serviceAdOrders(db, query);
  const [companies, products] = await Promise.all([
    companySummaries(
      db,
      rows.map((row) => row.companyId),
    ),
    productsByIds(
      db,
      rows.flatMap((row) => (row.productId === null ? [] : [row.productId])),
    ),
  ]);
  return {
    // Every ad has its company (job_ads.company_id references it).
    rows: rows.flatMap(({ productId, ...row }) => {
      const company = companies.get(row.companyId);
      if (!company) return [];
      const product = productId === null ? undefined : products.get(productId);
      return [{ ...row, companyName: company.fullName, productName: product?.name ?? null }];
    }),
    total,
  };
}
