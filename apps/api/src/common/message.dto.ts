import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';

export class MessageDto {
  @ApiProperty() message: string;
}

const PARAMS: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  description: 'The values the message was worded with (amounts, dates, limits), for a client that words the code itself.',
};

/** One refused form field. */
export class FieldRefusalDto {
  @ApiProperty({ description: "The refusal's stable code: a key of the message catalogue.", example: 'validation.phoneInvalid' }) code: string;
  @ApiProperty({ description: "The refusal in the request's language (Accept-Language)." }) message: string;
  @ApiPropertyOptional(PARAMS) params?: Record<string, string | number>;
}

/** The body of every 4xx and 5xx answer. */
export class RefusalDto {
  @ApiProperty({ description: 'A stable, machine-readable code: a key of the message catalogue. The same refusal has the same code in every language.', example: 'loan.alreadyHasLoan' })
  code: string;
  @ApiProperty({ description: "The refusal in the request's language (Accept-Language)." }) message: string;
  @ApiPropertyOptional(PARAMS) params?: Record<string, string | number>;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { $ref: '#/components/schemas/FieldRefusalDto' }, description: 'One refusal per form field, keyed by the field name (nested fields as "a.b").' })
  errors?: Record<string, FieldRefusalDto>;
}
