/**
 * Addresses, decided once for the CMS, the web server and the scripts (Node only: imported through
 * @cadmax/contract/env, never by browser code): which address is loopback, and which peers are trusted proxies
 * (TRUSTED_PROXIES: addresses and CIDR ranges, IPv4 and IPv6). proxy-addr decides both, the module Express's own
 * `trust proxy` uses, so the web server, the CMS and the environment check accept exactly the same entries.
 */
import proxyaddr from 'proxy-addr';

/** An address without brackets (`[::1]`) or an IPv6 zone (`fe80::1%eth0`). */
const bare = (address: string): string =>
  address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');

/**
 * Checks one TRUSTED_PROXIES entry (`10.0.0.1`, `10.0.0.0/8`, `::1`, `2001:db8::/32`); throws naming it. A `/0` range
 * is refused (proxy-addr's rule): it would believe any peer's X-Forwarded-For.
 */
export function assertRange(entry: string): void {
  try {
    proxyaddr.compile(entry.trim());
  } catch {
    throw new Error(`"${entry.trim()}" is not an IP address or a CIDR range (e.g. 10.0.0.0/8, 2001:db8::/32)`);
  }
}

/** Whether `address` lies in one of the ranges (an IPv4 range matches the IPv4-mapped IPv6 spelling too). */
export function proxyMatcher(entries: readonly string[]): (address: string) => boolean {
  const trusted = proxyaddr.compile(entries.map((entry) => entry.trim()));
  return (address) => trusted(bare(address), 0);
}

const loopback = proxyaddr.compile('loopback');

/**
 * Whether an address or a listen host reaches this machine only: `localhost`, 127.0.0.0/8 (in any spelling,
 * `::ffff:127.0.0.1` too) and `::1`. Unset or empty means every interface: not loopback.
 */
export function isLoopback(address: unknown): boolean {
  const text = String(address ?? '').trim();
  return /^localhost$/i.test(text) || loopback(bare(text), 0);
}
