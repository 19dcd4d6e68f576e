import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * Every URL of SPEC §2 with its layout and guard, in one place. Guards run as middleware of
 * the layout (before any loader); loaders re-check what they read.
 */
export default [
  // content: public pages; `maintenance` guard on home and product pages.
  layout("layouts/content.tsx", [
    index("routes/content/home.tsx"),
    // One route module per page, so a page's JavaScript holds its own text and no other page's.
    route("smart-bewerben", "routes/content/smart-bewerben.tsx", { id: "content/smart-bewerben" }),
    route("bewerber-manager", "routes/content/bewerber-manager.tsx", { id: "content/bewerber-manager" }),
    ...prefix("kh", [
      route("offene-stellen", "routes/content/kh-offene-stellen.tsx", { id: "content/kh-offene-stellen" }),
      route("recruiting-mix", "routes/content/kh-recruiting-mix.tsx", { id: "content/kh-recruiting-mix" }),
      route("richtigen-talente-anziehen", "routes/content/kh-richtigen-talente-anziehen.tsx", {
        id: "content/kh-richtigen-talente-anziehen",
      }),
    ]),
    ...prefix("produkte", [
      route("talentsuche", "routes/content/produkte-talentsuche.tsx", { id: "content/produkte-talentsuche" }),
      route("talentsuche/:id", "routes/content/product-detail.tsx", { id: "content/produkte-talentsuche-detail" }),
      route("stelleninserate", "routes/content/produkte-stelleninserate.tsx", {
        id: "content/produkte-stelleninserate",
      }),
      route("stelleninserate/:id", "routes/content/product-detail.tsx", {
        id: "content/produkte-stelleninserate-detail",
      }),
      route("arbeitgebermarke", "routes/content/produkte-arbeitgebermarke.tsx", {
        id: "content/produkte-arbeitgebermarke",
      }),
    ]),
    // The content host pages (FAQs, HR know-how, AGB und Impressum) served by this portal by default.
    route("hr/tipps", "routes/content/hr-tipps.tsx", { id: "content/hr-tipps" }),
    route("hr/faqs", "routes/content/hr-faqs.tsx", { id: "content/hr-faqs" }),
    route("agb", "routes/content/agb.tsx", { id: "content/agb" }),
    route("datenschutz", "routes/content/datenschutz.tsx", { id: "content/datenschutz" }),
    route("jobs/:slug/aufruf", "routes/content/job-ad-view.ts", { id: "content/job-ad-view" }),
    // A company's public employer page (issue 14).
    route("unternehmen/:slug", "routes/content/employer-page.tsx", { id: "content/employer-page" }),
    route("unternehmen/:slug/folgen", "routes/content/employer-page-follow.tsx", {
      id: "content/employer-page-follow",
    }),
    route("unternehmen/:slug/aufruf", "routes/content/employer-page-view.ts", { id: "content/employer-page-view" }),
    route("job-alerts/abmelden", "routes/content/job-alerts-unsubscribe.tsx", { id: "content/job-alerts-unsubscribe" }),
    route("job-alerts/abmelden/ein-klick", "routes/content/job-alerts-one-click.ts", {
      id: "content/job-alerts-one-click",
    }),
    route("*", "routes/not-found.tsx"),
  ]),

  // candidate: the job seeker's pages, without the employer portal's navigation (issue 34 §6).
  layout("layouts/candidate.tsx", [
    // The public page of a job ad, `/jobs/{id}-{slug}` (issue 14), and its apply button.
    route("jobs/:slug", "routes/content/job-ad.tsx", { id: "content/job-ad" }),
    route("jobs/:slug/bewerben", "routes/content/job-ad-apply.tsx", { id: "content/job-ad-apply" }),
    route("jobs/:slug/bewerben/danke", "routes/content/job-ad-applied.tsx", { id: "content/job-ad-applied" }),
    // The candidate's links of the confirmation e-mail (issue 15, issue 34 §6).
    route("bewerbung/status", "routes/content/application-status.tsx", { id: "content/application-status" }),
    route("bewerbung/zurueckziehen", "routes/content/application-withdraw.tsx", { id: "content/application-withdraw" }),
    route("bewerbung/daten", "routes/content/application-data.tsx", { id: "content/application-data" }),
    route("bewerbung/daten.json", "routes/content/application-data-json.ts", { id: "content/application-data-json" }),
    route("bewerbung/daten.pdf", "routes/content/application-data-pdf.ts", { id: "content/application-data-pdf" }),
    route("bewerbung/nachrichten", "routes/content/application-reply.tsx", { id: "content/application-reply" }),
    route("bewerbung/termin", "routes/content/application-interview.tsx", { id: "content/application-interview" }),
  ]),

  // For crawlers (issue 14): what they may visit and where the public pages are.
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),

  // plain: no navigation chrome.
  layout("layouts/plain.tsx", [
    route("wartung", "routes/plain/maintenance.tsx"),
    route("p/internal/login", "routes/internal/login.tsx"),
    route("debug", "routes/debug/index.tsx"),
    route("debug/mails", "routes/debug/mails.tsx"),
    route("debug/mails/:id", "routes/debug/mail.tsx"),
  ]),

  // default: signed-in customer pages.
  layout("layouts/default.tsx", [
    route("p", "routes/customer/bare.tsx"),
    route("p/dashboard", "routes/account/dashboard.tsx"),
    route("p/credits", "routes/account/credits.tsx"),
    route("p/account/invoices", "routes/account/invoices.tsx"),
    // The PDF of one invoice, "/p/account/invoices/{id}.pdf" (a resource route).
    route("p/account/invoices/:file", "routes/account/invoice-pdf.tsx"),
    route("p/account/company", "routes/account/company.tsx"),
    route("p/account/settings", "routes/account/settings.tsx"),
    // Not in SPEC §2: the company's webhooks (issue 36 §3).
    route("p/account/settings/webhooks", "routes/account/webhooks.tsx"),
    route("p/account/settings/webhooks/:endpointId", "routes/account/webhook.tsx"),
    // Not in SPEC §2: the company's API tokens for the integration API (issue 36 §2, decision 076).
    route("p/account/settings/api-tokens", "routes/account/api-tokens.tsx"),
    route("p/account/company-switch", "routes/account/company-switch.tsx"),
    // The area's entry leads to the overview, the editor or the order page (issue 35 §3).
    route("p/employer-branding", "routes/employer-branding/index.ts", { id: "customer/eb-index" }),
    route("p/employer-branding/dashboard", "routes/employer-branding/dashboard.tsx", { id: "customer/eb-dashboard" }),
    // Not in SPEC §2: Employer Branding Basic and Plus ordered in the portal (issue 35 §3).
    route("p/employer-branding/bestellen", "routes/employer-branding/order.tsx", { id: "customer/eb-order" }),
    // The employer page's editor (issue 14); both addresses edit the one page, Plus shows its parts.
    route("p/employer-branding/page", "routes/employer-branding/editor.tsx", { id: "customer/eb-page" }),
    route("p/employer-branding/page-plus", "routes/employer-branding/editor.tsx", { id: "customer/eb-page-plus" }),
    route("p/employer-branding/page/entwurf", "routes/employer-branding/draft.ts", { id: "customer/eb-page-draft" }),
    route("p/employer-branding/page-plus/entwurf", "routes/employer-branding/draft.ts", {
      id: "customer/eb-page-plus-draft",
    }),
    route("p/employer-branding/metrics", "routes/employer-branding/metrics.tsx", { id: "customer/eb-metrics" }),
    route("p/employer-branding/metrics/export", "routes/employer-branding/metrics-export.ts", {
      id: "customer/eb-metrics-export",
    }),
    route("p/employer-branding/plus", "routes/employer-branding/plus.tsx", { id: "customer/eb-plus" }),
    // The Bewerber-Manager (issue 15): the inbox, its stages, an application, its documents, an ad's questions.
    route("p/applications/bewerber-manager", "routes/applications/manager.tsx", { id: "customer/bewerber-manager" }),
    // A static segment outranks `:applicationId` in React Router's matching, whatever the order here.
    route("p/applications/bewerber-manager/phasen", "routes/applications/stages.tsx", {
      id: "customer/bewerbung-phasen",
    }),
    route("p/applications/bewerber-manager/erwaehnungen", "routes/applications/mentions.tsx", {
      id: "customer/bewerbung-erwaehnungen",
    }),
    route("p/applications/bewerber-manager/:applicationId", "routes/applications/application.tsx", {
      id: "customer/bewerbung",
    }),
    // Interviews the candidate books (issue 34 §3): proposing, moving and cancelling.
    route("p/applications/bewerber-manager/:applicationId/interviews", "routes/applications/interviews.tsx", {
      id: "customer/bewerbung-interviews",
    }),
    route("p/applications/bewerber-manager/:applicationId/dokumente/:documentId", "routes/applications/document.ts", {
      id: "customer/bewerbung-dokument",
    }),
    route("p/applications/bewerber-manager/inserate/:jobId", "routes/applications/board.tsx", {
      id: "customer/bewerbungen-pipeline",
    }),
    route("p/applications/bewerber-manager/inserate/:jobId/fragen", "routes/applications/ad-questions.tsx", {
      id: "customer/bewerbung-fragen",
    }),
    route("p/applications/bewerber-manager/inserate/:jobId/export", "routes/applications/export.ts", {
      id: "customer/bewerbungen-export",
    }),
    // Scorecards (issue 34 §4): an application's Bewertungsbogen, an ad's criteria.
    route("p/applications/bewerber-manager/:applicationId/bewertung", "routes/applications/scorecard.tsx", {
      id: "customer/bewerbung-bewertungsbogen",
    }),
    route(
      "p/applications/bewerber-manager/inserate/:jobId/bewertungskriterien",
      "routes/applications/ad-criteria.tsx",
      {
        id: "customer/bewerbung-bewertungskriterien",
      },
    ),
    route("p/applications/smart-bewerben", "routes/applications/smart-apply.tsx", { id: "customer/smart-bewerben" }),
  ]),

  // manage-job-ads: the customer's job-ad list and metrics.
  layout("layouts/manage-job-ads.tsx", [
    route("p/jobs", "routes/job-ads/list.tsx"),
    route("p/jobs/metrics", "routes/account/metrics.tsx"),
  ]),

  // manage-job-ads-form: the six form steps (`jam-form-step`) and the summary; ownership checked.
  layout("layouts/manage-job-ads-form.tsx", [
    route("p/jobs/create", "routes/job-ads/create.tsx"),
    route("p/jobs/:id", "routes/job-ads/bare.tsx"),
    route("p/jobs/:id/data", "routes/job-ads/step-data.tsx", { id: "job-ads/step-data" }),
    route("p/jobs/:id/design", "routes/job-ads/step-design.tsx", { id: "job-ads/step-design" }),
    route("p/jobs/:id/content", "routes/job-ads/step-content.tsx", { id: "job-ads/step-content" }),
    route("p/jobs/:id/product", "routes/job-ads/step-product.tsx", { id: "job-ads/step-product" }),
    route("p/jobs/:id/publish", "routes/job-ads/step-publish.tsx", { id: "job-ads/step-publish" }),
    route("p/jobs/:id/application", "routes/job-ads/step-application.tsx", { id: "job-ads/step-application" }),
    route("p/jobs/:id/summary", "routes/job-ads/summary.tsx"),
  ]),

  // Active sourcing: public info pages and the signed-in talent database.
  layout("layouts/manage-talents-public.tsx", [
    route("p/active-sourcing/releases", "routes/active-sourcing/releases.tsx", { id: "as/releases" }),
    route("p/active-sourcing/info-new-version", "routes/active-sourcing/info-new-version.tsx", {
      id: "as/info-new-version",
    }),
    // The person's page behind the link in a contact request's e-mail (issue 16).
    route("talente/anfrage", "routes/talent/contact-request.tsx", { id: "talent/contact-request" }),
  ]),
  layout("layouts/manage-talents-default.tsx", [
    ...prefix("p/active-sourcing", [
      route("search", "routes/active-sourcing/search.tsx", { id: "as/search" }),
      route("search/contact/:profileId", "routes/active-sourcing/contact.tsx", { id: "as/search-contact" }),
      route("search/candidate/:profileId", "routes/active-sourcing/candidate.tsx", { id: "as/search-candidate" }),
      route("matching", "routes/active-sourcing/matching.tsx", { id: "as/matching" }),
      route("matching/:jobId", "routes/active-sourcing/matching-job.tsx", { id: "as/matching-job" }),
      route("matching/:jobId/contact/:profileId", "routes/active-sourcing/contact.tsx", {
        id: "as/matching-contact",
      }),
      route("messages", "routes/active-sourcing/messages.tsx", { id: "as/messages" }),
      route("messages/:profileId", "routes/active-sourcing/conversation.tsx", { id: "as/messages-profile" }),
      route("projects", "routes/active-sourcing/projects.tsx", { id: "as/projects" }),
      route("projects/:projectId", "routes/active-sourcing/project.tsx", { id: "as/project" }),
      route("projects/:projectId/contact/:profileId", "routes/active-sourcing/contact.tsx", {
        id: "as/project-contact",
      }),
      route("saved-search", "routes/active-sourcing/saved-search.tsx", { id: "as/saved-search" }),
      // Not in SPEC §2: the licence and its ordering (issue 16).
      route("lizenz", "routes/active-sourcing/licence.tsx", { id: "as/licence" }),
    ]),
  ]),

  // manage-job-ads-internal: the staff panel; path abilities of SPEC §6.
  layout("layouts/manage-job-ads-internal.tsx", [
    route("p/internal", "routes/internal/start.tsx"),
    route("p/internal/feature-flags", "routes/internal/feature-flags.tsx"),
    route("p/internal/groups", "routes/internal/groups.tsx"),
    route("p/internal/service-orders", "routes/internal/service-orders.tsx"),
    route("p/internal/companies", "routes/internal/companies.tsx"),
    route("p/internal/companies/:companyId/jobs", "routes/internal/company-jobs.tsx"),
    route("p/internal/companies/:companyId/jobs/order", "routes/internal/order.tsx"),
    // `internal-user-ad-permission`
    route("p/internal/companies/:companyId/jobs/create", "routes/internal/ad-editor.tsx", {
      id: "internal/ad-create",
    }),
    route("p/internal/companies/:companyId/jobs/:id", "routes/internal/ad-editor.tsx", { id: "internal/ad-edit" }),
    route("p/internal/companies/:companyId/jobs/:id/oeffentlich", "routes/internal/public-ad.tsx"),
  ]),
  layout("layouts/manage-job-ads-qa.tsx", [
    route("p/internal/qa", "routes/qa/queue.tsx"),
    route("p/internal/qa/:id", "routes/qa/review.tsx"),
    route("p/internal/qa/:id/report", "routes/qa/report.tsx"),
  ]),

  layout("layouts/styleguide.tsx", [
    route("styleguide", "routes/styleguide/index.tsx"),
    route("styleguide/:component", "routes/styleguide/component.tsx"),
  ]),
] satisfies RouteConfig;
