/** The addresses of the candidate's pages, each opened with the signed `?token=…` (candidate-links.server.ts). */
export const CANDIDATE_PATHS = {
  status: "/bewerbung/status",
  withdraw: "/bewerbung/zurueckziehen",
  /** The readable copy of the data; beside it the PDF and the machine-readable JSON (Art. 20 DSGVO). */
  data: "/bewerbung/daten",
  dataPdf: "/bewerbung/daten.pdf",
  dataJson: "/bewerbung/daten.json",
  reply: "/bewerbung/nachrichten",
} as const;

/** A candidate page's address with the token. */
export const candidatePath = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;
