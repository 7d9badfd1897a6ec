import { ApiProperty } from '@nestjs/swagger';
import { Centavos } from '../../../openapi/money';

const LIMIT_RULES = ['RAISED', 'HELD', 'AT_MAXIMUM', 'REDUCED_BY_INCOME', 'OPEN_LOAN', 'NO_REPAID_LOAN', 'DEFAULTED', 'INCOME'] as const;
const LOAN_OUTCOMES = ['RAISED', 'HELD', 'NOT_COUNTED', 'OPEN'] as const;
const PROFILE_PROBLEMS = ['kycNotVerified', 'bankChanged'] as const;

export class CreditLimitStepDto {
  @ApiProperty() loanNumber: string;
  @ApiProperty({ enum: LOAN_OUTCOMES, enumName: 'CreditLimitOutcome' }) outcome: (typeof LOAN_OUTCOMES)[number];
  @ApiProperty({ description: 'The outcome in words.' }) outcomeText: string;
  @ApiProperty({ type: 'integer', description: 'The most days any instalment was paid (or has been unpaid) after its due date.' }) mostDaysLate: number;
  @Centavos('The limit after this loan.') limitAfter: number;
}

export class ReloanOfferDto {
  @Centavos('The pre-approved amount.') amount: number;
  @ApiProperty({ type: 'integer', description: 'The shortest offered term whose instalment fits the debt-to-income limit.' }) installmentCount: number;
  @Centavos('The monthly instalment of the amount over the term.') instalment: number;
}

export class CreditLimitDto {
  @ApiProperty({ enum: LIMIT_RULES, enumName: 'CreditLimitRule', description: 'The rule that gave the limit (docs/credit-limits.md).' }) rule: (typeof LIMIT_RULES)[number];
  @ApiProperty({ description: 'The reason in words, in the language of the request.' }) reason: string;
  @Centavos('The limit; null when offers are stopped.', { nullable: true }) limit: number | null;
  @Centavos('The limit from the income alone.') firstLimit: number;
  @Centavos('The largest instalment the debt-to-income limit (40 % of the monthly net income) allows.') maxInstalment: number;
  @ApiProperty({ type: 'integer', description: 'What a loan repaid on time adds, in basis points of the limit (shaped by the score).' }) stepBps: number;
  @ApiProperty({ type: 'integer', description: 'The credit score the step was read from.' }) score: number;
  @ApiProperty({ type: [CreditLimitStepDto], description: 'The previous loans, oldest first, and what each did to the limit.' }) previousLoans: CreditLimitStepDto[];
  @ApiProperty({ type: ReloanOfferDto, nullable: true, description: 'The pre-approved offer, when there is one.' }) offer: ReloanOfferDto | null;
  @ApiProperty({ enum: PROFILE_PROBLEMS, enumName: 'ReloanProfileProblem', nullable: true, description: 'What keeps the verified documents from standing for the offer now (apiCreditLimit.refusal.*), or null.' })
  profileProblem: (typeof PROFILE_PROBLEMS)[number] | null;
  @ApiProperty({ type: String, nullable: true, description: 'profileProblem in words: what to update.' }) profileProblemText: string | null;
}
