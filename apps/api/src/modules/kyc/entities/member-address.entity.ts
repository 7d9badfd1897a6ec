import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** Wizard step 2: 'Current residential address'. One row per member. */
@Entity({ name: 'member_address' })
export class MemberAddressEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'member_address_member_id_fkey', onDelete: 'CASCADE' })
  memberId: string;

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
