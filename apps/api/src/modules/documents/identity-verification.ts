import type { EntityManager } from 'typeorm';

/**
 * Port: whether a member's identity is verified, after which their ID images no longer change.
 * The KYC module owns the answer and provides it (kyc/identity-verification.module.ts), so that
 * this module never imports the kyc module, which imports this one.
 */
export abstract class IdentityVerification {
  /** Read with `m`, inside the caller's transaction when it has one. */
  abstract isVerified(memberId: string, m: EntityManager): Promise<boolean>;
}
