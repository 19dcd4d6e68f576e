/**
 * The page forms that carry files (the candidate's application and replies): their address, and
 * the most such a form may send. Every other page form carries text only (app/lib/form-body.server.ts).
 */
export const FILE_FORM_PATHS: readonly RegExp[] = [/^\/jobs\/[^/]+\/bewerben$/, /^\/bewerbung\/nachrichten$/];

/** Four files of 5 MB and the text fields (app/features/applications/files.ts). */
export const MAX_FILE_FORM_BYTES = 4 * 5 * 1024 * 1024 + 256 * 1024;
