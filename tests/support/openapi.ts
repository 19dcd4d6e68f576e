import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { HttpBrowser } from "./http-browser";

/**
 * Every answer of the JSON API checked against its OpenAPI description (`/api/openapi.json`,
 * decision 075): the status must be described for the operation, the content type must be one
 * it names, and the body must match its schema (JSON Schema 2020-12, ajv). An answer that does
 * not match throws, so the test that asked fails.
 *
 * A suite opts in with one line in its `beforeAll`, after starting its portal:
 * `await checkApiAnswers(t.baseUrl)`. From then on every `HttpBrowser.request` to the portal's
 * `/api/…` is checked.
 */

interface MediaType {
  schema?: Record<string, unknown>;
}
interface Answer {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses: Record<string, Answer>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

interface Template {
  path: string;
  pattern: RegExp;
  /** Concrete paths win over templates (OpenAPI 3.1 §4.8.8). */
  variables: number;
}

const FORMATS: Record<string, (value: string) => boolean> = {
  "date-time": (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  email: (value) => /^[^\s@]+@[^\s@]+$/.test(value),
  uri: (value) => URL.canParse(value),
  binary: () => true,
};

export class ApiDescriptionChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: Template[];

  constructor(private readonly document: Document) {
    for (const [name, check] of Object.entries(FORMATS)) this.ajv.addFormat(name, check);
    this.templates = Object.keys(document.paths).map((path) => {
      const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
      return { path, pattern: new RegExp(`^${source}$`), variables: (path.match(/\{/g) ?? []).length };
    });
  }

  /** The described path an address names, concrete paths first; null when none does. */
  pathOf(pathname: string, method: string): string | null {
    const matching = this.templates
      .filter((template) => template.pattern.test(pathname))
      .sort((a, b) => a.variables - b.variables);
    return (matching.find((template) => this.document.paths[template.path]![method]) ?? matching[0])?.path ?? null;
  }

  /** Throws with what does not match when the answer is not the one described. */
  check(method: string, url: string, status: number, contentType: string | null, body: string): void {
    const { pathname } = new URL(url);
    const verb = method.toLowerCase();
    const where = `${method.toUpperCase()} ${pathname} → ${status}`;
    const path = this.pathOf(pathname, verb);
    const operation = path ? this.document.paths[path]![verb] : undefined;
    if (!operation) {
      // An address or method the API does not have: its refusal, in one of the error shapes.
      if (status !== 404 && status !== 405) throw new Error(`${where}: the description has no such operation`);
      this.checkBody(where, "#/components/schemas/Meldung|ApiError", null, body);
      return;
    }
    const answer =
      operation.responses[String(status)] ??
      operation.responses[`${String(status)[0]}XX`] ??
      operation.responses.default;
    if (!answer) throw new Error(`${where}: status not described for ${verb.toUpperCase()} ${path}`);
    if (!answer.content) return;
    const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
    const described = answer.content[mediaType];
    if (!described) {
      throw new Error(`${where}: content type ${mediaType || "(none)"}, described: ${Object.keys(answer.content)}`);
    }
    if (!mediaType.endsWith("json") || !described.schema) return;
    this.checkBody(where, `${path} ${verb} ${status} ${mediaType}`, described.schema, body);
  }

  private checkBody(where: string, key: string, schema: Record<string, unknown> | null, body: string): void {
    let validate = this.validators.get(key);
    if (!validate) {
      const anyError = {
        anyOf: [{ $ref: "#/components/schemas/ApiError" }, { $ref: "#/components/schemas/Meldung" }],
      };
      validate = this.ajv.compile({ ...(schema ?? anyError), components: this.document.components });
      this.validators.set(key, validate);
    }
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw new Error(`${where}: the body is no JSON: ${body.slice(0, 200)}`);
    }
    if (!validate(value)) {
      throw new Error(
        `${where}: the body does not match the description:\n${this.ajv.errorsText(validate.errors, { separator: "\n" })}\n${body.slice(0, 500)}`,
      );
    }
  }
}

/** The description the portal serves. */
export async function fetchApiDescription(baseUrl: string): Promise<ApiDescriptionChecker> {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  if (!response.ok) throw new Error(`GET /api/openapi.json: ${response.status}`);
  return new ApiDescriptionChecker((await response.json()) as Document);
}

/** The reference page and its files are no part of the JSON API. */
const NOT_THE_API = /^\/api\/referenz(\/|$)/;

/** From now on, every answer of the portal's `/api/…` to an `HttpBrowser` is checked. */
export async function checkApiAnswers(baseUrl: string): Promise<void> {
  const checker = await fetchApiDescription(baseUrl);
  const origin = new URL(baseUrl).origin;
  HttpBrowser.inspect = async (request, response) => {
    const url = new URL(request.url);
    if (url.origin !== origin || !url.pathname.startsWith("/api/") || NOT_THE_API.test(url.pathname)) return;
    if (response.status === 304 || request.method.toUpperCase() === "HEAD") return;
    const body = await response.clone().text();
    checker.check(request.method, request.url, response.status, response.headers.get("content-type"), body);
  };
}
