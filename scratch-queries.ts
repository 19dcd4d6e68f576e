import pg from "pg";
import { HttpBrowser, signIn } from "./tests/support/http-browser";
import { startTestPortal } from "./tests/support/portal";
import { BROWSER_HEADERS, prepareDatabase } from "./bench/support";

const database = await prepareDatabase(async () => {});
const url = database.env.DATABASE_URL!;
const dbName = new URL(url).pathname.slice(1);
const portal = await startTestPortal({ LOG_LEVEL: "error", JOBS_ENABLED: "false", BUILD_DIR: "build-e", ...database.env }, { fromTemplate: false, databaseUrl: url });
const customer = new HttpBrowser();
await signIn(customer, portal.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/jobs");
const staff = new HttpBrowser();
await signIn(staff, portal.baseUrl, "internal", "sales@intern.demo.at", "demo1234", "/p/internal");
const paths: [string, HttpBrowser][] = [["/p/jobs", customer], ["/p/internal/companies/1/jobs", staff], ["/produkte/stelleninserate", new HttpBrowser()]];
for (const [p, b] of paths) { const r = await fetch(portal.baseUrl + p, { headers: { ...BROWSER_HEADERS, cookie: b.cookieHeader() } }); await r.arrayBuffer(); }
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`alter database ${dbName} set log_statement = 'all'`);
await admin.query(`alter database ${dbName} set log_min_duration_statement = 0`);
await admin.end();
// new connections pick the setting up: restart pool by waiting? use fresh portal
await portal.stop();
const portal2 = await startTestPortal({ LOG_LEVEL: "error", JOBS_ENABLED: "false", BUILD_DIR: "build-e", ...database.env }, { fromTemplate: false, databaseUrl: url });
const c2 = new HttpBrowser(); await signIn(c2, portal2.baseUrl, "business", "kunde@demo.at", "demo1234", "/p/jobs");
const s2 = new HttpBrowser(); await signIn(s2, portal2.baseUrl, "internal", "sales@intern.demo.at", "demo1234", "/p/internal");
const p2: [string, HttpBrowser][] = [["/p/jobs", c2], ["/p/internal/companies/1/jobs", s2], ["/produkte/stelleninserate", new HttpBrowser()]];
for (let i = 0; i < 2; i++) for (const [p, b] of p2) { const r = await fetch(portal2.baseUrl + p, { headers: { ...BROWSER_HEADERS, cookie: b.cookieHeader() } }); await r.arrayBuffer(); }
for (const [p, b] of p2) { console.log("MARK " + p); const a = new pg.Client({ connectionString: url }); await a.connect(); await a.query(`select 'MARK ${p}'`); await a.end(); const r = await fetch(portal2.baseUrl + p, { headers: { ...BROWSER_HEADERS, cookie: b.cookieHeader() } }); await r.arrayBuffer(); }
const a = new pg.Client({ connectionString: url }); await a.connect(); await a.query(`select 'MARK end'`); await a.end();
await portal2.stop();
await database.drop();
console.log(dbName);
