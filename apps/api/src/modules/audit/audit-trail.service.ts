import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { manilaIsoDate, normalisePhone, type FieldErrors, type Role } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { refuseFields } from '../../common/errors';
import { pageOf, pageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import type { AuditEventDto, AuditListDto, AuditQueryDto } from './dto/audit.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface EventRow {
  id: string;
  created_at: Date;
  action: string;
  target: string | null;
  member_id: string | null;
  loan_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown>;
  ip_address: string | null;
  actor_id: string | null;
  actor_name: string | null;
  actor_phone: string | null;
  actor_roles: Role[] | null;
  member_name: string | null;
  loan_number: string | null;
}

/** A person named by id or phone number, as the filter's text gave them. */
function personFilter(text: string | undefined): { id?: string; phone?: string; bad: boolean } | null {
  const value = text?.trim();
  if (!value) return null;
  if (UUID.test(value)) return { id: value, bad: false };
  const phone = normalisePhone('PH', value);
  return phone.ok ? { phone: phone.e164, bad: false } : { bad: true };
}

/** Midnight in Manila starting `day` (`next`: the day after), or null when it is not a real day. */
function manilaMidnight(day: string | undefined, next = false): Date | null | undefined {
  const value = day?.trim();
  if (!value) return undefined;
  if (!ISO_DAY.test(value)) return null;
  const at = new Date(`${value}T00:00:00+08:00`);
  // 2026-02-30 parses as 2 March: a day that is not in the calendar is refused, not moved.
  if (Number.isNaN(at.getTime()) || manilaIsoDate(at) !== value) return null;
  return next ? new Date(at.getTime() + 86_400_000) : at;
}

/**
 * The audit trail, read-only: newest first, filtered by staff member, member, loan and days
 * (Manila). Nothing here or anywhere else changes or deletes an event (docs/security.md).
 */
@Injectable()
export class AuditTrailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(officer: AuthMember, query: AuditQueryDto, meta: RequestMeta): Promise<AuditListDto> {
    const page = pageRequest(query);
    const staff = personFilter(query.staff);
    const member = personFilter(query.member);
    const loan = query.loan?.trim() || null;
    const from = manilaMidnight(query.from);
    const to = manilaMidnight(query.to, true);
    const errors: FieldErrors = {};
    if (staff?.bad) errors.staff = { code: 'apiAudit.person' };
    if (member?.bad) errors.member = { code: 'apiAudit.person' };
    if (loan && loan.length > 40) errors.loan = { code: 'apiAudit.loan' };
    if (from === null) errors.from = { code: 'apiAudit.day' };
    if (to === null) errors.to = { code: 'apiAudit.day' };
    if (from && to && from >= to) errors.to = { code: 'apiAudit.dayOrder' };
    refuseFields(errors);

    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (staff?.id) where.push(`a.actor_id = ${param(staff.id)}`);
    if (staff?.phone) where.push(`a.actor_id = (SELECT id FROM members WHERE phone_number = ${param(staff.phone)})`);
    if (member?.id) where.push(`a.member_id = ${param(member.id)}`);
    if (member?.phone) where.push(`a.member_id = (SELECT id FROM members WHERE phone_number = ${param(member.phone)})`);
    if (loan) where.push(`a.loan_id = (SELECT id FROM loans WHERE loan_number = ${param(loan.toUpperCase())})`);
    if (from) where.push(`a.created_at >= ${param(from)}`);
    if (to) where.push(`a.created_at < ${param(to)}`);
    if (page.after) where.push(`(a.created_at, a.id) < (${param(page.after.createdAt)}, ${param(page.after.id)})`);
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT a.id, a.created_at, a.action, a.target, a.member_id, a.loan_id, a.before, a.after, a.details, host(a.ip_address) AS ip_address,
              a.actor_id, actor.full_name AS actor_name, actor.phone_number AS actor_phone, actor.roles AS actor_roles,
              concerned.full_name AS member_name, l.loan_number
         FROM audit_events a
         LEFT JOIN members actor ON actor.id = a.actor_id
         LEFT JOIN members concerned ON concerned.id = a.member_id
         LEFT JOIN loans l ON l.id = a.loan_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT ${param(page.limit + 1)}`,
      params,
    );
    const { rows: events, nextCursor } = pageOf(rows.map((r) => ({ ...r, createdAt: r.created_at })), page.limit);
    // Reading the trail is itself a staff action, recorded after the page is read so it never lists itself.
    await this.audit.record({
      actorId: officer.id,
      action: 'officer.audit.list',
      meta,
      details: { staff: query.staff ?? null, member: query.member ?? null, loan, from: query.from ?? null, to: query.to ?? null, paged: page.after !== null, count: events.length },
    });
    return { events: events.map(toEventDto), nextCursor };
  }
}

function toEventDto(r: EventRow): AuditEventDto {
  return {
    id: r.id,
    at: r.created_at.toISOString(),
    action: r.action,
    actor: r.actor_id && r.actor_name ? { id: r.actor_id, fullName: r.actor_name, phoneNumber: r.actor_phone!, roles: r.actor_roles! } : null,
    target: r.target,
    memberId: r.member_id,
    memberName: r.member_name,
    loanNumber: r.loan_number,
    before: r.before,
    after: r.after,
    details: r.details,
    ipAddress: r.ip_address,
  };
}
