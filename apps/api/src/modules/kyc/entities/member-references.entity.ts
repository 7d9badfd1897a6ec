import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/**
 * Wizard step 3: 'Character References' (the second one optional). Phone numbers in E.164.
 * References are never contacted for collection (docs/product.md §7).
 */
@Entity({ name: 'member_references' })
export class MemberReferencesEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'member_references_member_id_fkey', onDelete: 'CASCADE' })
  memberId: string;

  @Column({ name: 'ref_full_name1', type: 'text' })
  refFullName1: string;

  @Column({ name: 'ref_relationship1', type: 'text' })
  refRelationship1: string;

  @Column({ name: 'ref_phone_number1', type: 'text' })
  refPhoneNumber1: string;

  @Column({ name: 'ref_full_name2', type: 'text', nullable: true })
  refFullName2: string | null;

  @Column({ name: 'ref_relationship2', type: 'text', nullable: true })
  refRelationship2: string | null;

  @Column({ name: 'ref_phone_number2', type: 'text', nullable: true })
  refPhoneNumber2: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
