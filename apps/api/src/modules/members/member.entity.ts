import type { InfoState, Language, Role } from '@halimbawa/domain';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { centavosTransformer } from '../../common/centavos.transformer';

// The checks are written in the migration; named here so that the schema and entities agree.
// Other modules' tables refer to this one by name (@ForeignKey('members', ...) on their column), so
// that no module imports another's entities.
@Entity({ name: 'members' })
@Index('members_created_idx', ['createdAt', 'id'])
// The console's search by any part of a name, e-mail or phone number (pg_trgm; TypeORM has no word for the operator class).
@Index('members_full_name_trgm', { synchronize: false })
@Index('members_email_trgm', { synchronize: false })
@Index('members_phone_number_trgm', { synchronize: false })
@Check('members_phone_number_e164', `phone_number ~ '^\\+[1-9][0-9]{6,14}$'`)
@Check('members_roles_known', `cardinality(roles) > 0 AND roles <@ ARRAY['MEMBER', 'LOAN_OFFICER', 'ADMIN', 'COMPLIANCE']::text[]`)
@Check('members_info_state_known', `info_state IN ('PERSONAL_INFO', 'ADDRESS_INFO', 'REFERENCES_INFO', 'IDENTITY_INFO', 'BANK_INFO', 'INFO_COMPLETED')`)
@Check('members_monthly_net_income_nonneg', `monthly_net_income >= 0`)
@Check('members_language_known', `language IN ('en', 'fil')`)
@Check('members_closed_deactivated_check', `closed_at IS NULL OR deactivated_at IS NOT NULL`)
export class MemberEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** E.164, unique. */
  @Column({ name: 'phone_number', type: 'text', unique: true })
  phoneNumber: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'full_name', type: 'text' })
  fullName: string;

  /** argon2id; never leaves the API (see toMemberDto). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'text', array: true, default: () => `'{MEMBER}'` })
  roles: Role[];

  @Column({ name: 'info_state', type: 'text', default: 'PERSONAL_INFO' })
  infoState: InfoState;

  @Column({ name: 'work_place_country', type: 'text' })
  workPlaceCountry: string;

  @Column({ name: 'work_location', type: 'text' })
  workLocation: string;

  @Column({ name: 'job_title', type: 'text' })
  jobTitle: string;

  @Column({ name: 'job_category', type: 'text' })
  jobCategory: string;

  /** Centavos. */
  @Column({ name: 'monthly_net_income', type: 'bigint', transformer: centavosTransformer })
  monthlyNetIncome: number;

  @Column({ name: 'ip_address', type: 'inet', nullable: true })
  ipAddress: string | null;

  /** ISO country of the registration IP address. */
  @Column({ name: 'country_register', type: 'text', nullable: true })
  countryRegister: string | null;

  /** The lending company (short name) the member registered with. */
  @Column({ name: 'company_register', type: 'text' })
  companyRegister: string;

  /** When the member agreed to the Terms and the Privacy notice at registration (null: registered before it was asked). */
  @Column({ name: 'terms_accepted_at', type: 'timestamptz', nullable: true })
  termsAcceptedAt: Date | null;

  /** Which version of them (libs/domain LEGAL_TERMS_VERSION). */
  @Column({ name: 'terms_version', type: 'text', nullable: true })
  termsVersion: string | null;

  /** The language of the SMS, e-mails and PDFs made outside the member's requests. */
  @Column({ type: 'text', default: 'en' })
  language: Language;

  /** A staff account an admin deactivated: it cannot sign in and has no session (null: active). */
  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt: Date | null;

  /** A member who closed their own account (docs/retention.md): deactivated too; null while open. */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  /** Opted in (Settings): on a due date the instalment is paid from the wallet as far as it goes. */
  @Column({ name: 'auto_debit', type: 'boolean', default: false })
  autoDebit: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
