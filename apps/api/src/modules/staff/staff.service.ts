import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatPhone, normaliseEmail, normalisePhone, staffRolesOf, t, validateStaffAccount, type Role, type StaffRole } from '@halimbawa/domain';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { checkDomainFields } from '../../common/domain-field.decorator';
import { Refusal, refuseFields } from '../../common/errors';
import { pageOf, pageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { said, type Spoken } from '../../common/said';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionsService } from '../auth/sessions.service';
import { MembersService, type Member } from '../members/members.service';
import { OtpService } from '../otp/otp.service';
import type { CreateStaffDto, StaffAccountDto, StaffAnswerDto, StaffListDto, StaffQueryDto, StaffRolesDto } from './dto/staff.dto';
import { FourEyesService } from '../four-eyes/four-eyes.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNIQUE_VIOLATION = '23505';
const isStaffRole = (role: Role): role is StaffRole => role === 'LOAN_OFFICER' || role === 'ADMIN';

/** What the audit keeps of an account, before and after a change. */
const snapshot = (m: Pick<Member, 'fullName' | 'phoneNumber' | 'roles' | 'deactivatedAt'>) => ({
  fullName: m.fullName,
  phoneNumber: m.phoneNumber,
  roles: m.roles,
  active: !m.deactivatedAt,
});

function toStaffDto(m: Member): StaffAccountDto {
  return {
    id: m.id,
    fullName: m.fullName,
    phoneNumber: m.phoneNumber,
    email: m.email,
    roles: m.roles.filter(isStaffRole),
    active: !m.deactivatedAt,
    deactivatedAt: m.deactivatedAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * Staff accounts an admin keeps: created with no password the admin knows (the new officer sets
 * one with the SMS code, as in account recovery), deactivated (sessions end at once, no sign-in),
 * reset (the password stops working, sessions end, a new SMS code), roles changed. There is
 * always an active admin, and no admin deactivates themself. Every change is audited with before and after.
 */
@Injectable()
export class StaffService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly sessions: SessionsService,
    private readonly otp: OtpService,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly fourEyes: FourEyesService,
  ) {}

  async list(admin: AuthMember, query: StaffQueryDto, meta: RequestMeta): Promise<StaffListDto> {
    const page = pageRequest(query);
    const { rows, nextCursor } = pageOf(await this.members.staffPage(page), page.limit);
    await this.audit.record({ actorId: admin.id, action: 'admin.staff.list', meta, details: { search: page.search, paged: page.after !== null, count: rows.length } });
    return { staff: rows.map(toStaffDto), nextCursor };
  }

  async create(admin: AuthMember, body: CreateStaffDto, meta: RequestMeta): Promise<Spoken<StaffAnswerDto>> {
    refuseFields(checkDomainFields(body, validateStaffAccount));
    const phone = normalisePhone(body.phoneCountry || 'PH', body.staffPhone);
    if (!phone.ok) throw Refusal.fields({ staffPhone: { code: 'field.phone' } });
    const roles = staffRolesOf(body.roles)!;
    const now = this.clock.now();
    let account: Member;
    try {
      account = await this.dataSource.transaction(async (m) => {
        const created = await this.members.register(
          {
            phoneNumber: phone.e164,
            email: normaliseEmail(body.email),
            fullName: body.fullName.trim(),
            passwordHash: await this.unusablePassword(),
            roles,
            infoState: 'PERSONAL_INFO',
            workPlaceCountry: 'PH',
            workLocation: this.config.company.shortName,
            jobTitle: roles.includes('ADMIN') ? 'Administrator' : 'Loan Officer',
            jobCategory: 'Accounting / Finance',
            monthlyNetIncome: 0,
            ipAddress: null,
            countryRegister: null,
            companyRegister: this.config.company.shortName,
            termsAcceptedAt: null,
            termsVersion: null,
            language: meta.lang,
            createdAt: now,
            updatedAt: now,
          },
          m,
        );
        await this.audit.record({ actorId: admin.id, action: 'admin.staff.create', target: created.id, memberId: created.id, meta, before: null, after: snapshot(created) }, m);
        return created;
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw Refusal.conflict('apiStaff.phoneTaken');
      throw error;
    }
    await this.sendPasswordCode(account);
    return { message: said('apiStaff.created', { phone: formatPhone(account.phoneNumber) }), account: toStaffDto(account) };
  }

  async deactivate(admin: AuthMember, id: string, meta: RequestMeta): Promise<Spoken<StaffAnswerDto>> {
    if (id === admin.id) throw Refusal.conflict('apiStaff.notYourself');
    const account = await this.change(admin, id, 'admin.staff.deactivate', meta, async (m, before, now) => {
      if (before.deactivatedAt) throw Refusal.conflict('apiStaff.alreadyDeactivated');
      await this.refuseLastAdmin(m, before, []);
      await this.members.setStaffFields(before.id, { deactivatedAt: now }, now, m);
      await this.sessions.revokeAll(before.id, null, m);
      // What they asked for and nobody checked yet is nobody's to carry out now.
      await this.fourEyes.withdraw(m, { makerId: before.id, reason: 'MAKER_DEACTIVATED' }, { actorId: admin.id, meta });
    });
    return { message: said('apiStaff.deactivated'), account };
  }

  async reset(admin: AuthMember, id: string, meta: RequestMeta): Promise<Spoken<StaffAnswerDto>> {
    const passwordHash = await this.unusablePassword();
    const account = await this.change(admin, id, 'admin.staff.reset', meta, async (m, before, now) => {
      if (before.deactivatedAt) throw Refusal.conflict('apiStaff.alreadyDeactivated');
      await this.members.setStaffFields(before.id, { passwordHash }, now, m);
      await this.sessions.revokeAll(before.id, null, m);
    });
    await this.sendPasswordCode(await this.members.findOrFail(id));
    return { message: said('apiStaff.resetSent', { phone: formatPhone(account.phoneNumber) }), account };
  }

  async setRoles(admin: AuthMember, id: string, body: StaffRolesDto, meta: RequestMeta): Promise<Spoken<StaffAnswerDto>> {
    const roles = staffRolesOf(body.roles);
    if (!roles) throw Refusal.fields({ roles: { code: 'apiStaff.roles' } });
    const account = await this.change(admin, id, 'admin.staff.roles', meta, async (m, before, now) => {
      await this.refuseLastAdmin(m, before, roles);
      // A staff member who is also a borrower stays one.
      await this.members.setStaffFields(before.id, { roles: [...before.roles.filter((r) => !isStaffRole(r)), ...roles] }, now, m);
    });
    return { message: said('apiStaff.rolesChanged'), account };
  }

  /** One change to a staff account, its row locked, audited with the account before and after. */
  private async change(
    admin: AuthMember,
    id: string,
    action: string,
    meta: RequestMeta,
    apply: (m: EntityManager, before: Member, now: Date) => Promise<void>,
  ): Promise<StaffAccountDto> {
    if (!UUID.test(id)) throw Refusal.notFound('apiStaff.notStaff');
    return this.dataSource.transaction(async (m) => {
      const before = await this.members.findForUpdate(id, m);
      if (!before || !before.roles.some(isStaffRole)) throw Refusal.notFound('apiStaff.notStaff');
      const now = this.clock.now();
      await apply(m, before, now);
      const after = await this.members.findOrFail(id, m);
      await this.audit.record({ actorId: admin.id, action, target: id, memberId: id, meta, before: snapshot(before), after: snapshot(after) }, m);
      return toStaffDto(after);
    });
  }

  /** Refuses a change that would leave no active admin: `account` keeping only `rolesAfter`. */
  private async refuseLastAdmin(m: EntityManager, account: Member, rolesAfter: StaffRole[]): Promise<void> {
    if (!account.roles.includes('ADMIN') || rolesAfter.includes('ADMIN') || account.deactivatedAt) return;
    const admins = await this.members.activeAdminIdsForUpdate(m);
    if (admins.every((adminId) => adminId === account.id)) throw Refusal.conflict('apiStaff.lastAdmin');
  }

  /** A hash of a password nobody knows: the account's owner sets theirs with the SMS code. */
  private unusablePassword(): Promise<string> {
    return this.hasher.hash(randomBytes(32).toString('base64url'));
  }

  private sendPasswordCode(account: Member): Promise<void> {
    return this.otp.issueForRecovery(account.phoneNumber, account, (code) => t(account.language, 'apiSms.resetCode', { company: this.config.company.shortName, code }));
  }
}
