import { data, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/employer-page";
import { ipxUrl } from "~/components/ui/responsive-image";
import { mailboxOf } from "~/lib/mailbox";
import { requestContext } from "~/lib/request-context";
import { noticeOf, type FormAnswer } from "~/lib/form-reply";
import { parseForm, refuseForm } from "~/lib/form-submission.server";
import { useViewBeacon } from "~/lib/use-view-beacon";
import { maintenanceGuard, pageNotFound } from "~/features/access/guards.server";
import { pageMeta } from "~/features/content/seo";
import type { ContentHandle } from "~/features/content/teaser-bar";
import { EmployerPageView } from "~/features/employer-branding/components/employer-page-view";
import { toDisplay } from "~/features/employer-branding/display";
import { FollowBox } from "~/features/employer-branding/components/follow-box";
import { requestFollow } from "~/features/employer-branding/following.server";
import { followSchema } from "~/features/employer-branding/schema";
import { employerPagePath, readPublicEmployerPage } from "~/features/employer-branding/employer-page.server";
import { employerPageDescription, organizationJsonLd } from "~/features/employer-branding/public-page";
import { companyLiveJobs } from "~/features/job-ads/public-page.server";
import { germanCollator } from "~/lib/collation";

export const middleware: Route.MiddlewareFunction[] = [maintenanceGuard];

export const handle: ContentHandle = { hideTeaser: true };

/**
 * A company's public employer page, `/unternehmen/{slug}` (issue 14): the published version with
 * the company's live ads, searchable by title and place. 404 while it is not published. The page
 * counts a person's view without a filter by a beacon to `…/aufruf` (decision 038), so that
 * reading it changes nothing.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, publicConfig, showsCompany } = context.get(requestContext);
  const now = new Date();
  // The company's live jobs are read beside the company, once the page names it.
  const page = await readPublicEmployerPage(db, params.slug, (companyId) => companyLiveJobs(db, companyId, now));
  if (!page) pageNotFound(request);
  showsCompany(page.companyId);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const city = (url.searchParams.get("ort") ?? "").trim().slice(0, 100);
  const all = page.beside;
  const words = query.toLocaleLowerCase("de-AT").split(/\s+/).filter(Boolean);
  const jobs = all.filter(
    (job) =>
      words.every((word) => job.title.toLocaleLowerCase("de-AT").includes(word)) &&
      (city === "" || job.cities.includes(city)),
  );
  const path = employerPagePath(page.slug);
  const logoUrl = page.content.logoPath
    ? `${publicConfig.baseUrl}${ipxUrl(page.content.logoPath, { height: 192 })}`
    : null;
  const headerUrl = page.content.headerImagePath
    ? `${publicConfig.baseUrl}${ipxUrl(page.content.headerImagePath, { width: 1280, height: 360, fit: "cover" })}`
    : null;
  return {
    companyName: page.companyName,
    display: toDisplay(page.content),
    description: employerPageDescription(page.companyName, page.content),
    path,
    jobs: {
      jobs,
      total: all.length,
      cities: [...new Set(all.flatMap((job) => job.cities))].sort(germanCollator.compare),
      query,
      city,
    },
    imageUrl: headerUrl ?? logoUrl,
    jsonLd: organizationJsonLd({
      companyName: page.companyName,
      url: `${publicConfig.baseUrl}${path}`,
      content: page.content,
      logoUrl,
    }),
  };
}

/**
 * "Firma folgen": the confirmation mail goes out; the answer is the same for every address.
 * Limited per client and per address (decision 037): a client over its limit is told so; an
 * address that was asked three times today is not mailed again, and the answer does not say so.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, publicConfig, tokenSigner, rateLimits, clientAddress } = context.get(requestContext);
  const page = await readPublicEmployerPage(db, params.slug);
  if (!page) pageNotFound(request);
  const submission = parseForm(await request.formData(), followSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const waitS = await rateLimits.take("followPerClient", clientAddress);
  if (waitS > 0) {
    const minutes = Math.ceil(waitS / 60);
    const message = `Sie haben in kurzer Zeit viele Anfragen gesendet. Bitte versuchen Sie es in ${minutes === 1 ? "einer Minute" : `${minutes} Minuten`} erneut.`;
    return data(
      { result: submission.reply({ formErrors: [message] }) },
      { status: 429, headers: { "Retry-After": String(waitS) } },
    );
  }
  if ((await rateLimits.take("followPerAddress", mailboxOf(submission.value.email))) === 0) {
    await requestFollow(db, tokenSigner, {
      page: { companyId: page.companyId, companyName: page.companyName, path: employerPagePath(page.slug) },
      email: submission.value.email,
      baseUrl: publicConfig.baseUrl,
      now: new Date(),
    });
  }
  return data<FormAnswer>({
    result: submission.reply({ resetForm: true }),
    notice: `Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie darin, dass Sie ${page.companyName} folgen möchten. Folgen Sie bereits, steht das in der E-Mail.`,
  });
}

/** A refused "Firma folgen" (too many requests) says when to try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

/** "Firma folgen" changes nothing the page shows: no reload of its data after it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "follow") return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const baseUrl = matches[0].loaderData?.publicConfig.baseUrl;
  return [
    ...pageMeta({
      title: `${loaderData.companyName} als Arbeitgeber – Jobs und Einblicke`,
      description: loaderData.description,
      baseUrl,
      pathname: loaderData.path,
    }),
    ...(loaderData.imageUrl ? [{ property: "og:image", content: loaderData.imageUrl }] : []),
    { name: "twitter:card", content: loaderData.imageUrl ? "summary_large_image" : "summary" },
    { "script:ld+json": loaderData.jsonLd },
  ];
}

export default function EmployerPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const filtered = searchParams.has("q") || searchParams.has("ort");
  useViewBeacon(filtered ? null : `${loaderData.path}/aufruf`);
  return (
    <div className="pb-12">
      <EmployerPageView
        companyName={loaderData.companyName}
        display={loaderData.display}
        jobs={loaderData.jobs}
        path={loaderData.path}
        aside={<FollowBox companyName={loaderData.companyName} result={noticeOf(actionData) ?? undefined} />}
      />
    </div>
  );
}
