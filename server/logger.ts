import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    // The pid tells the workers apart (WEB_CONCURRENCY, decision 050).
    base: { service: "arbeitgeberportal", pid: process.pid },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"], remove: true },
  });
}
