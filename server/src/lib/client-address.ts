/**
 * Who a request counts as, for rate limits: an IPv4 address, or an IPv6 client's /64 network (one
 * subscriber is usually given a whole /64, so rotating addresses inside it must not reset a limit).
 */
import ipaddr from 'ipaddr.js';

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const CANONICAL_IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

export function rateLimitKey(ip: string): string {
  // The common case, checked first because every rate-limited request asks: already canonical.
  if (CANONICAL_IPV4.test(ip)) return ip;
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // an IPv4-mapped IPv6 address becomes the IPv4 address
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

/** TRUST_PROXY's forms: "false"; a number of proxy hops ("true" is read as 1); addresses and CIDRs, comma-separated. */
export function parseTrustProxy(value: string): false | number | string[] | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return 1;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (entry.includes('/')) {
      try {
        ipaddr.parseCIDR(entry);
        return true;
      } catch {
        return false;
      }
    }
    return ipaddr.isValid(entry);
  });
  return valid ? entries : null;
}
