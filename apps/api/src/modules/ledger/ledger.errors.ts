import { t } from '@halimbawa/domain';
import { ConflictException } from '@nestjs/common';

/**
 * A programming error: an entry that breaks the ledger's rules (unbalanced, a zero or fractional
 * amount, an unknown account, ...). Nothing is written. It is not the member's fault, so it
 * leaves the API as a 500 'Something went wrong.' and is logged.
 */
export class LedgerRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerRuleError';
  }
}

/**
 * 409: the movement would take an account that may not go negative below zero: a member's wallet
 * or holds ('Your wallet balance is not enough for this.'), or a company account that is not an asset.
 */
export class InsufficientFundsError extends ConflictException {
  constructor(
    readonly accountCode: string,
    readonly balance: number,
    readonly change: number,
  ) {
    super(/^[A-Z_]+:/.test(accountCode) || accountCode === '' ? t('en', 'apiErrors.balanceTooLow') : `The ledger account ${accountCode} may not go negative.`);
    this.name = 'InsufficientFundsError';
  }
}

/** 409: the movement key was already used for a different movement (other accounts, amounts or references). */
export class MovementKeyConflictError extends ConflictException {
  constructor(readonly movementKey: string) {
    super('This money movement was already recorded with different details.');
    this.name = 'MovementKeyConflictError';
  }
}

/** 409: the entry was already reversed, or the hold already posted or voided, by another movement. */
export class AlreadySettledError extends ConflictException {
  constructor(message: string) {
    super(message);
    this.name = 'AlreadySettledError';
  }
}
