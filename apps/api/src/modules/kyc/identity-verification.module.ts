import { Global, Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { IdentityVerification } from '../documents/identity-verification';
import { KycRepository } from './kyc.repository';

@Injectable()
class KycIdentityVerification extends IdentityVerification {
  constructor(private readonly kyc: KycRepository) {
    super();
  }

  async isVerified(memberId: string, m: EntityManager): Promise<boolean> {
    return (await this.kyc.identity(memberId, m))?.kycStatus === 'VERIFIED';
  }
}

/**
 * Gives DocumentsModule the KYC module's answer to "is this member's identity verified?".
 * Global, because DocumentsModule cannot import the KYC module: the KYC module imports it.
 */
@Global()
@Module({
  providers: [KycRepository, { provide: IdentityVerification, useClass: KycIdentityVerification }],
  exports: [IdentityVerification],
})
export class IdentityVerificationModule {}
