/** Port: the ISO country of an IP address, or null when unknown. Never throws. */
export abstract class IpCountry {
  abstract lookup(ip: string | null): Promise<string | null>;
}
