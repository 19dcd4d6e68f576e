import crypto from "node:crypto";
import sharp from "sharp";
import type { Executor } from "./client";
import { uploads } from "./schema";

/**
 * The demo companies' logos (issue 34 §6: the public ad shows the company's logo): a mark of
 * plain shapes (no text, so no font is needed), drawn as a 192 px PNG and stored as the company's
 * upload, as the design step stores one.
 */

const SIZE = 192;

/** The marks: Donautal's river between hills, the bakery's pretzel. */
const MARKS = {
  donautal: (colour: string) =>
    `<rect width="192" height="192" rx="28" fill="${colour}"/>` +
    `<path d="M20 120 L70 60 L100 95 L125 70 L172 120 Z" fill="#ffffff" opacity="0.9"/>` +
    `<path d="M20 142 C60 122 90 162 130 142 S172 132 172 132" stroke="#ffffff" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  baeckerei: (colour: string) =>
    `<rect width="192" height="192" rx="96" fill="${colour}"/>` +
    `<path d="M96 150 C40 150 36 70 72 62 C100 56 110 96 96 112 C82 96 92 56 120 62 C156 70 152 150 96 150 Z" stroke="#ffffff" stroke-width="14" fill="none" stroke-linejoin="round"/>`,
} as const;

export type LogoMark = keyof typeof MARKS;

/** Stores the company's logo and answers its path (`/uploads/{id}`). */
export async function seedCompanyLogo(
  tx: Executor,
  companyId: number,
  mark: LogoMark,
  colour: string,
): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 192 192">${MARKS[mark](colour)}</svg>`;
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
  const id = crypto.randomUUID();
  await tx.insert(uploads).values({ id, companyId, contentType: "image/png", bytes, width: SIZE, height: SIZE });
  return `/uploads/${id}`;
}
