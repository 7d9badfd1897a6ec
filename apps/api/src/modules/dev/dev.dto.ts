import { ApiProperty } from '@nestjs/swagger';
import type { FieldErrors } from '@halimbawa/domain';
import { Transform } from 'class-transformer';
import { isISO8601 } from 'class-validator';
import { RequestField } from '../../common/domain-field.decorator';

// Checked in DevController with the validators below (dev helpers have no service of their own).

const OUTBOX_ADDRESS = /^(\+[0-9]{6,15}|[^\s@]+@[^\s@]+)$/;

export class OutboxQueryDto {
  @RequestField({ type: String, example: '+639171234567', description: 'E.164 phone number or e-mail address' })
  // An unencoded "+" in a query string arrives as a space; put it back.
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/^(?=[0-9]{6,15}$)/, '+') : value))
  to: string;
}

export function validateOutboxQuery(query: OutboxQueryDto): FieldErrors {
  return typeof query.to === 'string' && OUTBOX_ADDRESS.test(query.to)
    ? {}
    : { to: { code: 'apiDev.outboxAddress' } };
}

export class OutboxMessageDto {
  @ApiProperty() to: string;
  @ApiProperty({ enum: ['sms', 'email'], enumName: 'OutboxChannel' }) channel: 'sms' | 'email';
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

const TEN_YEARS_S = 10 * 365 * 86_400;

/** Either isoTime (the business time from now on) or offsetSeconds (from real time; 0 resets). */
export class SetClockDto {
  @RequestField({ type: String, format: 'date-time', required: false, example: '2027-01-31T02:00:00Z' }) isoTime?: string;
  @RequestField({ type: 'integer', required: false, example: 301, minimum: -TEN_YEARS_S, maximum: TEN_YEARS_S }) offsetSeconds?: number;
}

/** The business clock stays within these years: a valid ISO text may still be NaN as a Date, or the year 9999. */
const CLOCK_YEARS = { first: 2000, last: 2100 };

function isClockTime(value: unknown): boolean {
  if (typeof value !== 'string' || !isISO8601(value, { strict: true })) return false;
  const year = new Date(value).getUTCFullYear();
  return Number.isFinite(year) && year >= CLOCK_YEARS.first && year <= CLOCK_YEARS.last;
}

/** Absent (or null) fields are not checked; DevController then asks for one of the two. */
export function validateSetClock(body: SetClockDto): FieldErrors {
  const errors: FieldErrors = {};
  const { isoTime, offsetSeconds } = body as { isoTime?: unknown; offsetSeconds?: unknown };
  if (isoTime !== undefined && isoTime !== null && !isClockTime(isoTime)) errors.isoTime = { code: 'apiDev.clockTime', params: CLOCK_YEARS };
  if (offsetSeconds !== undefined && offsetSeconds !== null) {
    if (typeof offsetSeconds !== 'number' || offsetSeconds > TEN_YEARS_S) errors.offsetSeconds = { code: 'apiDev.clockAhead' };
    else if (offsetSeconds < -TEN_YEARS_S) errors.offsetSeconds = { code: 'apiDev.clockBack' };
    else if (!Number.isInteger(offsetSeconds)) errors.offsetSeconds = { code: 'apiDev.clockWholeSeconds' };
  }
  return errors;
}

export class ClockDto {
  @ApiProperty({ format: 'date-time' }) now: string;
  @ApiProperty({ type: 'integer' }) offsetSeconds: number;
}
