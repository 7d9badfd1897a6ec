import type { MessageKey } from '@halimbawa/domain';
import { HttpStatus } from '@nestjs/common';
import { Refusal } from '../../common/errors';

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
export class InsufficientFundsError extends Refusal {
  constructor(
    readonly accountCode: string,
    readonly balance: number,
    readonly change: number,
  ) {
    const members = /^[A-Z_]+:/.test(accountCode) || accountCode === '';
    super(HttpStatus.CONFLICT, members ? 'apiErrors.balanceTooLow' : 'apiErrors.ledgerAccountNegative', members ? undefined : { account: accountCode });
    this.name = 'InsufficientFundsError';
  }
}

/**
 * 409: the movement would take an account's balance past the ledger's range
 * (LEDGER_BALANCE_LIMIT_CENTAVOS), beyond which the books' sums are no longer exact. Nothing is written.
 */
export class LedgerRangeError extends Refusal {
  constructor(readonly accountCode: string) {
    // A member's own account is named by its kind, never by the member's id.
    super(HttpStatus.CONFLICT, 'apiErrors.ledgerOutOfRange', { account: accountCode.split(':')[0] });
    this.name = 'LedgerRangeError';
  }
}

/** 409: the movement key was already used for a different movement (other accounts, amounts or references). */
export class MovementKeyConflictError extends Refusal {
  constructor(readonly movementKey: string) {
    super(HttpStatus.CONFLICT, 'apiErrors.movementRecordedDifferently');
    this.name = 'MovementKeyConflictError';
  }
}

/** 409: the entry was already reversed, or the hold already posted or voided, by another movement. */
export class AlreadySettledError extends Refusal {
  constructor(code: MessageKey) {
    super(HttpStatus.CONFLICT, code);
    this.name = 'AlreadySettledError';
  }
}

/**
 * 409: the entry's business day falls in a closed period (on or before `closedThrough`): a
 * correction of a closed month is posted in the open period, as an entry of its own.
 */
export class PeriodClosedError extends Refusal {
  constructor(
    readonly bookedOn: string,
    readonly closedThrough: string,
  ) {
    super(HttpStatus.CONFLICT, 'apiBooks.periodClosed', { bookedOn, closedThrough });
    this.name = 'PeriodClosedError';
  }
}
