/**
 * CSV for spreadsheets in Austria: semicolons, CRLF, a BOM so Excel reads UTF-8. Cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) get a leading apostrophe:
 * a candidate's name must never become a formula in the company's Excel (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
