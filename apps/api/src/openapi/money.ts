import { ApiProperty } from '@nestjs/swagger';

/** The one money schema, which every amount of an answer refers to. */
export const MONEY_SCHEMA_NAME = 'MoneyCentavos';
export const MONEY_SCHEMA = {
  type: 'integer',
  minimum: 0,
  description: 'An amount in integer centavos, 1/100 of the currency’s unit (150000 is 1,500.00): PHP unless a `currency` beside it names another.',
  example: 150000,
} as const;

interface CentavosOptions {
  /** The amount is in the currency that the `currency` field beside it names (a loan's own currency), not always PHP. */
  currencyBeside?: boolean;
  nullable?: boolean;
}

/** An amount of money in an answer: MoneyCentavos, with what this amount is and its currency. */
export function Centavos(description: string, options: CentavosOptions = {}): PropertyDecorator {
  const unit = options.currencyBeside ? 'Centavos of `currency` (not always PHP).' : 'PHP centavos.';
  return ApiProperty({
    allOf: [{ $ref: `#/components/schemas/${MONEY_SCHEMA_NAME}` }],
    description: `${description} ${unit}`.trim(),
    nullable: options.nullable,
  });
}
