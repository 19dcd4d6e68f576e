import type { HttpBrowser } from "./http-browser";

/** What a test chooses of an ad it publishes; the rest is an ordinary Linz ad of Donautal Technik GmbH. */
export interface NewAd {
  title: string;
  jobField?: string;
  salaryMin?: string;
  tasks?: string;
  profile?: string;
  offer?: string;
}

/**
 * Publishes a new ad of the signed-in company user's company through the JSON API, step by step as
 * the editor saves it, with the product of demo ad 2; resolves with its id. A refused call throws
 * with its method, path and status.
 */
export async function publishAdThroughApi(browser: HttpBrowser, baseUrl: string, ad: NewAd): Promise<number> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await browser.request(`${baseUrl}/api/manage-job-ads/external/job-ads${path}`, {
      method,
      headers: { origin: baseUrl, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: { id: number; steps: { product: { id: number } } } };
  };
  const productId = (await call("GET", "/2")).data.steps.product.id;
  const { id } = (await call("POST", "", {})).data;
  await call("PUT", `/${id}/steps/data`, {
    title: ad.title,
    locations: [{ city: "Linz", postcode: "4020", state: "Oberösterreich" }],
    remote: "none",
    employmentTypes: ["vollzeit"],
    jobLevel: "fachkraft",
    jobField: ad.jobField ?? "handwerk",
    salaryMin: ad.salaryMin ?? "2.800,00",
    salaryPeriod: "month",
  });
  await call("PUT", `/${id}/steps/design`, { template: "classic", primaryColor: "#0B5CAB", accentColor: "#F2A900" });
  await call("PUT", `/${id}/steps/content`, {
    tasks: ad.tasks ?? "<p>Montage von Anlagen bei unseren Kund:innen</p>",
    profile: ad.profile ?? "<p>Lehrabschluss und Führerschein B</p>",
    offer: ad.offer ?? "<p>Firmenauto und flexible Arbeitszeiten</p>",
    contactName: "Maria Huber",
    contactEmail: "karriere@example.at",
  });
  await call("PUT", `/${id}/steps/product`, { productId });
  await call("PUT", `/${id}/steps/publish`, { publishMode: "now" });
  await call("PUT", `/${id}/steps/application`, { applicationMethod: "portal" });
  await call("POST", `/${id}/publish`);
  return id;
}
