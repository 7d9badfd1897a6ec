/** Phone numbers (libphonenumber-js): national or E.164 input -> E.164, validated per country. */
import { parsePhoneNumberFromString, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { t } from './i18n/translate';

export const DEFAULT_PHONE_COUNTRY = 'PH';

export const PHONE_MESSAGE = t('en', 'field.phone');

/**
 * The HTML `pattern` of a phone field: an optional leading +, then 9 to 15 digits, starting with a
 * digit, optionally separated by single spaces or hyphens ("917 123 4567", "0917-123-4567").
 */
export const PHONE_PATTERN = String.raw`\+?[0-9](?:[ \-]?[0-9]){8,14}`;
const PHONE_RE = new RegExp(`^(?:${PHONE_PATTERN})$`, 'u');

export type NormalisedPhone = { ok: true; e164: string } | { ok: false; message: string };

/**
 * Normalises a phone number typed for `country` (ISO 3166-1 alpha-2, default PH when empty):
 * "9171234567" or "09171234567" with PH -> "+639171234567"; an E.164 input ("+639171234567",
 * "+12025550123") is accepted whatever the country. The digits
 * in the input must be 9 to 15 digits (optionally after a leading +; single spaces or hyphens between
 * digits are allowed, nothing else) and a valid number for the country.
 */
export function normalisePhone(country: string, input: string): NormalisedPhone {
  const fail: NormalisedPhone = { ok: false, message: PHONE_MESSAGE };
  if (typeof input !== 'string') return fail;
  const trimmed = input.trim();
  if (!PHONE_RE.test(trimmed)) return fail;
  const cleaned = trimmed.replace(/[ -]/g, '');
  const cc = (country || DEFAULT_PHONE_COUNTRY).trim().toUpperCase();
  if (!cleaned.startsWith('+') && !isSupportedCountry(cc)) return fail;
  const parsed = cleaned.startsWith('+')
    ? parsePhoneNumberFromString(cleaned)
    : parsePhoneNumberFromString(cleaned, cc as CountryCode);
  if (!parsed || !parsed.isValid()) return fail;
  return { ok: true, e164: parsed.number };
}

/** True when `e164` is a valid E.164 phone number (a "+" and 9 to 15 digits, valid for its country). */
export function isE164(e164: string): boolean {
  if (typeof e164 !== 'string' || !/^\+[0-9]{9,15}$/.test(e164)) return false;
  const p = parsePhoneNumberFromString(e164);
  return !!p && p.isValid() && p.number === e164;
}

/** The country (ISO alpha-2) and national number of an E.164 phone, e.g. {country: 'PH', national: '9171234567'}. */
export function splitPhone(e164: string): { country: string | null; national: string } | null {
  const p = parsePhoneNumberFromString(e164 ?? '');
  if (!p) return null;
  return { country: p.country ?? null, national: String(p.nationalNumber) };
}

/** "+639171234567" -> "+63 917 123 4567" (international format for display). */
export function formatPhone(e164: string): string {
  const p = parsePhoneNumberFromString(e164 ?? '');
  return p ? p.formatInternational() : e164;
}

/**
 * Masks a phone for display: keeps the first 6 characters and the last 2, stars in between:
 * "+639171234567" -> "+63917*****67".
 */
export function maskPhone(e164: string): string {
  const s = (e164 ?? '').trim();
  if (s.length <= 4) return '*'.repeat(s.length);
  const keepStart = Math.min(6, Math.max(1, s.length - 6));
  return `${s.slice(0, keepStart)}${'*'.repeat(s.length - keepStart - 2)}${s.slice(-2)}`;
}
