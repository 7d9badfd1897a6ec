import ipaddr from 'ipaddr.js';

/** A network an operator lets webhooks reach although it is not public (WEBHOOK_ALLOWED_NETWORKS). */
export type AllowedNetwork = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * WEBHOOK_ALLOWED_NETWORKS: CIDRs separated by commas or spaces ('10.20.0.0/16, fd00:1::/64').
 * Answers the networks and a sentence for each entry that is not a CIDR.
 */
export function parseAllowedNetworks(raw: string | undefined): { networks: AllowedNetwork[]; problems: string[] } {
  const networks: AllowedNetwork[] = [];
  const problems: string[] = [];
  for (const entry of (raw ?? '').split(/[\s,]+/).filter(Boolean)) {
    try {
      const [address, bits] = ipaddr.parseCIDR(entry);
      // An IPv4-mapped network is its IPv4 network, as the addresses checked against it are.
      networks.push(address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96 ? [(address as ipaddr.IPv6).toIPv4Address(), bits - 96] : [address, bits]);
    } catch {
      problems.push(`WEBHOOK_ALLOWED_NETWORKS: "${entry}" is not a network in CIDR notation (e.g. 10.20.0.0/16).`);
    }
  }
  return { networks, problems };
}

/**
 * Whether a webhook may be sent to `address` (what the resolver answered for its host): only to a
 * public unicast address, or into a network the operator allowed. Everything else ipaddr.js names
 * (loopback, private, link-local, unique-local, carrier-grade NAT, multicast, broadcast,
 * unspecified, reserved, and the IPv6 forms that carry an IPv4 address inside: 6to4, Teredo,
 * NAT64) is refused; an IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function webhookAddressAllowed(address: string, allowed: readonly AllowedNetwork[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  if (allowed.some(([network, bits]) => network.kind() === ip.kind() && ip.match(network, bits))) return true;
  return ip.range() === 'unicast';
}
