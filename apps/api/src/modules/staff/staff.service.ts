import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isStaffRole, normaliseEmail, normalisePhone, staffRolesOf, t, validateStaffAccount, type Language, type MessageKey, type Role, type StaffRole } from '@halimbawa/domain';
import { randomBytes, randomUUID } from 'node:crypto';
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
import type { FourEyesRequestedDto } from '../four-eyes/dto/four-eyes.dto';
import { FourEyesService, requestedAnswer, type Checker, type PendingAction } from '../four-eyes/four-eyes.service';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionsService } from '../auth/sessions.service';
import { MembersService, type Member } from '../members/members.service';
import { OtpService } from '../otp/otp.service';
import type { CreateStaffDto, StaffAccountDto, StaffAnswerDto, StaffListDto, StaffQueryDto, StaffRolesDto } from './dto/staff.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNIQUE_VIOLATION = '23505';

/** What the audit keeps of an account, before and after a change. */
const snapshot = (m: Pick<Member, 'fullName' | 'phoneNumber' | 'roles' | 'deactivatedAt'>) => ({
  fullName: m.fullName,
  phoneNumber: m.phoneNumber,
  roles: m.roles,
  active: !m.deactivatedAt,
});

/** Only an admin checks a change to a staff account. */
function assertAdmin(checker: Checker): void {
  if (!checker.staff.roles.includes('ADMIN')) throw Refusal.forbidden('apiStaff.adminChecks');
}

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

const ROLE_WORD: Record<StaffRole, MessageKey> = { LOAN_OFFICER: 'staffPage.roleLoanOfficer', ADMIN: 'staffPage.roleAdmin', COMPLIANCE: 'staffPage.roleCompliance' };
const rolesText = (roles: StaffRole[], lang: Language) => roles.map((r) => t(lang, ROLE_WORD[r])).join(', ');

/** The four-eyes kinds of the staff accounts: each waits for a second admin. */
export const STAFF_CREATE_KIND = 'staff.create';
export const STAFF_RESET_KIND = 'staff.reset';
/** The job title a new staff account is given, by its first role of most weight. */
export function staffJobTitle(roles: readonly Role[]): string {
  return roles.includes('ADMIN') ? 'Administrator' : roles.includes('COMPLIANCE') ? 'Compliance Officer' : 'Loan Officer';
}

export const STAFF_ROLES_KIND = 'staff.roles';

/** What a staff.create action holds until it is approved. */
interface NewStaff {
  phoneNumber: string;
  email: string;
  fullName: string;
  roles: StaffRole[];
  language: Member['language'];
}

/**
 * Staff accounts an admin keeps: created with no password the admin knows (the new officer sets
 * one with the SMS code, as in account recovery), deactivated (sessions end at once, no sign-in),
 * reset (the password stops working, sessions end, a new SMS code), roles changed. Creating,
 * resetting and changing roles wait for a second admin (four eyes), so that no admin makes a
 * colleague alone; deactivating, which only takes access away, is at once. There is always an
 * active admin, and no admin deactivates themself. Every change is audited with before and after.
 */
@Injectable()
export class StaffService implements OnModuleInit {
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

  onModuleInit(): void {
    // The account each acts on never checks an action of the same maker, nor one made before it (FourEyesService).
    this.fourEyes.register(STAFF_CREATE_KIND, {
      changesStaffAccount: true,
      approve: (m, action, checker) => this.createApproved(m, action, checker),
      describe: async (_m, action, lang) => {
        const p = action.payload as unknown as NewStaff;
        const changes = [
          { field: 'phoneNumber', before: null, after: p.phoneNumber },
          { field: 'email', before: null, after: p.email },
          { field: 'roles', before: null, after: rolesText(p.roles, lang) },
        ];
        return { memberId: null, name: p.fullName, loanNumber: null, changes };
      },
      afterCommit: (action) => this.afterApproval(action),
    });
    this.fourEyes.register(STAFF_RESET_KIND, {
      changesStaffAccount: true,
      approve: (m, action, checker) => this.resetApproved(m, action, checker),
      describe: async (_m, action) => ({ memberId: action.subjectId, loanNumber: null, changes: [] }),
      afterCommit: (action) => this.afterApproval(action),
    });
    this.fourEyes.register(STAFF_ROLES_KIND, {
      changesStaffAccount: true,
      approve: (m, action, checker) => this.rolesApproved(m, action, checker),
      describe: async (m, action, lang) => {
        const account = await this.members.findOrFail(action.subjectId, m);
        const after = staffRolesOf((action.payload as { roles: unknown }).roles) ?? [];
        return { memberId: account.id, loanNumber: null, changes: [{ field: 'roles', before: rolesText(account.roles.filter(isStaffRole), lang), after: rolesText(after, lang) }] };
      },
    });
  }

  async list(admin: AuthMember, query: StaffQueryDto, meta: RequestMeta): Promise<StaffListDto> {
    const page = pageRequest(query);
    const { rows, nextCursor } = pageOf(await this.members.staffPage(page), page.limit);
    await this.audit.record({
      actorId: admin.id,
      action: 'admin.staff.list',
      meta,
      details: {
        search: page.search,
        paged: page.after !== null,
        count: rows.length,
      },
    });
    return { staff: rows.map(toStaffDto), nextCursor };
  }

  /** Asks for a new account: it is made when a second admin approves (the id it will have is the action's subject). */
  async create(admin: AuthMember, body: CreateStaffDto, meta: RequestMeta): Promise<FourEyesRequestedDto> {
    refuseFields(checkDomainFields(body, validateStaffAccount));
    const phone = normalisePhone(body.phoneCountry || 'PH', body.staffPhone);
    if (!phone.ok) throw Refusal.fields({ staffPhone: { code: 'field.phone' } });
    if (await this.members.findByPhone(phone.e164)) throw Refusal.conflict('apiStaff.phoneTaken');
    const payload: NewStaff = {
      phoneNumber: phone.e164,
      email: normaliseEmail(body.email),
      fullName: body.fullName.trim(),
      roles: staffRolesOf(body.roles)!,
      language: meta.lang,
    };
    const action = await this.dataSource.transaction((m) =>
      this.fourEyes.request(m, {
        kind: STAFF_CREATE_KIND,
        subjectId: randomUUID(),
        payload: { ...payload },
        maker: admin,
        meta,
      }),
    );
    return requestedAnswer(action, admin, meta.lang, 'apiStaff.createRequested');
  }

  /** The second admin's approval of a new account: made now, with a password nobody knows. */
  private async createApproved(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    assertAdmin(checker);
    const wanted = action.payload as unknown as NewStaff;
    if (await this.members.findByPhone(wanted.phoneNumber)) throw Refusal.conflict('apiStaff.phoneTaken');
    const now = this.clock.now();
    const created = await this.members
      .register(
        {
          id: action.subjectId,
          phoneNumber: wanted.phoneNumber,
          email: wanted.email,
          fullName: wanted.fullName,
          passwordHash: await this.unusablePassword(),
          roles: wanted.roles,
          infoState: 'PERSONAL_INFO',
          workPlaceCountry: 'PH',
          workLocation: this.config.company.shortName,
          jobTitle: staffJobTitle(wanted.roles),
          jobCategory: 'Accounting / Finance',
          monthlyNetIncome: 0,
          ipAddress: null,
          countryRegister: null,
          companyRegister: this.config.company.shortName,
          termsAcceptedAt: null,
          termsVersion: null,
          language: wanted.language,
          createdAt: now,
          updatedAt: now,
        },
        m,
      )
      .catch((error: { code?: string }) => {
        // Two approvals of one number at once: the unique index decides.
        throw error.code === UNIQUE_VIOLATION ? Refusal.conflict('apiStaff.phoneTaken') : error;
      });
    await this.audit.record(
      {
        actorId: checker.staff.id,
        action: 'admin.staff.create',
        target: created.id,
        memberId: created.id,
        meta: checker.meta,
        before: null,
        after: snapshot(created),
        details: { madeBy: action.makerId, pendingActionId: action.id },
      },
      m,
    );
  }

  async deactivate(admin: AuthMember, id: string, meta: RequestMeta): Promise<Spoken<StaffAnswerDto>> {
    if (id === admin.id) throw Refusal.conflict('apiStaff.notYourself');
    const account = await this.dataSource.transaction((m) =>
      this.change(m, admin.id, id, 'admin.staff.deactivate', meta, async (before, now) => {
        if (before.deactivatedAt) throw Refusal.conflict('apiStaff.alreadyDeactivated');
        await this.refuseLastAdmin(m, before, []);
        await this.members.setStaffFields(before.id, { deactivatedAt: now }, now, m);
        await this.sessions.revokeAll(before.id, null, m);
        // What they asked for and nobody checked yet is nobody's to carry out now.
        await this.fourEyes.withdraw(m, { makerId: before.id, reason: 'MAKER_DEACTIVATED' }, { actorId: admin.id, meta });
      }),
    );
    return { message: said('apiStaff.deactivated'), account };
  }

  /** Asks for a password reset: done when a second admin approves. */
  async reset(admin: AuthMember, id: string, meta: RequestMeta): Promise<FourEyesRequestedDto> {
    await this.activeStaff(id);
    const action = await this.dataSource.transaction((m) =>
      this.fourEyes.request(m, {
        kind: STAFF_RESET_KIND,
        subjectId: id,
        maker: admin,
        meta,
      }),
    );
    return requestedAnswer(action, admin, meta.lang, 'apiStaff.resetRequested');
  }

  private async resetApproved(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    assertAdmin(checker);
    const passwordHash = await this.unusablePassword();
    await this.changeApproved(m, action, checker, 'admin.staff.reset', async (before, now) => {
      if (before.deactivatedAt) throw Refusal.conflict('apiStaff.alreadyDeactivated');
      await this.members.setStaffFields(before.id, { passwordHash }, now, m);
      await this.sessions.revokeAll(before.id, null, m);
    });
  }

  /** Asks for new roles: in force when a second admin approves. */
  async setRoles(admin: AuthMember, id: string, body: StaffRolesDto, meta: RequestMeta): Promise<FourEyesRequestedDto> {
    const roles = staffRolesOf(body.roles);
    if (!roles) throw Refusal.fields({ roles: { code: 'apiStaff.roles' } });
    await this.activeStaff(id);
    const action = await this.dataSource.transaction((m) =>
      this.fourEyes.request(m, {
        kind: STAFF_ROLES_KIND,
        subjectId: id,
        payload: { roles },
        maker: admin,
        meta,
      }),
    );
    return requestedAnswer(action, admin, meta.lang, 'apiStaff.rolesRequested');
  }

  private async rolesApproved(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    assertAdmin(checker);
    const roles = staffRolesOf((action.payload as { roles: unknown }).roles);
    if (!roles) throw Refusal.fields({ roles: { code: 'apiStaff.roles' } });
    await this.changeApproved(m, action, checker, 'admin.staff.roles', async (before, now) => {
      await this.refuseLastAdmin(m, before, roles);
      // A staff member who is also a borrower stays one.
      await this.members.setStaffFields(before.id, { roles: [...before.roles.filter((r) => !isStaffRole(r)), ...roles] }, now, m);
    });
  }

  /** A new account or a reset, once committed: the SMS code with which its owner sets a password. */
  private async afterApproval(action: PendingAction): Promise<void> {
    await this.sendPasswordCode(await this.members.findOrFail(action.subjectId));
  }

  /** 404 unless `id` is a staff account; 409 when it is deactivated. */
  private async activeStaff(id: string): Promise<Member> {
    const account = UUID.test(id) ? await this.members.find(id) : null;
    if (!account || !account.roles.some(isStaffRole)) throw Refusal.notFound('apiStaff.notStaff');
    if (account.deactivatedAt) throw Refusal.conflict('apiStaff.alreadyDeactivated');
    return account;
  }

  /**
   * One change to the staff account `id` by `actorId`, its row locked, in the transaction of `m`,
   * audited with the account before and after (and `details`: which action a checker approved).
   */
  private async change(
    m: EntityManager,
    actorId: string,
    id: string,
    name: string,
    meta: RequestMeta,
    apply: (before: Member, now: Date) => Promise<void>,
    details?: Record<string, unknown>,
  ): Promise<StaffAccountDto> {
    const before = UUID.test(id) ? await this.members.findForUpdate(id, m) : null;
    if (!before || !before.roles.some(isStaffRole)) throw Refusal.notFound('apiStaff.notStaff');
    await apply(before, this.clock.now());
    const after = await this.members.findOrFail(id, m);
    await this.audit.record(
      {
        actorId,
        action: name,
        target: id,
        memberId: id,
        meta,
        before: snapshot(before),
        after: snapshot(after),
        details,
      },
      m,
    );
    return toStaffDto(after);
  }

  /** A change a second admin approved, made in the approval's transaction. */
  private async changeApproved(m: EntityManager, action: PendingAction, checker: Checker, name: string, apply: (before: Member, now: Date) => Promise<void>): Promise<void> {
    await this.change(m, checker.staff.id, action.subjectId, name, checker.meta, apply, { madeBy: action.makerId, pendingActionId: action.id });
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
    return this.otp.issueForRecovery(account.phoneNumber, account, (code) =>
      t(account.language, 'apiSms.resetCode', {
        company: this.config.company.shortName,
        code,
      }),
    );
  }
}
