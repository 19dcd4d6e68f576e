import { useMemo } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/job-ad-apply";
import { fieldErrorsOf, sentTextsOf, type FormResult } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { mailboxOf } from "~/lib/mailbox";
import { requestContext } from "~/lib/request-context";
import { maintenanceGuard, pageNotFound } from "~/features/access/guards.server";
import { pageMeta } from "~/features/content/seo";
import { ApplicationForm } from "~/features/applications/components/application-form";
import { applyTarget, checkFiles, submitApplication, submittedFile } from "~/features/applications/intake.server";
import { checkAnswers } from "~/features/applications/questions";
import { APPLY_MESSAGES, applicationFieldsSchema } from "~/features/applications/schema";
import { countPublicVisit, isCountableVisit, readJobAdOfSubPage } from "~/features/job-ads/public-page.server";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

/**
 * The apply button of a public job ad, `/jobs/{id}-{slug}/bewerben`: counts the click in the
 * ad's figures (people only, no cookie) and leads to the channel the ad chose — its e-mail
 * address or its careers page — or shows the portal's application form (`?art=smart`: the short
 * form of smart bewerben, where the company switched it on). An ad that is not online goes back
 * to its page, which says why.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const requestValues = context.get(requestContext);
  const { db } = requestValues;
  const now = new Date();
  const page = await readJobAdOfSubPage(requestValues, params.slug, { now });
  if (!page) pageNotFound(request);
  if (page.kind === "gone") throw redirect(page.path, 303);
  const { method, href } = page.model.application;
  if (isCountableVisit(request)) await countPublicVisit(db, page.id, "apply", now);
  if ((method === "email" || method === "url") && href) throw redirect(href, 303);
  const target = await applyTarget(db, page.id);
  if (!target) pageNotFound(request);
  const formPath = `${page.path}/bewerben`;
  const smart = new URL(request.url).searchParams.get("art") === "smart";
  if (smart && !target.smartApply) throw redirect(formPath, 303);
  return {
    jobAdId: target.jobAdId,
    title: target.title,
    companyName: target.companyName,
    adPath: page.path,
    variant: smart ? ("smart" as const) : ("standard" as const),
    questions: smart ? target.smartQuestions : target.questions,
    otherVariantPath: target.smartApply ? (smart ? formPath : `${formPath}?art=smart`) : null,
  };
}

/** The text fields as sent (not the honeypot): the answers to the ad's questions are read from them. */
const textValues = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "website",
    ),
  );

/** Messages by field, as Conform's reply takes them. */
const asFieldErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, [message]]));

/**
 * Receives the application: the honeypot answers as if sent, the text and files are checked
 * (German messages per field, what was typed comes back), then the limits per client and per
 * address, and the application is stored or updates the same address's earlier one.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const requestValues = context.get(requestContext);
  const { db, publicConfig, documents, tokenSigner, rateLimits, clientAddress } = requestValues;
  const now = new Date();
  const page = await readJobAdOfSubPage(requestValues, params.slug, { now });
  if (!page) pageNotFound(request);
  const form = await request.formData();
  // The text fields go through the form's schema (parseForm); the files stay with the upload code
  // below (checkFiles), which reads their bytes for the type and size and has their German messages,
  // so they are checked in the same order and with the same words as before.
  const submission = parseForm(form, applicationFieldsSchema);
  // A refusal of the whole application (not online, smart off, too fast) shows its message alone.
  const refuseAll = (status: number, message: string, headers?: HeadersInit) =>
    data(
      { result: { ...submission.reply(), status: "error" as const, error: { "": [message] } } satisfies FormResult },
      { status, headers },
    );
  if (page.kind === "gone" || page.model.application.method !== "portal") {
    return refuseAll(409, APPLY_MESSAGES.notOnline);
  }
  const target = await applyTarget(db, page.id);
  if (!target) pageNotFound(request);
  const thanks = `${page.path}/bewerben/danke`;
  // A form robot fills every field; a person never sees this one.
  if (String(form.get("website") ?? "") !== "") throw redirect(thanks, 303);
  if (submission.status === "success" && submission.value.art === "smart" && !target.smartApply) {
    return refuseAll(400, APPLY_MESSAGES.smartOff);
  }
  const files = checkFiles(
    await submittedFile(form.get("lebenslauf")),
    (await Promise.all(form.getAll("unterlagen").map(submittedFile))).filter((file) => file !== null),
  );
  if (submission.status !== "success" || !files.ok) {
    return refuseForm(submission, files.ok ? {} : { fieldErrors: asFieldErrors(files.errors) });
  }
  const fields = submission.value;
  const values = textValues(form);
  const answers = checkAnswers(fields.art === "smart" ? target.smartQuestions : target.questions, values);
  if (!answers.ok) return refuseForm(submission, { fieldErrors: asFieldErrors(answers.errors) });
  // Only a complete application uses the limits: fixing a typo costs nothing.
  const wait = Math.max(
    await rateLimits.take("applyPerClient", clientAddress),
    await rateLimits.take("applyPerAddress", mailboxOf(fields.email)),
  );
  if (wait > 0) return refuseAll(429, APPLY_MESSAGES.tooFast, { "Retry-After": String(wait) });
  const result = await submitApplication(
    db,
    documents,
    tokenSigner,
    { target, fields, answerFields: values, files: files.files },
    { now, baseUrl: publicConfig.baseUrl },
  );
  if (!result.ok) return refuseForm(submission, { fieldErrors: asFieldErrors(result.errors) });
  throw redirect(thanks, 303);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    ...pageMeta({
      title: `Bewerbung: ${loaderData.title}`,
      description: `Bewerben Sie sich online als ${loaderData.title} bei ${loaderData.companyName}.`,
      baseUrl: matches[0].loaderData?.publicConfig.baseUrl,
      pathname: location.pathname,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function JobAdApplyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData?.result;
  // One object per answer: the form focuses the first refused field when the errors change.
  const refused = useMemo(() => {
    const { "": formError = null, ...errors } = fieldErrorsOf(result);
    return { errors, formError, values: sentTextsOf(result) };
  }, [result]);
  return <ApplicationForm key={loaderData.variant} {...loaderData} {...refused} />;
}
