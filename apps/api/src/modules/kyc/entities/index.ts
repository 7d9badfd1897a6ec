import { MemberAddressEntity } from './member-address.entity';
import { MemberBankAccountEntity } from './member-bank-account.entity';
import { MemberIdentityEntity } from './member-identity.entity';
import { MemberPersonalEntity } from './member-personal.entity';
import { MemberReferencesEntity } from './member-references.entity';

/** Entities of the KYC module (listed in database/data-source-options.ts ENTITIES). */
export const KYC_ENTITIES = [MemberPersonalEntity, MemberAddressEntity, MemberReferencesEntity, MemberIdentityEntity, MemberBankAccountEntity];
