/** Providers that ignore dots in the local part: `v.ictim@gmail.com` reaches `victim@gmail.com`. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to, for limits that count per person: case-folded, the `+tag`
 * of the local part removed (RFC 5233 subaddressing, which every large provider delivers to the
 * same inbox), and Gmail's dots dropped. `victim+1@Example.at` and `victim@example.at` are one
 * mailbox. Only for counting: mail still goes to the address as typed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at).split("+", 1)[0]!;
  const canonical = DOTLESS_DOMAINS[domain];
  return canonical ? `${local.replaceAll(".", "")}@${canonical}` : `${local}@${domain}`;
}
