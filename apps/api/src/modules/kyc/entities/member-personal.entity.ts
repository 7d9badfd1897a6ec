import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** Wizard step 1: 'Tell us about yourself'. One row per member. */
@Entity({ name: 'member_personal' })
@Check('member_personal_gender_known', `gender IN ('Male', 'Female')`)
@Check('member_personal_is_agree_ticked', `is_agree`)
export class MemberPersonalEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'member_personal_member_id_fkey', onDelete: 'CASCADE' })
  memberId: string;

  @Column({ type: 'text' })
  gender: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'middle_name', type: 'text', nullable: true })
  middleName: string | null;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  /** 'YYYY-MM-DD' (a calendar date, no time zone). */
  @Column({ name: 'birth_date', type: 'date' })
  birthDate: string;

  @Column({ name: 'marital_status', type: 'text' })
  maritalStatus: string;

  @Column({ type: 'text' })
  nationality: string;

  /** Consent to the reporting of loans to credit bureaus. */
  @Column({ name: 'is_agree', type: 'boolean' })
  isAgree: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
