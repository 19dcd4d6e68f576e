import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

/**
 * The OpenAPI 3.1 description of the JSON API (docs/api.md "Die Beschreibung", decision 075),
 * generated from the zod schemas the handlers use. Each router file lists its routes next to its
 * handlers with `describeRoutes(…)`; `server/api/api-description.ts` collects the lists and
 * generates the document once per process.
 */

/** The error body of the job-ad API (`api-errors.ts`): a German message, per field for bad input. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      message: z.string().meta({ description: "Deutsche Meldung", example: "Bitte prüfen Sie Ihre Eingaben." }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: "Nur bei 400: Meldung je Feld (Pfad mit Punkten, z. B. `locations.0.postcode`)." }),
    }),
  })
  .meta({ id: "ApiError", description: "Fehlerantwort der Inserats-API mit deutscher Meldung." });

/**
 * The refusals of the portal's own layers (CSRF check, unknown method, bad text, load shedding,
 * the unknown-path 404, a 500) and of the routers outside `/api/manage-job-ads`: one German message.
 */
export const messageSchema = z
  .object({ message: z.string().meta({ example: "Bitte melden Sie sich an." }) })
  .meta({ id: "Meldung", description: "Antwort mit einer deutschen Meldung." });

/** An instant: a `Date` in the handler, an ISO 8601 string in the JSON. */
export const instantSchema = z.date().meta({ example: "2026-11-13T14:56:47.000Z" });

/** A row's number in a path: anything but a positive int4 names no row (404, decision 016). */
export const rowIdParamSchema = z.string().meta({ description: "Eine Nummer (positive int4).", example: "4" });

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** Who may call a route: the session cookie, an API token of the integration API (decision 076), or anybody. */
export type RouteSecurity = "session" | "bearer" | "public";

export interface DescribedAnswer {
  description: string;
  /** The JSON body; absent for answers without one (a redirect). */
  schema?: z.ZodType;
  /** Default `application/json`. */
  contentType?: string;
  /** Response headers, e.g. `Location`. */
  headers?: Record<string, string>;
}

/** One route as its handler answers it. Error answers name only their status and meaning. */
export interface DescribedRoute {
  method: HttpMethod;
  /** The full path in Express's form, e.g. `/api/manage-job-ads/external/job-ads/:id`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  security: RouteSecurity;
  /** Path parameters; parameters not named here are described as plain strings. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The request body (the schema the handler parses with) and its media type (default JSON). */
  body?: { schema: z.ZodType; contentType?: string | readonly string[]; required?: boolean };
  /** Success answers by status. */
  answers: Record<number, DescribedAnswer>;
  /**
   * Error answers by status with what they mean; their body is `ApiError` (the job-ad API) or
   * `Meldung` (the rest), as `errorShape` says.
   */
  errors?: Record<number, string>;
  errorShape?: "api" | "message";
}

/** The routes of one router file, with its path prefix (where app.ts mounts it) added. */
export function describeRoutes(prefix: string, routes: readonly DescribedRoute[]): readonly DescribedRoute[] {
  return routes.map((route) => ({ ...route, path: route.path === "/" && prefix ? prefix : prefix + route.path }));
}

/** `/x/:id/steps/:step` → `/x/{id}/steps/{step}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/** `Idempotency-Key` on the integration API's POSTs: a retry gets the first answer again (decision 076). */
const idempotencyHeaders = z.object({
  "Idempotency-Key": z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional()
    .meta({ description: "Wiederholt dieselbe Anfrage ohne zweite Wirkung (24 Stunden gültig), z. B. eine UUID." }),
});

const UNSAFE: ReadonlySet<HttpMethod> = new Set(["post", "put", "patch", "delete"]);

const jsonContent = (schema: z.ZodType, contentType: string | readonly string[] = "application/json") =>
  Object.fromEntries((typeof contentType === "string" ? [contentType] : contentType).map((type) => [type, { schema }]));

export const API_INFO = {
  title: "Arbeitgeberportal API",
  version: "1.0.0",
  description:
    "Die JSON-Schnittstelle des Arbeitgeberportals (docs/api.md). Erzeugt aus den zod-Schemas, mit denen die Handler prüfen und antworten.",
};

/** The OpenAPI 3.1 document of the given routes. */
export function generateApiDescription(routes: readonly DescribedRoute[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "ap_sid",
    description:
      "Das Sitzungs-Cookie nach der Anmeldung über `/api/auth/{provider}/login` (über HTTPS `__Host-ap_sid`). Schreibende Anfragen brauchen zusätzlich `Origin` gleich der Adresse des Portals.",
  });
  registry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description:
      "Ein API-Token des Unternehmens (Einstellungen → API-Zugänge, `ap_live_…`), nur auf `/api/v1`. Kein Cookie, keine CSRF-Prüfung.",
  });
  for (const route of routes) {
    const errorSchema = route.errorShape === "message" ? messageSchema : apiErrorSchema;
    const errors: Record<number, string> = { ...route.errors };
    if (route.security === "session") errors[401] ??= "Nicht angemeldet.";
    if (route.security === "bearer") {
      errors[400] ??= "Ungültige Anfrage: Adresse, Abfrage oder Body (z. B. kein JSON, ungültiger `Idempotency-Key`).";
      errors[401] ??= "Kein, ein unbekanntes, abgelaufenes oder widerrufenes Token (`WWW-Authenticate: Bearer`).";
      errors[429] ??= "Zu viele Anfragen mit diesem Token; `Retry-After` nennt die Sekunden.";
      if (route.method === "post") {
        errors[409] ??= "Eine Anfrage mit demselben `Idempotency-Key` läuft noch.";
        errors[422] ??= "Derselbe `Idempotency-Key` mit einem anderen Body.";
      }
    }
    // The CSRF check guards cookies alone; a bearer request passes no cookie.
    if (UNSAFE.has(route.method) && route.security !== "bearer") {
      errors[403] = [errors[403], "Schreibende Anfrage von einer fremden Herkunft (CSRF)."].filter(Boolean).join(" ");
    }
    const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
    const declared = route.params?.shape ?? {};
    const params =
      names.length > 0
        ? z.object(Object.fromEntries(names.map((name) => [name, (declared[name] as z.ZodType) ?? z.string()])))
        : undefined;
    registry.registerPath({
      method: route.method,
      path: openApiPath(route.path),
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      security: route.security === "session" ? [{ session: [] }] : route.security === "bearer" ? [{ bearer: [] }] : [],
      request: {
        ...(params ? { params } : {}),
        ...(route.security === "bearer" && route.method === "post" ? { headers: idempotencyHeaders } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(route.body
          ? {
              body: {
                required: route.body.required ?? true,
                content: jsonContent(route.body.schema, route.body.contentType),
              },
            }
          : {}),
      },
      responses: {
        ...Object.fromEntries(
          Object.entries(route.answers).map(([status, answer]) => [
            status,
            {
              description: answer.description,
              ...(answer.schema ? { content: jsonContent(answer.schema, answer.contentType) } : {}),
              ...(answer.headers
                ? {
                    headers: Object.fromEntries(
                      Object.entries(answer.headers).map(([name, description]) => [
                        name,
                        { description, schema: { type: "string" as const } },
                      ]),
                    ),
                  }
                : {}),
            },
          ]),
        ),
        ...Object.fromEntries(
          Object.entries(errors).map(([status, description]) => [
            status,
            {
              description,
              // The portal's own layers answer with a plain message on every path (CSRF, bad text).
              content: jsonContent(
                errorSchema === messageSchema ? messageSchema : z.union([apiErrorSchema, messageSchema]),
              ),
            },
          ]),
        ),
      },
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: "3.1.0",
    info: API_INFO,
  });
}

export type ApiDescription = ReturnType<typeof generateApiDescription>;
