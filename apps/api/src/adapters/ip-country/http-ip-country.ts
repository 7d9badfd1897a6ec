import { Logger } from '@nestjs/common';
import { IpCountry } from './ip-country';

/**
 * A lookup service answering the ISO code as plain text, e.g. IP_COUNTRY_URL=
 * https://ipapi.co/{ip}/country/. Registration never fails because of it: errors give null.
 */
export class HttpIpCountry extends IpCountry {
  private readonly logger = new Logger(HttpIpCountry.name);

  constructor(private readonly urlTemplate: string) {
    super();
  }

  async lookup(ip: string | null): Promise<string | null> {
    if (!ip) return null;
    try {
      const res = await fetch(this.urlTemplate.replace('{ip}', encodeURIComponent(ip)), { signal: AbortSignal.timeout(2_000) });
      const code = (await res.text()).trim().toUpperCase();
      return res.ok && /^[A-Z]{2}$/.test(code) ? code : null;
    } catch (error) {
      this.logger.warn(`IP country lookup failed: ${(error as Error).message}`);
      return null;
    }
  }
}
