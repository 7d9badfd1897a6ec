import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LEGAL_TERMS_VERSION, STAFF_ROLES, formatPhone, normalisePhone, normaliseEmail, pesosToCentavos, validateLogin, validatePasswordChange, validateRecoveryFinish, validateRecoveryStart, validateRegisterStep1, t, type Language } from '@halimbawa/domain';
import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { IpCountry } from '../../adapters/ip-country/ip-country';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock, WallClock } from '../../common/clock';
import { checkDomainFields } from '../../common/domain-field.decorator';
import { Refusal, refuseFields } from '../../common/errors';
import { FailedAttempts } from '../../common/rate-limit';
import type { RequestMeta } from '../../common/request-meta';
import { said, type SaidMessage } from '../../common/said';
import { AppConfig } from '../../config/app-config';
import { toMemberDto } from '../members/dto/member.dto';
import { MembersService, type Member } from '../members/members.service';
import { ScreeningService } from '../sanctions/screening.service';
import { NotificationsService } from '../notifications/notifications.service';
import { wrongCode } from '../otp/otp.rules';
import { OtpService, refusedCode, type OtpCheck } from '../otp/otp.service';
import {
  validateLogout,
  validateRefresh,
  validateRegistration,
  validateRegistrationWithCode,
  type AuthResultDto,
  type ChangePasswordDto,
  type LoginDto,
  type LogoutDto,
  type RecoverFinishDto,
  type RecoverStartDto,
  type RefreshDto,
  type RegisterDto,
  type RegisterStartDto,
  type RegisterStep1Dto,
  type TokenPairDto,
} from './dto/auth.dto';
import { PasswordHasher } from './password-hasher';
import { SessionsService } from './sessions.service';

/** An SMS text around a code, in the reader's language; no links (docs/product.md §7). */
const codeSms = (company: string, key: 'apiSms.signupCode' | 'apiSms.resetCode' | 'apiSms.signInCode', lang: Language) => (code: string) => t(lang, key, { company, code });

const UNIQUE_VIOLATION = '23505';

/** Letters only, without I and O, so that a reference never reads as the code's digits. */
const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const SIGN_IN_REFERENCE = /^[A-Z]{6}$/;
/** A staff sign-in's reference: names the sign-in on the screen and in its SMS (not a secret). */
const newSignInReference = () => Array.from({ length: 6 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('');
/** No sign-in has this reference (references are letters only): what a code sent without one is checked against. */
const NO_SIGN_IN = '-';

/** 409: the number already has an account; the refusal sits beside the phone field. */
const phoneTaken = () => new Refusal(HttpStatus.CONFLICT, 'form.checkFields', undefined, { phoneNumber: { code: 'apiAuth.phoneTaken' } });

/** Phone fields were validated already; this gives their E.164 form. */
function e164(body: { phoneCountry?: string; phoneNumber: string }): string {
  const phone = normalisePhone(body.phoneCountry ?? '', body.phoneNumber);
  if (!phone.ok) throw Refusal.fields({ phoneNumber: { code: 'field.phone' } });
  return phone.e164;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly sessions: SessionsService,
    private readonly attempts: FailedAttempts,
    private readonly hasher: PasswordHasher,
    private readonly otp: OtpService,
    private readonly audit: AuditService,
    private readonly ipCountry: IpCountry,
    private readonly clock: Clock,
    private readonly wallClock: WallClock,
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
    private readonly screening: ScreeningService,
  ) {}

  /**
   * Step 1 of the registration form, checked before the member moves on to step 2. A registered
   * number passes like a new one: the form never tells whether a number has an account.
   */
  async checkRegistration(body: RegisterStep1Dto): Promise<void> {
    refuseFields(checkDomainFields(body, validateRegisterStep1));
    e164(body);
  }

  /**
   * Both steps are valid: sends the SIGNUP code to the phone (docs/product.md §2 Registration).
   * Asked again, it sends a new code (60 s apart); requests are counted per number and address
   * instead of an hourly quota (docs/decisions/007). A registered number is answered the same, and
   * its owner is told by SMS instead of getting a code, as account recovery does.
   */
  async startRegistration(body: RegisterStartDto, meta: RequestMeta): Promise<SaidMessage> {
    refuseFields(checkDomainFields(body, validateRegistration));
    const phoneNumber = e164(body);
    await this.attempts.spend('signup-code', phoneNumber, meta.ip);
    const owner = await this.members.findByPhone(phoneNumber);
    const company = this.config.company.shortName;
    await this.otp.issueForSignup(phoneNumber, owner ? () => t(owner.language, 'apiSms.signupTaken', { company }) : codeSms(company, 'apiSms.signupCode', meta.lang));
    await this.audit.record({ actorId: null, action: owner ? 'auth.signup_registered_number' : 'auth.signup_code_sent', target: owner?.id ?? phoneNumber, meta });
    return { message: said('apiAuth.signupCodeSent', { phone: formatPhone(phoneNumber) }) };
  }

  /**
   * Creates the account once both steps are valid and the SIGNUP code sent to the phone is
   * entered, records the consent, and signs the member in.
   */
  async register(body: RegisterDto, meta: RequestMeta): Promise<AuthResultDto> {
    refuseFields(checkDomainFields(body, validateRegistrationWithCode));
    const phoneNumber = e164(body);
    // A registered number was sent no code (startRegistration): only a guessed one passes, and the unique index refuses it.
    await this.attempts.assertAllowed('signup', phoneNumber, meta.ip);
    const [passwordHash, countryRegister] = await Promise.all([this.hasher.hash(body.password), this.ipCountry.lookup(meta.ip)]);
    const now = this.clock.now();
    type Outcome = { ok: true; answer: AuthResultDto } | Extract<OtpCheck, { ok: false }>;
    let outcome: Outcome;
    try {
      outcome = await this.dataSource.transaction(async (m): Promise<Outcome> => {
        const check = await this.otp.verifySignup(m, phoneNumber, body.code);
        if (!check.ok) return check;
        const member = await this.members.register(
          {
            phoneNumber,
            email: normaliseEmail(body.email),
            fullName: body.fullName.trim(),
            passwordHash,
            roles: ['MEMBER'],
            infoState: 'PERSONAL_INFO',
            workPlaceCountry: body.workPlaceCountry.trim(),
            workLocation: body.workLocation.trim(),
            jobTitle: body.jobTitle.trim(),
            jobCategory: body.jobCategory.trim(),
            monthlyNetIncome: pesosToCentavos(Number(body.monthlyNetIncome.trim())),
            ipAddress: meta.ip,
            countryRegister,
            companyRegister: this.config.company.shortName,
            termsAcceptedAt: now,
            termsVersion: LEGAL_TERMS_VERSION,
            language: meta.lang,
            createdAt: now,
            updatedAt: now,
          },
          m,
        );
        const tokens = await this.sessions.start(member, m);
        await this.audit.record({ actorId: member.id, action: 'member.registered', target: member.id, meta }, m);
        // A possible match holds the member's money until compliance decides; the member is not told (docs/aml.md).
        await this.screening.screen(m, member.id, 'SIGNUP');
        return { ok: true, answer: { ...tokens, member: toMemberDto(member) } };
      });
    } catch (error) {
      // Two registrations of one number at once: the unique index decides.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw phoneTaken();
      throw error;
    }
    // Reported after the transaction, so that a wrong try is counted.
    if (!outcome.ok) {
      await this.attempts.recordFailure('signup', phoneNumber, meta.ip);
      throw refusedCode(outcome.words);
    }
    await this.attempts.recordSuccess('signup', phoneNumber, meta.ip);
    await this.attempts.recordSuccess('signup-code', phoneNumber, meta.ip);
    return outcome.answer;
  }

  /** Same answer and the same work whether the number is unknown or the password wrong. */
  /**
   * Signs in with the phone number and password. During a cooldown (many failures on the account,
   * or from the address: a shared address behind carrier-grade NAT is common), a wrong password is
   * refused with 429 and the right one is answered 403 `apiAuth.signInCodeSent` with a code sent to the
   * member's own phone; the same request with that code signs in.
   */
  async login(body: LoginDto, meta: RequestMeta): Promise<AuthResultDto> {
    refuseFields(checkDomainFields(body, validateLogin));
    const phoneNumber = e164(body);
    const coolingDownUntil = await this.attempts.blockedUntil('login', phoneNumber, meta.ip);
    const member = await this.members.findByPhone(phoneNumber);
    const valid = await this.hasher.verify(member?.passwordHash ?? null, body.password);
    // A deactivated staff account is answered as a wrong password: the form tells nobody which accounts exist.
    if (!member || !valid || member.deactivatedAt) {
      await this.audit.record({ actorId: member?.id ?? null, action: 'auth.login_failed', target: phoneNumber, meta });
      // Refused during a cooldown without counting, as before the password was checked at all.
      if (coolingDownUntil) throw this.attempts.tooManyAttempts(coolingDownUntil);
      await this.attempts.recordFailure('login', phoneNumber, meta.ip);
      throw Refusal.unauthorized('apiAuth.invalidLogin');
    }
    // Staff prove every sign-in with a code; members only during a cooldown.
    if (member.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role))) await this.proveStaffSignIn(member, body, meta);
    else if (coolingDownUntil) await this.proveWithCode(member, body.code, meta);
    await this.attempts.recordSuccess('login', phoneNumber, meta.ip);
    await this.members.followLanguage(member, meta.statedLang);
    const tokens = await this.sessions.start(member);
    await this.audit.record({ actorId: member.id, action: 'auth.login', target: member.id, meta });
    return { ...tokens, member: toMemberDto(member) };
  }

  /** The second factor of a sign-in during a cooldown: sends a code, or checks the one given. */
  private async proveWithCode(member: Member, code: string | undefined, meta: RequestMeta): Promise<void> {
    if (!code) {
      await this.otp.issue(member, 'SIGN_IN', null, codeSms(this.config.company.shortName, 'apiSms.signInCode', member.language));
      await this.audit.record({ actorId: member.id, action: 'auth.login_code_sent', target: member.id, meta });
      throw Refusal.forbidden('apiAuth.signInCodeSent');
    }
    const check = await this.dataSource.transaction((m) => this.otp.verify(m, member.id, 'SIGN_IN', null, code));
    if (!check.ok) {
      await this.attempts.recordFailure('login', member.phoneNumber, meta.ip);
      throw refusedCode(check.words);
    }
  }

  /**
   * The second factor of every staff sign-in (docs/decisions/019): without a code, sends one for a
   * new sign-in (or again for `signInReference`) and answers 403 `apiAuth.staffCodeSent` with the
   * sign-in's reference, which the SMS names too; with a code, checks it against that sign-in.
   */
  private async proveStaffSignIn(member: Member, body: LoginDto, meta: RequestMeta): Promise<void> {
    // Too many wrong codes: no code is sent or checked, in this sign-in or another, until the wait ends.
    const waitUntil = await this.attempts.blockedUntil('staff-code', member.id, null);
    if (waitUntil) throw this.attempts.tooManyAttempts(waitUntil);
    const given = body.signInReference;
    const reference = typeof given === 'string' && SIGN_IN_REFERENCE.test(given) ? given : undefined;
    if (!body.code) {
      const again = reference !== undefined && (await this.otp.hasStaffSignIn(member.id, reference));
      const signIn = again ? reference : newSignInReference();
      const sms = (code: string) => t(member.language, 'apiSms.staffSignInCode', { company: this.config.company.shortName, code, reference: signIn });
      await this.otp.issueForStaffSignIn(member, signIn, sms);
      await this.audit.record({ actorId: member.id, action: 'auth.login_code_sent', target: member.id, meta, details: { reference: signIn } });
      throw Refusal.forbidden('apiAuth.staffCodeSent', { reference: signIn });
    }
    // A code without its sign-in matches no code: the answer asks for a new one.
    const check = await this.dataSource.transaction((m) => this.otp.verify(m, member.id, 'SIGN_IN', reference ?? NO_SIGN_IN, body.code!));
    if (!check.ok) {
      await this.attempts.recordFailure('login', member.phoneNumber, meta.ip);
      const waitsUntil = await this.attempts.recordFailure('staff-code', member.id, null);
      if (waitsUntil) await this.tellStaffOfWrongCodes(member, waitsUntil, meta);
      throw refusedCode(check.words);
    }
    await this.attempts.recordSuccess('staff-code', member.id, null);
  }

  /**
   * Wrong codes made a staff account wait: the staff member hears of it by SMS, once per wait,
   * since whoever entered them knew the password.
   */
  private async tellStaffOfWrongCodes(member: Member, until: Date, meta: RequestMeta): Promise<void> {
    const minutes = Math.max(1, Math.ceil((until.getTime() - this.wallClock.now().getTime()) / 60_000));
    await this.notifications.sendSms(member.phoneNumber, t(member.language, 'apiSms.staffCodeCooldown', { company: this.config.company.shortName, count: minutes }));
    await this.audit.record({ actorId: member.id, action: 'auth.staff_code_cooldown', target: member.id, meta, details: { until: until.toISOString() } });
  }

  refresh(body: RefreshDto, meta: RequestMeta): Promise<TokenPairDto> {
    refuseFields(validateRefresh(body));
    return this.sessions.refresh(body.refreshToken, meta.statedLang);
  }

  async logout(me: AuthMember, body: LogoutDto, meta: RequestMeta): Promise<SaidMessage> {
    refuseFields(validateLogout(body));
    const family = (body.refreshToken && (await this.sessions.familyOf(me.id, body.refreshToken))) || me.sessionId;
    await this.sessions.revokeFamily(family);
    await this.audit.record({ actorId: me.id, action: 'auth.logout', target: me.id, meta });
    return { message: said('apiAuth.signedOut') };
  }

  /** Changes the password and ends every other session of the member. */
  async changePassword(me: AuthMember, body: ChangePasswordDto, meta: RequestMeta): Promise<SaidMessage> {
    refuseFields(checkDomainFields(body, validatePasswordChange));
    await this.attempts.assertAllowed('chpwd', me.id, meta.ip);
    const member = await this.members.get(me.id);
    if (!(await this.hasher.verify(member.passwordHash, body.currentPassword))) {
      await this.attempts.recordFailure('chpwd', me.id, meta.ip);
      throw Refusal.fields({ currentPassword: { code: 'apiAuth.wrongCurrentPassword' } });
    }
    await this.attempts.recordSuccess('chpwd', me.id, meta.ip);
    const passwordHash = await this.hasher.hash(body.password);
    await this.dataSource.transaction(async (m) => {
      await this.members.setPasswordHash(me.id, passwordHash, this.clock.now(), m);
      await this.sessions.revokeAll(me.id, me.sessionId, m);
      await this.audit.record({ actorId: me.id, action: 'auth.password_changed', target: me.id, meta }, m);
    });
    return { message: said('apiAuth.passwordChanged') };
  }

  /** Always the same answer, so the form never tells whether a number is registered. */
  async startRecovery(body: RecoverStartDto, meta: RequestMeta): Promise<SaidMessage> {
    refuseFields(checkDomainFields(body, validateRecoveryStart));
    const phoneNumber = e164(body);
    // Counted for every number, registered or not, so the answer tells nothing.
    await this.attempts.spend('recover-code', phoneNumber, meta.ip);
    const member = await this.members.findByPhone(phoneNumber);
    // The same work for a number with no account: its code is made and kept, only never sent, so
    // the answer and its time tell nothing, and so do the answers of finishRecovery.
    try {
      await this.otp.issueForRecovery(phoneNumber, member, codeSms(this.config.company.shortName, 'apiSms.resetCode', member?.language ?? meta.lang));
      await this.audit.record({
        actorId: member?.id ?? null,
        action: member ? 'auth.recovery_code_sent' : 'auth.recovery_unknown_number',
        target: member?.id ?? phoneNumber,
        meta,
      });
    } catch (error) {
      // A resend limit or a gateway failure must not reveal that the number is registered.
      if (!(error instanceof HttpException)) throw error;
      this.logger.warn(`Recovery code not sent: ${error.message}`);
    }
    return { message: said('apiAuth.recoveryStarted') };
  }

  /** Checks the SMS code, sets the new password and ends every session. */
  async finishRecovery(body: RecoverFinishDto, meta: RequestMeta): Promise<SaidMessage> {
    refuseFields(checkDomainFields(body, validateRecoveryFinish));
    const phoneNumber = e164(body);
    await this.attempts.assertAllowed('recover', phoneNumber, meta.ip);
    const member = await this.members.findByPhone(phoneNumber);
    const passwordHash = await this.hasher.hash(body.password);
    const check = await this.dataSource.transaction(async (m): Promise<OtpCheck> => {
      // A number with no account has codes too (startRecovery): its tries count and answer the same.
      const result = await this.otp.verifyRecovery(m, phoneNumber, member?.id ?? null, body.code);
      if (!result.ok) return result;
      // Only a guessed code of a number with no account gets here: there is no password to set.
      if (!member) return { ok: false, words: wrongCode(0), stale: false };
      await this.members.setPasswordHash(member.id, passwordHash, this.clock.now(), m);
      await this.sessions.revokeAll(member.id, null, m);
      await this.audit.record({ actorId: member.id, action: 'auth.password_reset', target: member.id, meta }, m);
      return result;
    });
    // Reported after the transaction, so that a wrong try is counted.
    if (!check.ok) {
      await this.attempts.recordFailure('recover', phoneNumber, meta.ip);
      throw refusedCode(check.words);
    }
    // The owner of the phone is back: their earlier failures from this address are forgiven.
    await this.attempts.recordSuccess('recover', phoneNumber, meta.ip);
    await this.attempts.recordSuccess('recover-code', phoneNumber, meta.ip);
    await this.attempts.recordSuccess('login', phoneNumber, meta.ip);
    return { message: said('apiAuth.passwordReset') };
  }
}
