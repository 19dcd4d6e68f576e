import express, { type RequestHandler } from "express";
import { INVALID_TEXT_MESSAGE, isCleanJson, isCleanPercentEncoded, isCleanUtf8 } from "~/lib/text-input";

/** A body that is no valid UTF-8 or holds a NUL (issue 13 §3). */
export class InvalidTextError extends Error {
  constructor() {
    super(INVALID_TEXT_MESSAGE);
    this.name = "InvalidTextError";
  }
}

/**
 * The JSON body parser of every endpoint: express.json, then the text rule of
 * `~/lib/text-input` on the raw bytes and on every parsed string. A refused body reaches the
 * error handlers as an `InvalidTextError`, which they answer with 400 and its German message
 * (body-parser marks errors of `verify` 403: the handlers go by the class, not the status).
 */
export function jsonBody(options: { limit: string }): RequestHandler[] {
  return [
    express.json({
      limit: options.limit,
      verify: (_req, _res, bytes) => {
        if (!isCleanUtf8(bytes)) throw new InvalidTextError();
      },
    }),
    (req, _res, next) => next(isCleanJson(req.body) ? undefined : new InvalidTextError()),
  ];
}

/**
 * An urlencoded body kept as text (the editor's autosave through the API), with the same text
 * rule: the raw bytes and the percent-decoded fields must be UTF-8 without a NUL.
 */
export function urlencodedTextBody(options: { limit: string }): RequestHandler {
  return express.text({
    type: "application/x-www-form-urlencoded",
    limit: options.limit,
    verify: (_req, _res, bytes) => {
      if (!isCleanUtf8(bytes) || !isCleanPercentEncoded(bytes.toString("latin1"))) throw new InvalidTextError();
    },
  });
}
