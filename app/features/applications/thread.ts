/** One message of the e-mail thread with a candidate (thread.server.ts), as the pages show it. */
export interface ThreadMessage {
  id: number;
  direction: "company" | "candidate";
  authorName: string;
  subject: string;
  body: string;
  createdAt: Date;
  /** A colleague's mail planned for later (null: sent at once). */
  sendAt: Date | null;
  attachments: { id: string; fileName: string; size: number }[];
}
