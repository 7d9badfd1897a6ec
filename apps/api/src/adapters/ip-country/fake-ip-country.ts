import { IpCountry } from './ip-country';

/** Local fake: every visitor is in the Philippines. */
export class FakeIpCountry extends IpCountry {
  async lookup(): Promise<string | null> {
    return 'PH';
  }
}
