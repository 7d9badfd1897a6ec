// The public configuration from the API's GET /site, as the web uses it (shared by server and
// browser). Missing keys fall back to the shipped demo company, so a page still renders (with the
// demo banner) when the API is unreachable. The description, the regulator's list and the logo
// are the web's own.
import { DEFAULT_LATE_CHARGE, DEFAULT_LOAN_SETTINGS, type LateChargeSettings, type LoanSettings } from '@halimbawa/domain';
import type { SiteAnswer } from './api/types';

export interface SocialLink {
  name: string;
  url: string;
}

export interface Company {
  name: string;
  shortName: string;
  description: string;
  address: string;
  secRegistrationNumber: string;
  certificateOfAuthorityNumber: string;
  bspRegistrationNumber: string | null;
  regulatorListUrl: string;
  supportEmail: string;
  supportChatUrl: string;
  supportHotline: string;
  /** Every day, Manila time, 'HH:MM'. */
  supportOpens: string;
  supportCloses: string;
  socialLinks: SocialLink[];
  foundedYear: number;
  employeeCount: number;
  logoUrl: string;
}

export interface Site {
  company: Company;
  isDemo: boolean;
  loan: LoanSettings & LateChargeSettings;
}

export const DEMO_COMPANY: Company = {
  name: 'Halimbawa Lending Corporation',
  shortName: 'HLC',
  description:
    'Halimbawa Lending Corporation is a fictitious demonstration lending company offering personal loans ' +
    'to Filipino borrowers, with clear terms and no fees before disbursement.',
  address: 'Unit 1203, Example Tower, Ayala Avenue, Makati City, Metro Manila 1226',
  secRegistrationNumber: 'CS000000000 (demo)',
  certificateOfAuthorityNumber: 'CA No. 0000 (demo)',
  bspRegistrationNumber: null,
  regulatorListUrl: 'https://www.sec.gov.ph/lending-companies-and-financing-companies-2/list-of-lending-companies/',
  supportEmail: 'support@halimbawa.example',
  supportChatUrl: 'https://chat.halimbawa.example',
  supportHotline: '+63 2 8000 0000 (demo)',
  supportOpens: '10:00',
  supportCloses: '22:00',
  socialLinks: [{ name: 'Facebook', url: 'https://www.facebook.com/halimbawa.example' }],
  foundedYear: 2019,
  employeeCount: 120, // the API's default COMPANY_EMPLOYEES, so the About page agrees with /site
  logoUrl: '/logo.svg',
};

export const DEMO_SITE: Site = { company: DEMO_COMPANY, isDemo: true, loan: { ...DEFAULT_LOAN_SETTINGS, ...DEFAULT_LATE_CHARGE } };

function str(v: unknown, fallback: string): string {
  return typeof v === 'string' && v.trim() ? v : fallback;
}
function num(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}
function clock(v: unknown, fallback: string): string {
  return typeof v === 'string' && /^[0-9]{2}:[0-9]{2}$/.test(v) ? v : fallback;
}
function httpUrl(v: unknown, fallback: string): string {
  if (typeof v !== 'string') return fallback;
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  return /^https?:\/\//i.test(v) ? v : fallback;
}

const SOCIAL_NAMES: Record<keyof SiteAnswer['company']['social'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
};

/**
 * Reads what GET /site answered (the generated `SiteDto`, in the API's names) into a complete
 * Site; a missing or malformed key falls back to the demo company's.
 */
export function normaliseSite(raw: unknown): Site {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Partial<SiteAnswer>;
  const c = (r.company && typeof r.company === 'object' ? r.company : {}) as Partial<SiteAnswer['company']>;
  const l = (r.loan && typeof r.loan === 'object' ? r.loan : {}) as Partial<SiteAnswer['loan']>;
  const d = DEMO_COMPANY;
  const terms = Array.isArray(l.terms) && l.terms.every((t) => Number.isSafeInteger(t) && t > 0) ? l.terms : DEFAULT_LOAN_SETTINGS.terms;
  const defaultTerm = num(l.defaultTerm, DEFAULT_LOAN_SETTINGS.defaultTerm);
  const social =
    c.social && typeof c.social === 'object'
      ? Object.entries(SOCIAL_NAMES)
          .map(([key, name]) => ({ name, url: (c.social as Record<string, unknown>)[key] }))
          .filter((s): s is SocialLink => typeof s.url === 'string' && /^https:\/\//i.test(s.url))
      : d.socialLinks;
  return {
    isDemo: typeof r.isDemo === 'boolean' ? r.isDemo : true,
    company: {
      name: str(c.name, d.name),
      shortName: str(c.shortName, d.shortName),
      description: d.description,
      address: str(c.address, d.address),
      secRegistrationNumber: str(c.secRegistrationNumber, d.secRegistrationNumber),
      certificateOfAuthorityNumber: str(c.secCertificateOfAuthorityNumber, d.certificateOfAuthorityNumber),
      bspRegistrationNumber: typeof c.bspNumber === 'string' && c.bspNumber.trim() ? c.bspNumber : null,
      // Not part of the API's configuration: the web's own.
      regulatorListUrl: d.regulatorListUrl,
      supportEmail: str(c.supportEmail, d.supportEmail),
      supportChatUrl: httpUrl(c.supportChatUrl, d.supportChatUrl),
      supportHotline: str(c.supportHotline, d.supportHotline),
      supportOpens: clock(c.supportOpens, d.supportOpens),
      supportCloses: clock(c.supportCloses, d.supportCloses),
      socialLinks: social,
      foundedYear: num(c.foundingYear, d.foundedYear),
      employeeCount: num(c.employees, d.employeeCount),
      logoUrl: d.logoUrl,
    },
    loan: {
      minPhp: num(l.minPhp, DEFAULT_LOAN_SETTINGS.minPhp),
      maxPhp: num(l.maxPhp, DEFAULT_LOAN_SETTINGS.maxPhp),
      monthlyRateBps: num(l.monthlyRateBps, DEFAULT_LOAN_SETTINGS.monthlyRateBps),
      terms,
      defaultTerm: terms.includes(defaultTerm) ? defaultTerm : terms[0],
      lateChargeBpsPerMonth: num(l.lateChargeBpsPerMonth, DEFAULT_LATE_CHARGE.lateChargeBpsPerMonth),
      graceDays: num(l.graceDays, DEFAULT_LATE_CHARGE.graceDays),
    },
  };
}
