import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { centavosTransformer } from '../../common/centavos.transformer';

export const PENDING_ACTION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type PendingActionStatus = (typeof PENDING_ACTION_STATUSES)[number];
/** Why an action was closed without a checker: its subject closed (a loan cancelled), or its maker was deactivated. */
export const WITHDRAWN_REASONS = ['SUBJECT_CLOSED', 'MAKER_DEACTIVATED'] as const;
export type WithdrawnReason = (typeof WITHDRAWN_REASONS)[number];

export function isPendingActionStatus(value: unknown): value is PendingActionStatus {
  return typeof value === 'string' && (PENDING_ACTION_STATUSES as readonly string[]).includes(value);
}

// The schema is written in migrations/1797400000000-four-eyes.ts (withdrawal in 1798112902000-four-eyes-withdrawn.ts); the names here keep TypeORM's view of it in step.

/** One action waiting for (or given) a second staff member's check (docs/decisions/016-four-eyes.md). */
@Entity({ name: 'pending_actions' })
@Index('pending_actions_one_waiting', ['kind', 'subjectId'], { unique: true, where: `status = 'PENDING'` })
@Index('pending_actions_status_idx', ['status', 'createdAt', 'id'])
@Check('pending_actions_kind_format', `kind ~ '^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)*$'`)
@Check('pending_actions_amount_positive', `amount IS NULL OR amount >= 0`)
@Check('pending_actions_status_known', `status IN ('PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN')`)
@Check(
  'pending_actions_checked',
  `(status = 'PENDING' AND checker_id IS NULL AND checked_at IS NULL AND withdrawn_reason IS NULL)
        OR (status IN ('APPROVED', 'REJECTED') AND checker_id IS NOT NULL AND checked_at IS NOT NULL AND checker_id <> maker_id AND withdrawn_reason IS NULL)
        OR (status = 'WITHDRAWN' AND checker_id IS NULL AND checked_at IS NOT NULL AND withdrawn_reason IN ('SUBJECT_CLOSED', 'MAKER_DEACTIVATED'))`,
)
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
  @ForeignKey('members', { name: 'pending_actions_maker_id_fkey', onDelete: 'RESTRICT' })
  makerId: string;

  @Column({ name: 'made_at', type: 'timestamptz' })
  madeAt: Date;

  @Column({ type: 'text', default: 'PENDING' })
  status: PendingActionStatus;

  @Column({ name: 'checker_id', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'pending_actions_checker_id_fkey', onDelete: 'RESTRICT' })
  checkerId: string | null;

  @Column({ name: 'checked_at', type: 'timestamptz', nullable: true })
  checkedAt: Date | null;

  /** Why it was withdrawn (status WITHDRAWN), or null. */
  @Column({ name: 'withdrawn_reason', type: 'text', nullable: true })
  withdrawnReason: WithdrawnReason | null;

  /** The checker's note (a rejection's reason). */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
