/**
 * The bucket a client address is throttled in. An IPv4 address is its own bucket; an IPv6 client usually
 * holds a whole /64 (one home or office network), so its first 64 bits are the bucket: otherwise one host
 * would get a fresh allowance from each of its 2^64 addresses. An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, what a dual-stack socket reports) is the IPv4 address it maps.
 */

const MAX_RAW_LENGTH = 64;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** A dotted IPv4 address in canonical form, or undefined. */
function ipv4(text: string): string | undefined {
  const match = IPV4.exec(text);
  if (!match) return undefined;
  const parts = match.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts.join(".") : undefined;
}

/** Hextets of a list written without "::" (a dotted IPv4 ending the address counts as two), or undefined. */
function hextets(parts: string[], endsAddress: boolean): number[] | undefined {
  const out: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (endsAddress && index === parts.length - 1 && part.includes(".")) {
      const v4 = ipv4(part);
      if (!v4) return undefined;
      const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
      out.push((a << 8) | b, (c << 8) | d);
    } else if (HEXTET.test(part)) {
      out.push(Number.parseInt(part, 16));
    } else {
      return undefined;
    }
  }
  return out;
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
export function parseIpv6(text: string): number[] | undefined {
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const head = halves[0] === "" ? [] : (halves[0] as string).split(":");
  if (halves.length === 1) {
    const all = hextets(head, true);
    return all?.length === 8 ? all : undefined;
  }
  const tail = halves[1] === "" ? [] : (halves[1] as string).split(":");
  const left = hextets(head, false);
  const right = hextets(tail, true);
  if (!left || !right || left.length + right.length > 7) return undefined;
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The address without a port some proxies append ("192.0.2.1:5678", "[2001:db8::1]:443"), so each source
 * port of one client is not a fresh bucket.
 */
function withoutPort(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1] as string;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  return v4WithPort ? (v4WithPort[1] as string) : text;
}

/**
 * The throttling bucket of a client address: "v4:a.b.c.d" for IPv4 (mapped or not), "v6:xxxx:xxxx:xxxx:xxxx::/64"
 * for IPv6 (zone id dropped, lower case, no leading zeros). Anything else, which a trusted proxy's header could
 * carry, is its own bucket, cut to 64 characters.
 */
export function addressBucket(address: string): string {
  const text = withoutPort(address.trim().toLowerCase());
  const v4 = ipv4(text);
  if (v4) return `v4:${v4}`;
  const groups = parseIpv6(text.replace(/%.*$/, ""));
  if (!groups) return `raw:${text.slice(0, MAX_RAW_LENGTH)}`;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi, lo] = [groups[6] as number, groups[7] as number];
    return `v4:${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `v6:${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
