/** The mark an application's source wears in the inbox and on the board; the full form wears none. */
const SOURCE_MARKS: Record<string, string> = { smart: "Smart", sourcing: "Active Sourcing" };

export function sourceMarkOf(source: string): string | null {
  return Object.hasOwn(SOURCE_MARKS, source) ? SOURCE_MARKS[source]! : null;
}
