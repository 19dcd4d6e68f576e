import { FORM_STEPS } from "~/features/job-ads/form-steps";
import type { ProductRow } from "~/features/billing/catalogue.server";
import type { JobAdRow } from "~/features/job-ads/job-ads.server";
import type { JobAdAction } from "~/features/job-ads/lifecycle";
import { formatSalary } from "~/features/job-ads/schema";

/**
 * The job ad as the external API answers it: the envelope of SPEC §7 (`data.meta.companyId`)
 * with every field, grouped by the form step that sets it, the run figures and the actions the
 * company may take now. Money in euro cents, instants as ISO strings.
 */
export function jobAdDetail(ad: JobAdRow, product: ProductRow | null, actions: readonly JobAdAction[]) {
  return {
    data: {
      id: ad.id,
      title: ad.title,
      status: ad.status,
      origin: ad.origin,
      completedSteps: FORM_STEPS.filter((step) => ad.completedSteps.includes(step)),
      steps: {
        data: {
          title: ad.title,
          locations: ad.locations,
          remote: ad.remote,
          employmentTypes: ad.employmentTypes,
          weeklyHours: ad.weeklyHours,
          jobLevel: ad.jobLevel,
          jobField: ad.jobField,
          startDate: ad.startDate,
          anonymous: ad.anonymous,
          salaryMinCents: ad.salaryMinCents,
          salaryMaxCents: ad.salaryMaxCents,
          salaryPeriod: ad.salaryPeriod,
          salaryOverpay: ad.salaryOverpay,
          salaryText: ad.salaryText,
          salary: formatSalary(ad),
        },
        design: {
          template: ad.template,
          logoPath: ad.logoPath,
          headerImagePath: ad.headerImagePath,
          primaryColor: ad.primaryColor,
          accentColor: ad.accentColor,
        },
        content: { ...ad.content, contactPerson: ad.contactPerson },
        product: product
          ? {
              id: product.id,
              slug: product.slug,
              name: product.name,
              runDays: product.runDays,
              priceCredits: product.priceCredits,
              includedPushes: product.includedPushes,
            }
          : null,
        publish: { publishMode: ad.publishMode, publishAt: ad.publishAt },
        application: {
          applicationMethod: ad.applicationMethod,
          applicationEmail: ad.applicationEmail,
          applicationUrl: ad.applicationUrl,
        },
      },
      run: {
        publishedAt: ad.publishedAt,
        expiresAt: ad.expiresAt,
        reminderSentAt: ad.reminderSentAt,
        pushesLeft: ad.pushesLeft,
        lastPushedAt: ad.lastPushedAt,
      },
      actions,
      createdAt: ad.createdAt,
      updatedAt: ad.updatedAt,
      meta: { companyId: ad.companyId },
    },
  };
}
