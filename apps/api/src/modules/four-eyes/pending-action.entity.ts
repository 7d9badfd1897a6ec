import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { centavosTransformer } from '../../common/centavos.transformer';

export const PENDING_ACTION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type PendingActionStatus = (typeof PENDING_ACTION_STATUSES)[number];

export function isPendingActionStatus(value: unknown): value is PendingActionStatus {
  return typeof value === 'string' && (PENDING_ACTION_STATUSES as readonly string[]).includes(value);
}

/** One action waiting for (or given) a second staff member's check (docs/decisions/016-four-eyes.md). */
@Entity({ name: 'pending_actions' })
export class PendingActionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** What to do when approved: the kind a module registered its handler under ('loan.approve'). */
  @Column({ type: 'text' })
  kind: string;

  /** What it acts on (a loan's id, a payment's id): at most one action of a kind waits per subject. */
  @Column({ name: 'subject_id', type: 'text' })
  subjectId: string;

  /** What the maker asked for, as the handler reads it. */
  @Column({ type: 'jsonb', default: {} })
  payload: Record<string, unknown>;

  /** PHP centavos when the action moves or commits money. */
  @Column({ type: 'bigint', nullable: true, transformer: centavosTransformer })
  amount: number | null;

  @Column({ name: 'maker_id', type: 'uuid' })
  makerId: string;

  @Column({ name: 'made_at', type: 'timestamptz' })
  madeAt: Date;

  @Column({ type: 'text', default: 'PENDING' })
  status: PendingActionStatus;

  @Column({ name: 'checker_id', type: 'uuid', nullable: true })
  checkerId: string | null;

  @Column({ name: 'checked_at', type: 'timestamptz', nullable: true })
  checkedAt: Date | null;

  /** The checker's note (a rejection's reason). */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
