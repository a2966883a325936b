/**
 * Addresses, decided once for the CMS, the web server and the scripts (Node only: imported through
 * @cadmax/contract/env, never by browser code): which address is loopback, and which peers are trusted proxies
 * (TRUSTED_PROXIES: addresses and CIDR ranges, IPv4 and IPv6).
 */
import { isIPv4, isIPv6 } from 'node:net';

/** An address without brackets (`[::1]`) or an IPv6 zone (`fe80::1%eth0`). */
const bare = (address: string): string =>
  address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');

/**
 * The 16 bytes of an address, an IPv4 one as its IPv4-mapped IPv6 form (`::ffff:a.b.c.d`), so both spellings of an
 * IPv4 client compare equal; null if it is not an address.
 */
export function ipBytes(address: string): number[] | null {
  const ip = bare(address);
  if (isIPv4(ip)) return [...Array<number>(10).fill(0), 0xff, 0xff, ...ip.split('.').map(Number)];
  if (!isIPv6(ip)) return null;
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const groups =
    tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

const MAPPED_PREFIX_BITS = 96;

/** Whether the first `bits` bits of two addresses' bytes are equal. */
function samePrefix(a: number[], b: number[], bits: number): boolean {
  for (let i = 0; i < 16 && bits > 0; i += 1, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((a[i] ?? 0) & mask) !== ((b[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** A range: an address and the length of its prefix over the 16 bytes. */
interface Range {
  bytes: number[];
  bits: number;
}

/** One TRUSTED_PROXIES entry (`10.0.0.1`, `10.0.0.0/8`, `::1`, `2001:db8::/32`) as a range; throws naming it. */
export function parseRange(entry: string): Range {
  const [address = '', prefix, extra] = entry.trim().split('/');
  const bytes = ipBytes(address);
  const v4 = isIPv4(bare(address));
  const max = v4 ? 32 : 128;
  const length = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!bytes || extra !== undefined || !(length >= 0 && length <= max)) {
    throw new Error(`"${entry.trim()}" is not an IP address or a CIDR range (e.g. 10.0.0.0/8, 2001:db8::/32)`);
  }
  return { bytes, bits: v4 ? MAPPED_PREFIX_BITS + length : length };
}

/** Whether `address` lies in one of the ranges (an IPv4 range matches the IPv4-mapped IPv6 spelling too). */
export function proxyMatcher(entries: readonly string[]): (address: string) => boolean {
  const ranges = entries.map(parseRange);
  return (address) => {
    const bytes = ipBytes(address);
    return !!bytes && ranges.some((range) => samePrefix(bytes, range.bytes, range.bits));
  };
}

const LOOPBACK_V4 = parseRange('127.0.0.0/8');
const LOOPBACK_V6 = parseRange('::1');

/**
 * Whether an address or a listen host reaches this machine only: `localhost`, 127.0.0.0/8 (in any spelling,
 * `::ffff:127.0.0.1` too) and `::1`. Unset or empty means every interface: not loopback.
 */
export function isLoopback(address: unknown): boolean {
  const text = String(address ?? '').trim();
  if (/^localhost$/i.test(text)) return true;
  const bytes = ipBytes(text);
  if (!bytes) return false;
  return samePrefix(bytes, LOOPBACK_V4.bytes, LOOPBACK_V4.bits) || samePrefix(bytes, LOOPBACK_V6.bytes, 128);
}
