import { BlockList, isIP } from "node:net";

/**
 * Where a webhook may never go (decision 077): every address that is not public unicast. IPv4
 * by its special-purpose ranges (RFC 6890); IPv6 only inside global unicast (2000::/3) and there
 * not in the documentation, 6to4, Teredo and protocol ranges; an IPv6 address that embeds an IPv4
 * one (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`) is judged by it.
 */

export type AddressKind =
  "public" | "unspecified" | "loopback" | "private" | "link-local" | "cgnat" | "multicast" | "reserved" | "invalid";

const IPV4_RANGES: Array<[string, number, Exclude<AddressKind, "public" | "invalid">]> = [
  ["0.0.0.0", 8, "unspecified"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "cgnat"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"],
  ["192.0.2.0", 24, "reserved"],
  ["192.88.99.0", 24, "reserved"],
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "reserved"],
  ["198.51.100.0", 24, "reserved"],
  ["203.0.113.0", 24, "reserved"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
];

const IPV6_RANGES: Array<[string, number, Exclude<AddressKind, "public" | "invalid">]> = [
  ["fc00::", 7, "private"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "private"],
  ["ff00::", 8, "multicast"],
  ["2001:db8::", 32, "reserved"],
  ["2001::", 23, "reserved"],
  ["2002::", 16, "reserved"],
];

function blockList(ranges: typeof IPV4_RANGES, type: "ipv4" | "ipv6") {
  return ranges.map(([network, prefix, kind]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, type);
    return { list, kind };
  });
}

const V4 = blockList(IPV4_RANGES, "ipv4");
const V6 = blockList(IPV6_RANGES, "ipv6");
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet("2000::", 3, "ipv6");

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function hextets(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = dotted[1]!.split(".").map(Number);
    if (parts.some((part) => part > 255)) return null;
    text = `${text.slice(0, -dotted[1]!.length)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const [head, tail, more] = text.split("::");
  if (more !== undefined) return null;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  const numbers = groups.map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN));
  return numbers.some(Number.isNaN) ? null : numbers;
}

/** The IPv4 address an IPv6 address carries in its last 32 bits, when its prefix says so. */
function embeddedIpv4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const mapped = zeros(0, 5) && groups[5] === 0xffff;
  const translated = zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0;
  const compatible = zeros(0, 6) && (groups[6] !== 0 || groups[7]! > 1);
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !translated && !compatible && !nat64) return null;
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
}

/** What kind of address this is; only "public" may receive a webhook in production. */
export function classifyAddress(address: string): AddressKind {
  const version = isIP(address.replace(/%.*$/, ""));
  if (version === 4) return V4.find(({ list }) => list.check(address, "ipv4"))?.kind ?? "public";
  if (version !== 6) return "invalid";
  const groups = hextets(address);
  if (!groups) return "invalid";
  if (groups.every((group) => group === 0)) return "unspecified";
  if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1) return "loopback";
  const ipv4 = embeddedIpv4(groups);
  if (ipv4) return classifyAddress(ipv4);
  const plain = groups.map((group) => group.toString(16)).join(":");
  const kind = V6.find(({ list }) => list.check(plain, "ipv6"))?.kind;
  if (kind) return kind;
  return GLOBAL_UNICAST.check(plain, "ipv6") ? "public" : "reserved";
}

/** Why an address is refused, in the words of the settings page. */
export const REFUSED_ADDRESS_TEXT: Record<Exclude<AddressKind, "public">, string> = {
  unspecified: "eine unbestimmte Adresse",
  loopback: "eine Loopback-Adresse (dieser Rechner)",
  private: "eine Adresse in einem privaten Netz",
  "link-local": "eine link-lokale Adresse",
  cgnat: "eine Adresse im Carrier-Grade-NAT-Bereich",
  multicast: "eine Multicast-Adresse",
  reserved: "eine reservierte Adresse",
  invalid: "keine gültige Adresse",
};
