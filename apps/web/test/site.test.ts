import { describe, expect, it } from '@jest/globals';
import type { SiteAnswer } from '~/lib/api/types';
import { DEMO_SITE, normaliseSite } from '~/lib/site';

const answer: SiteAnswer = {
  isDemo: false,
  company: {
    name: 'Real Lending Inc.',
    shortName: 'RLI',
    address: '1 Real Street, Makati',
    secRegistrationNumber: 'CS201900001',
    secCertificateOfAuthorityNumber: 'CA No. 1234',
    bspNumber: 'BSP-77',
    supportEmail: 'help@real.example',
    supportChatUrl: 'https://chat.real.example',
    supportHotline: '+63 2 8888 1234',
    supportOpens: '08:00',
    supportCloses: '20:00',
    social: { facebook: 'https://facebook.com/real', instagram: null, x: 'http://x.com/insecure', youtube: null },
    foundingYear: 2001,
    employees: 350,
  },
  loan: { minPhp: 500_000, maxPhp: 10_000_000, monthlyRateBps: 40, terms: [3, 6], defaultTerm: 6, lateChargeBpsPerMonth: 150, graceDays: 5 },
};

describe('normaliseSite', () => {
  it("reads GET /site's answer in the API's own field names", () => {
    const site = normaliseSite(answer);
    expect(site.isDemo).toBe(false);
    expect(site.company).toMatchObject({
      name: 'Real Lending Inc.',
      certificateOfAuthorityNumber: 'CA No. 1234',
      bspRegistrationNumber: 'BSP-77',
      foundedYear: 2001,
      employeeCount: 350,
      supportHotline: '+63 2 8888 1234',
      supportOpens: '08:00',
      supportCloses: '20:00',
      // Only https links are shown.
      socialLinks: [{ name: 'Facebook', url: 'https://facebook.com/real' }],
    });
    expect(site.loan).toEqual(answer.loan);
  });

  it('falls back to the demo company when the API could not be read', () => {
    expect(normaliseSite(null)).toEqual(DEMO_SITE);
    expect(normaliseSite({ company: { employees: 'many' }, loan: { terms: [0] } }).company.employeeCount).toBe(DEMO_SITE.company.employeeCount);
    expect(normaliseSite({ company: { supportOpens: '8 am' } }).company.supportOpens).toBe(DEMO_SITE.company.supportOpens);
  });
});
