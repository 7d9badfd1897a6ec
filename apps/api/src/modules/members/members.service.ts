import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { InfoState, Language } from '@halimbawa/domain';
import { In, type EntityManager, type Repository } from 'typeorm';
import { MemberEntity } from './member.entity';
import { Refusal } from '../../common/errors';
import { keysetPage, likeEscaped, type PageCursor } from '../../common/paging';

/** A member as other modules read it (they never write the members table themselves). */
export type Member = MemberEntity;

/** The members table. Methods that take an EntityManager run inside the caller's transaction. */
@Injectable()
export class MembersService {
  constructor(@InjectRepository(MemberEntity) private readonly members: Repository<MemberEntity>) {}

  findByPhone(phoneNumber: string): Promise<Member | null> {
    return this.members.findOne({ where: { phoneNumber } });
  }

  /** The member of a valid token; 401 when the account no longer exists. */
  async get(id: string, m?: EntityManager): Promise<Member> {
    const member = await (m ?? this.members.manager).findOne(MemberEntity, { where: { id } });
    if (!member) throw Refusal.unauthorized();
    return member;
  }

  find(id: string, m: EntityManager = this.members.manager): Promise<Member | null> {
    return m.findOne(MemberEntity, { where: { id } });
  }

  /** The full names of these members (reports that list borrowers: one array parameter, however many). */
  async namesOf(ids: string[], m: EntityManager = this.members.manager): Promise<Map<string, string>> {
    const rows: { id: string; full_name: string }[] = ids.length === 0 ? [] : await m.query(`SELECT id, full_name FROM members WHERE id = ANY($1::uuid[])`, [ids]);
    return new Map(rows.map((r) => [r.id, r.full_name]));
  }

  /** For rows that reference the member (a foreign key): its absence is a bug (EntityNotFoundError). */
  findOrFail(id: string, m: EntityManager = this.members.manager): Promise<Member> {
    return m.findOneOrFail(MemberEntity, { where: { id } });
  }

  /**
   * The ids of members whose name contains `text` (any case), or whose phone number contains its
   * digits when it reads like a phone number (a national 0 dropped), at most `limit`: what officer
   * lists search by (docs/product.md §6).
   */
  async idsMatching(text: string, limit = 1000): Promise<string[]> {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = /^[+\d\s()-]+$/.test(text) ? text.replace(/\D/g, '').replace(/^0/, '') : '';
    const rows: { id: string }[] = await this.members.query(
      `SELECT id FROM members WHERE full_name ILIKE $1 OR ($2 <> '' AND phone_number LIKE '%' || $2 || '%') LIMIT $3`,
      [pattern, digits.length >= 4 ? digits : '', limit],
    );
    return rows.map((r) => r.id);
  }

  /** Members (not staff, not closed) after `after` by id, at most `limit`: the sanctions screening of everyone walks them. */
  async memberIdsAfter(after: string | null, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.members.query(
      `SELECT id FROM members WHERE roles = ARRAY['MEMBER'] AND closed_at IS NULL AND ($1::uuid IS NULL OR id > $1) ORDER BY id LIMIT $2`,
      [after, limit],
    );
    return rows.map((r) => r.id);
  }

  findMany(ids: string[]): Promise<Member[]> {
    return ids.length ? this.members.find({ where: { id: In(ids) } }) : Promise.resolve([]);
  }

  /** The member closed the account: it cannot sign in any more, and auto-debit stops. */
  async close(id: string, now: Date, m: EntityManager): Promise<void> {
    await m.update(MemberEntity, { id }, { closedAt: now, deactivatedAt: now, autoDebit: false, updatedAt: now });
  }

  /**
   * The member's row, locked (SELECT ... FOR UPDATE) until the caller's transaction ends: the use
   * cases about one member (wizard steps, uploads, the KYC decision, a loan application) take it
   * first, so they run one at a time.
   */
  findForUpdate(id: string, m: EntityManager): Promise<Member | null> {
    return m.findOne(MemberEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The member's row, share-locked (SELECT ... FOR SHARE) until the caller's transaction ends: money
   * put in the member's wallet reads whether the account is closed this way, so closing it (which
   * takes the row FOR UPDATE) waits for that money and then sees it.
   */
  findForShare(id: string, m: EntityManager): Promise<Member> {
    return m.findOneOrFail(MemberEntity, { where: { id }, lock: { mode: 'pessimistic_read' } });
  }

  /** A new member; the phone number's unique index refuses a second registration (23505). */
  /** A new member; `id` when the caller named it beforehand (a staff account asked for through four eyes). */
  register(fields: Omit<Member, 'id' | 'deactivatedAt' | 'closedAt' | 'autoDebit'> & { id?: string }, m: EntityManager): Promise<Member> {
    return m.save(m.create(MemberEntity, fields));
  }

  /** Staff accounts: the roles an admin gave or took, and a deactivation (modules/staff). */
  async setStaffFields(id: string, fields: Partial<Pick<Member, 'roles' | 'deactivatedAt' | 'passwordHash'>>, now: Date, m: EntityManager): Promise<void> {
    await m.update(MemberEntity, { id }, { ...fields, updatedAt: now });
  }

  /** Staff accounts (any staff role), newest first after the cursor's; `search` in the name or the phone number. */
  staffPage(p: { search: string | null; after: PageCursor | null; limit: number }): Promise<Member[]> {
    const qb = this.members.createQueryBuilder('m').where(`m.roles && ARRAY['LOAN_OFFICER', 'ADMIN', 'COMPLIANCE']::text[]`);
    if (p.search) qb.andWhere(`(m.full_name ILIKE :pattern OR m.phone_number LIKE :pattern)`, { pattern: `%${likeEscaped(p.search)}%` });
    return keysetPage(qb, 'm', p.after, p.limit + 1).getMany();
  }

  /** The ids of the active admins, their rows locked, so that two admins cannot both remove the last other one. */
  async activeAdminIdsForUpdate(m: EntityManager): Promise<string[]> {
    const rows: { id: string }[] = await m.query(`SELECT id FROM members WHERE 'ADMIN' = ANY (roles) AND deactivated_at IS NULL ORDER BY id FOR UPDATE`);
    return rows.map((r) => r.id);
  }

  async setPasswordHash(id: string, passwordHash: string, now: Date, m: EntityManager): Promise<void> {
    await m.update(MemberEntity, { id }, { passwordHash, updatedAt: now });
  }

  /** Follows the language the member now reads in; writes only when it changed. */
  async followLanguage(member: Pick<Member, 'id' | 'language'>, lang: Language | null, m: EntityManager = this.members.manager): Promise<void> {
    if (lang === null || lang === member.language) return;
    await m.update(MemberEntity, { id: member.id }, { language: lang });
  }

  async setAutoDebit(id: string, autoDebit: boolean, now: Date, m: EntityManager = this.members.manager): Promise<void> {
    await m.update(MemberEntity, { id }, { autoDebit, updatedAt: now });
  }

  async setInfoState(id: string, infoState: InfoState, now: Date, m: EntityManager): Promise<void> {
    await m.update(MemberEntity, { id }, { infoState, updatedAt: now });
  }
}
