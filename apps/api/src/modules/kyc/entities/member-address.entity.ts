import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MemberEntity } from '../../members/member.entity';

/** Wizard step 2: 'Current residential address'. One row per member. */
@Entity({ name: 'member_address' })
export class MemberAddressEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  memberId: string;

  @ManyToOne(() => MemberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'member_address_member_id_fkey' })
  member?: MemberEntity;

  /** ISO 3166-1 alpha-2. */
  @Column({ name: 'country_residence', type: 'text' })
  countryResidence: string;

  @Column({ type: 'text' })
  province: string;

  @Column({ type: 'text' })
  town: string;

  @Column({ name: 'street_address', type: 'text' })
  streetAddress: string;

  @Column({ name: 'postal_code', type: 'text', nullable: true })
  postalCode: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
