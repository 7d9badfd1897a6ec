import type { BankKind } from '@halimbawa/domain';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * ACTIVE: the account withdrawals go to (one per member). PENDING_OTP: a change waiting for its
 * SMS code. REPLACED: an earlier active account. ABANDONED: a change never confirmed.
 */
export type BankAccountStatus = 'ACTIVE' | 'PENDING_OTP' | 'REPLACED' | 'ABANDONED';

/** Wizard step 5 ('Beneficiary bank account') and every later, OTP-confirmed, change. */
@Entity({ name: 'member_bank_accounts' })
@Index('member_bank_accounts_active_key', ['memberId'], { unique: true, where: `status = 'ACTIVE'` })
@Index('member_bank_accounts_member_idx', ['memberId', 'status'])
@Check('member_bank_accounts_status_known', `status IN ('ACTIVE', 'PENDING_OTP', 'REPLACED', 'ABANDONED')`)
@Check('member_bank_accounts_kind_known', `bank_kind IN ('bank', 'ewallet')`)
export class MemberBankAccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'member_bank_accounts_member_id_fkey', onDelete: 'CASCADE' })
  memberId: string;

  @Column({ type: 'text' })
  status: BankAccountStatus;

  @Column({ name: 'bank_name', type: 'text' })
  bankName: string;

  @Column({ name: 'bank_kind', type: 'text' })
  bankKind: BankKind;

  @Column({ name: 'account_name', type: 'text' })
  accountName: string;

  @Column({ name: 'account_number', type: 'text' })
  accountNumber: string;

  /**
   * When the account was confirmed: by finishing the activation, or by an SMS code. From then on
   * it changes only through the OTP-confirmed bank change.
   */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** When this account replaced an earlier one (withdrawals wait 24 hours after it, docs/product.md §7). */
  @Column({ name: 'changed_at', type: 'timestamptz', nullable: true })
  changedAt: Date | null;

  @Column({ name: 'replaced_at', type: 'timestamptz', nullable: true })
  replacedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
