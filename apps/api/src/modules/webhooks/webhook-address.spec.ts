import { parseAllowedNetworks, webhookAddressAllowed } from './webhook-address';

describe('webhook addresses', () => {
  const none = parseAllowedNetworks(undefined).networks;

  it('allows public unicast addresses, IPv4 and IPv6', () => {
    for (const address of ['203.177.12.7', '8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(webhookAddressAllowed(address, none)).toBe(true);
  });

  it('refuses loopback, private, link-local, unique-local, CGNAT, multicast, broadcast, unspecified and reserved addresses in every notation', () => {
    const refused = [
      '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '192.0.2.1', '240.0.0.1',
      '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1',
      // IPv4 inside IPv6: mapped, NAT64, 6to4
      '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '64:ff9b::7f00:1', '2002:7f00:1::1',
      'not an address',
    ];
    for (const address of refused) expect([address, webhookAddressAllowed(address, none)]).toEqual([address, false]);
  });

  it('lets an operator allow a network explicitly, and only that network', () => {
    const { networks, problems } = parseAllowedNetworks('127.0.0.1/32, 10.20.0.0/16 fd00:1::/64');
    expect(problems).toEqual([]);
    expect(webhookAddressAllowed('127.0.0.1', networks)).toBe(true);
    expect(webhookAddressAllowed('::ffff:127.0.0.1', networks)).toBe(true);
    expect(webhookAddressAllowed('10.20.3.4', networks)).toBe(true);
    expect(webhookAddressAllowed('fd00:1::5', networks)).toBe(true);
    expect(webhookAddressAllowed('127.0.0.2', networks)).toBe(false);
    expect(webhookAddressAllowed('::1', networks)).toBe(false);
    expect(webhookAddressAllowed('10.21.0.1', networks)).toBe(false);
  });

  it('names an allowed network that is not a CIDR', () => {
    expect(parseAllowedNetworks('10.0.0.0/8,localhost,10.0.0.1').problems).toEqual([
      expect.stringContaining('"localhost"'),
      expect.stringContaining('"10.0.0.1"'),
    ]);
  });
});
