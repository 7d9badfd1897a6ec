import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsISO8601, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export class OutboxQueryDto {
  @ApiProperty({ example: '+639171234567', description: 'E.164 phone number or e-mail address' })
  // An unencoded "+" in a query string arrives as a space; put it back.
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/^(?=[0-9]{6,15}$)/, '+') : value))
  @Matches(/^(\+[0-9]{6,15}|[^\s@]+@[^\s@]+)$/, { message: 'Give a phone number in E.164 form (e.g. +639171234567) or an e-mail address.' })
  to: string;
}

export class OutboxMessageDto {
  @ApiProperty() to: string;
  @ApiProperty({ enum: ['sms', 'email'] }) channel: 'sms' | 'email';
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** Either isoTime (the business time from now on) or offsetSeconds (from real time; 0 resets). */
export class SetClockDto {
  @ApiPropertyOptional({ example: '2027-01-31T02:00:00Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Give an ISO 8601 date and time, e.g. 2027-01-31T02:00:00Z.' })
  isoTime?: string;

  @ApiPropertyOptional({ example: 301 })
  @IsOptional()
  @IsInt({ message: 'Give a whole number of seconds.' })
  @Min(-10 * 365 * 86_400, { message: 'At most ten years back.' })
  @Max(10 * 365 * 86_400, { message: 'At most ten years ahead.' })
  offsetSeconds?: number;
}

export class ClockDto {
  @ApiProperty({ format: 'date-time' }) now: string;
  @ApiProperty() offsetSeconds: number;
}
