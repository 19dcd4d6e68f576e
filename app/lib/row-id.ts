/** The largest id of an int4 column (serial), the type of every row id in the database. */
const MAX_ROW_ID = 2_147_483_647;

/** A row id from a path or query (`"42"`), or null when the text cannot name a row. */
export function parseRowId(text: string | null | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}
