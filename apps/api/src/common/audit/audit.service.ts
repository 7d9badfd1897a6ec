import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { RequestMeta } from '../request-meta';

export interface AuditInput {
  actorId: string | null;
  action: string;
  target?: string | null;
  meta?: RequestMeta;
  details?: Record<string, unknown>;
  /** The member and loan the event concerns; without them, those of `about` (else the target) when it is a loan or a member. */
  memberId?: string | null;
  /** The loan's or member's id the event is about when its target is something else (a four-eyes action). */
  about?: string | null;
  loanId?: string | null;
  /** What the action changed, as it was and as it became. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Matches the text of a uuid, so that a target which is a phone number or a code is never cast. */
const UUID_TEXT = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Pass the use case's transaction manager so the event commits (or not) with the change.
   * The time is the database's real time, not the settable business clock. The member and loan
   * come from the target when the caller does not name them, so every event can be filtered by them.
   */
  async record(input: AuditInput, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const json = (value: Record<string, unknown> | null | undefined) => (value ? JSON.stringify(value) : null);
    await manager.query(
      `INSERT INTO audit_events (actor_id, action, target, ip_address, user_agent, details, before, after, member_id, loan_id)
       SELECT $1::uuid, $2::text, $3::text, $4::inet, $5::text, $6::jsonb, $7::jsonb, $8::jsonb,
              COALESCE($9::uuid, l.member_id, m.id), COALESCE($10::uuid, l.id)
         FROM (SELECT CASE WHEN COALESCE($11::text, $3::text) ~* '${UUID_TEXT}' THEN COALESCE($11::text, $3::text)::uuid END AS id) target
         LEFT JOIN loans l ON l.id = target.id
         LEFT JOIN members m ON m.id = target.id`,
      [
        input.actorId,
        input.action,
        input.target ?? null,
        input.meta?.ip ?? null,
        input.meta?.userAgent ?? null,
        JSON.stringify(input.details ?? {}),
        json(input.before),
        json(input.after),
        input.memberId ?? null,
        input.loanId ?? null,
        input.about ?? null,
      ],
    );
  }
}
