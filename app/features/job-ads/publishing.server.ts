import { data, href, redirect, type RouterContextProvider } from "react-router";
import { customerMay } from "@auth/abilities";
import { z } from "zod";
import { InsufficientCreditsError } from "~/features/billing/credits.server";
import { requestContext } from "~/lib/request-context";
import { refusalOf } from "~/lib/domain-error";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { companyReadOnlyReason, requireOwnJobAd, summaryFacts } from "./editor.server";
import { FORM_STEPS } from "./form-steps";
import { actorOf, createDraftOnce, orderAndPublish, performAction, readJobAd } from "./job-ads.server";
import type { JobAdStatus } from "./lifecycle";

type Context = Readonly<RouterContextProvider>;

const NO_JOB_ABILITY = "Ihr Unternehmen kann keine Inserate schalten. Bitte wenden Sie sich an Ihre Ansprechperson.";

/** /p/jobs/create: whether the signed-in company user may start an ad, and the key of this visit's press. */
export function loadCreatePage(context: Context) {
  const { user } = context.get(requestContext);
  return {
    mayCreate: user.isExternalUser && user.company !== null && customerMay(user.abilities, "placeJobAds"),
    createKey: crypto.randomUUID(),
  };
}

const createPress = z.object({
  createKey: z.uuid({ error: "Die Seite ist veraltet. Bitte laden Sie sie neu und legen Sie das Inserat erneut an." }),
});

/** "Neues Inserat anlegen": a self-service draft of the user's company, then its first step. */
export async function createJobAdAction(context: Context, request: Request) {
  const { db, user, production } = context.get(requestContext);
  if (!user.isAuthenticated) throw data("Bitte melden Sie sich an.", { status: 401 });
  const submission = parseForm(await request.formData(), createPress);
  if (!user.isExternalUser || !user.company || !customerMay(user.abilities, "placeJobAds")) {
    return refuseForm(submission, { formErrors: [NO_JOB_ABILITY], status: 403 });
  }
  if (submission.status !== "success") return refuseForm(submission);
  const actor = actorOf(user, { production });
  const input = {
    companyId: user.company.id,
    origin: "self-service" as const,
    prefill: {
      contactPerson: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: "" },
      applicationEmail: user.email,
    },
  };
  const id = await createDraftOnce(db, { ...input, actor, createKey: submission.value.createKey });
  return redirect(href("/p/jobs/:id/data", { id: String(id) }));
}

/** Everything the summary shows: the ad, its preview, product and price, balance and history. */
export async function loadSummary(context: Context, id: string | undefined) {
  const { db, ad, product, company } = await requireOwnJobAd(context, id);
  const { completedSteps, publishMode, publishAt, ...facts } = await summaryFacts(db, ad, product, company);
  return {
    ...facts,
    jobAd: {
      id: ad.id,
      title: ad.title,
      status: ad.status,
      completedSteps,
      publishMode,
      publishAt,
      publishedAt: ad.publishedAt,
      expiresAt: ad.expiresAt,
    },
    editableSteps: FORM_STEPS.filter((step) => companyReadOnlyReason(ad, step) === null),
  };
}

const summaryIntent = z.object({
  intent: z.enum(["publish", "order-and-publish"], { error: "Diese Aktion gibt es nicht." }),
});

export interface PublicationOutcome {
  status: JobAdStatus;
  publishAt: Date | null;
  invoiceNumber: string | null;
}

/**
 * "Veröffentlichen" uses the company's credits; "Produkt kaufen und veröffentlichen" orders the
 * product first, in the same transaction. Refusals keep everything as it was and say why.
 */
export async function summaryAction(request: Request, context: Context, id: string | undefined) {
  const { db, user, production, ad } = await requireOwnJobAd(context, id);
  const submission = parseForm(await request.formData(), summaryIntent);
  const refuse = (message: string, status: number, insufficientCredits = false) =>
    refuseForm(submission, { formErrors: [message], status, extra: { insufficientCredits } });
  if (submission.status !== "success") return refuseForm(submission, { extra: { insufficientCredits: false } });
  if (!customerMay(user.abilities, "placeJobAds")) return refuse(NO_JOB_ABILITY, 403);
  const actor = actorOf(user, { production });
  try {
    let invoiceNumber: string | null = null;
    if (submission.value.intent === "publish") {
      await performAction(db, ad.id, "publish", actor);
    } else {
      invoiceNumber = (await orderAndPublish(db, ad.id, actor)).invoiceNumber;
    }
    const published = (await readJobAd(db, ad.id))?.ad;
    const outcome: PublicationOutcome = {
      status: published?.status ?? ad.status,
      publishAt: published?.publishAt ?? null,
      invoiceNumber,
    };
    return { outcome };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuse(refusal.message, refusal.status, error instanceof InsufficientCreditsError);
  }
}
