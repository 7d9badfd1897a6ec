import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OtpPurpose, Words } from '@halimbawa/domain';
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import { AppConfig } from '../../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { OtpChallengeEntity } from './otp-challenge.entity';
import { STAFF_PENDING_SIGN_INS, decideAttempt, decideIssue, hasHourlyQuota, isEnterable, otpExpiry } from './otp.rules';

export interface OtpRecipient {
  id: string;
  phoneNumber: string;
}

/** A refused code: `stale` when it can no longer be entered (none, expired, locked), else it was wrong. */
export type OtpCheck = { ok: true } | { ok: false; words: Words; stale: boolean };

/** 400 beside the code field, saying why the code was refused. */
export const refusedCode = (words: Words): Refusal => Refusal.fields({ code: words }, words);

/** The purposes of a signed-up member's codes; SIGNUP codes go to a number (issueForSignup). */
export type MemberOtpPurpose = Exclude<OtpPurpose, 'SIGNUP'>;

/** Whose code it is: a member's, or for SIGNUP a phone number's (the account does not exist yet). */
type Holder = { memberId: string; phoneNumber: null } | { memberId: null; phoneNumber: string };

function holderWhere(holder: Holder) {
  return { memberId: holder.memberId ?? IsNull(), phoneNumber: holder.phoneNumber ?? IsNull() };
}

/**
 * Issues and checks one-time codes. A code is 6 digits from a CSPRNG, sent only by SMS to the
 * member's own registered phone (or, at sign-up, to the number being registered), and stored only
 * as an HMAC keyed by a server secret.
 */
@Injectable()
export class OtpService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * Issues a new code (replacing any earlier one for the same purpose) and sends it by SMS to the
   * member's registered phone. `smsBody` builds the text around the code; it must not contain links.
   * Refuses with a 429 to retry later when the resend or hourly limit applies.
   */
  issue(member: OtpRecipient, purpose: MemberOtpPurpose, target: string | null, smsBody: (code: string) => string): Promise<void> {
    return this.issueTo({ memberId: member.id, phoneNumber: null }, member.phoneNumber, purpose, target, smsBody);
  }

  /**
   * Issues a code of one staff sign-in, named by `reference` (docs/decisions/019): it replaces only
   * that sign-in's earlier code, and the resend limits count only that sign-in's codes, so that two
   * sign-ins of one account (two browsers) do not undo each other. A new sign-in is refused while
   * the account already has STAFF_PENDING_SIGN_INS codes that may still be entered.
   */
  issueForStaffSignIn(member: OtpRecipient, reference: string, smsBody: (code: string) => string): Promise<void> {
    return this.issueTo({ memberId: member.id, phoneNumber: null }, member.phoneNumber, 'SIGN_IN', reference, smsBody, true);
  }

  /** Whether the member has a SIGN_IN code for this staff sign-in reference issued within the last hour (so it may be sent again). */
  async hasStaffSignIn(memberId: string, reference: string): Promise<boolean> {
    const since = new Date(this.clock.now().getTime() - 60 * 60_000);
    return this.dataSource.manager.exists(OtpChallengeEntity, { where: { memberId, purpose: 'SIGN_IN', target: reference, createdAt: MoreThan(since) } });
  }

  /**
   * A SIGNUP code for `phoneNumber` (docs/product.md §2 Registration), made and kept the same way
   * whether or not the number has an account; `smsBody` decides what goes out (for a registered
   * number, a notice to its owner without the code). Delivered after the answer, as in recovery,
   * so that neither the answer nor its time tells the two apart.
   */
  async issueForSignup(phoneNumber: string, smsBody: (code: string) => string): Promise<void> {
    const code = await this.dataSource.transaction((m) => this.createChallenge(m, { memberId: null, phoneNumber }, 'SIGNUP', null));
    await this.notifications.sendSms(phoneNumber, smsBody(code));
  }

  /**
   * A PASSWORD_RESET code for `phoneNumber`: sent to the member's phone, or, when no member has the
   * number, made and kept under the number the same way but sent nowhere. Both take the same work
   * and later answer alike (verifyRecovery), so recovery never tells whether a number is registered.
   */
  async issueForRecovery(phoneNumber: string, member: OtpRecipient | null, smsBody: (code: string) => string): Promise<void> {
    const holder: Holder = member ? { memberId: member.id, phoneNumber: null } : { memberId: null, phoneNumber };
    const code = await this.dataSource.transaction((m) => this.createChallenge(m, holder, 'PASSWORD_RESET', null));
    // Delivered after the answer: the gateway's round trip would tell a member's number from another.
    if (member) await this.notifications.sendSms(member.phoneNumber, smsBody(code));
  }

  /** Checks a recovery code of the member, or of the number when it has no account, as `verify` does. */
  verifyRecovery(m: EntityManager, phoneNumber: string, memberId: string | null, code: string): Promise<OtpCheck> {
    return this.verifyFor(m, memberId ? { memberId, phoneNumber: null } : { memberId: null, phoneNumber }, 'PASSWORD_RESET', null, code);
  }

  /**
   * Checks a code inside the caller's transaction: a correct code is consumed, a wrong one counts
   * as a try. The caller must let the transaction commit before it reports a failure, so that
   * the try is recorded.
   */
  verify(m: EntityManager, memberId: string, purpose: MemberOtpPurpose, target: string | null, code: string): Promise<OtpCheck> {
    return this.verifyFor(m, { memberId, phoneNumber: null }, purpose, target, code);
  }

  /** Checks a SIGNUP code sent to `phoneNumber`, as `verify` does. */
  verifySignup(m: EntityManager, phoneNumber: string, code: string): Promise<OtpCheck> {
    return this.verifyFor(m, { memberId: null, phoneNumber }, 'SIGNUP', null, code);
  }

  /**
   * Issues a code inside the caller's transaction and sends it before the commit: a code refused
   * (429) or not sent (503) rolls back what the caller did, and the whole takes one commit (a
   * withdrawal's hold and its code).
   */
  async issueWithin(m: EntityManager, member: OtpRecipient, purpose: MemberOtpPurpose, target: string | null, smsBody: (code: string) => string): Promise<void> {
    const code = await this.createChallenge(m, { memberId: member.id, phoneNumber: null }, purpose, target);
    await this.notifications.sendCode(member.phoneNumber, smsBody(code), m);
  }

  /**
   * The resend spacing and the hourly quota (decideIssue) over the holder's codes of the last hour:
   * with `perTarget`, only those of the same target (one staff sign-in), and a new target only while
   * fewer than STAFF_PENDING_SIGN_INS of the holder's codes may still be entered.
   */
  private async assertIssuable(m: EntityManager, holder: Holder, purpose: OtpPurpose, target: string | null, perTarget: boolean, now: Date): Promise<void> {
    const recent = await m.find(OtpChallengeEntity, {
      select: { createdAt: true, target: true, attempts: true, expiresAt: true, consumedAt: true, supersededAt: true },
      where: { ...holderWhere(holder), purpose, createdAt: MoreThan(new Date(now.getTime() - 60 * 60_000)) },
    });
    const mine = perTarget ? recent.filter((c) => c.target === target) : recent;
    if (perTarget && mine.length === 0) {
      const pending = recent.filter((c) => c.consumedAt === null && c.supersededAt === null && isEnterable(c, now));
      if (pending.length >= STAFF_PENDING_SIGN_INS) {
        const firstFree = Math.min(...pending.map((c) => c.expiresAt.getTime()));
        const wait = Math.max(1, Math.ceil((firstFree - now.getTime()) / 1000));
        throw Refusal.retryLater('apiAuth.codeTooSoon', wait, { seconds: wait });
      }
    }
    const decision = decideIssue(mine.map((c) => c.createdAt), now, hasHourlyQuota(purpose));
    if (!decision.ok) throw Refusal.retryLater(decision.words.code, decision.retryAfterS, decision.words.params);
  }

  private async issueTo(holder: Holder, to: string, purpose: OtpPurpose, target: string | null, smsBody: (code: string) => string, perTarget = false): Promise<void> {
    const code = await this.dataSource.transaction((m) => this.createChallenge(m, holder, purpose, target, perTarget));
    await this.notifications.sendCode(to, smsBody(code));
  }

  /**
   * A new code replacing the holder's earlier one for the purpose (with `perTarget`, for the
   * purpose and target), within the limits; returns it.
   */
  private async createChallenge(m: EntityManager, holder: Holder, purpose: OtpPurpose, target: string | null, perTarget = false): Promise<string> {
    // One issuer at a time per holder and purpose, so the limits hold under concurrency.
    await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`otp:${holder.memberId ?? holder.phoneNumber}:${purpose}`]);
    const now = this.clock.now();
    await this.assertIssuable(m, holder, purpose, target, perTarget, now);
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // The earlier code replaced and the new one written in one statement.
    const [holderColumn, otherColumn, holderValue] = holder.memberId !== null ? ['member_id', 'phone_number', holder.memberId] : ['phone_number', 'member_id', holder.phoneNumber];
    await m.query(
      `WITH superseded AS (
         UPDATE otp_challenges SET superseded_at = $7
          WHERE ${holderColumn} = $2 AND ${otherColumn} IS NULL AND purpose = $3 AND consumed_at IS NULL AND superseded_at IS NULL
            AND ($8::boolean IS FALSE OR target IS NOT DISTINCT FROM $4)
       )
       INSERT INTO otp_challenges (id, ${holderColumn}, purpose, target, code_hash, attempts, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, 0, $6, $7)`,
      [id, holderValue, purpose, target, this.hash(id, code), otpExpiry(now), now, perTarget],
    );
    return code;
  }

  private async verifyFor(m: EntityManager, holder: Holder, purpose: OtpPurpose, target: string | null, code: string): Promise<OtpCheck> {
    const challenge = await m.findOne(OtpChallengeEntity, {
      where: { ...holderWhere(holder), purpose, target: target ?? IsNull(), consumedAt: IsNull(), supersededAt: IsNull() },
      order: { createdAt: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
    const now = this.clock.now();
    const matches = challenge !== null && this.matches(challenge, code);
    const outcome = decideAttempt(challenge, matches, now);
    if (outcome.accept) {
      await m.update(OtpChallengeEntity, { id: challenge!.id }, { consumedAt: now });
      return { ok: true };
    }
    if (outcome.countAttempt) await m.increment(OtpChallengeEntity, { id: challenge!.id }, 'attempts', 1);
    return { ok: false, words: outcome.words, stale: !outcome.countAttempt };
  }

  /**
   * When the member's latest code for this purpose and target stops being valid, or null when none
   * can still be entered (consumed, replaced, expired or out of tries): the page shows the code box
   * exactly while this is not null (docs/product.md §2 Contract signing).
   */
  async pendingUntil(memberId: string, purpose: MemberOtpPurpose, target: string | null): Promise<Date | null> {
    const challenge = await this.dataSource.manager.findOne(OtpChallengeEntity, {
      where: { memberId, purpose, target: target ?? IsNull(), consumedAt: IsNull(), supersededAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    return challenge && isEnterable(challenge, this.clock.now()) ? challenge.expiresAt : null;
  }

  private hash(challengeId: string, code: string): string {
    return createHmac('sha256', this.config.otpSecret).update(`${challengeId}:${code}`).digest('hex');
  }

  private matches(challenge: OtpChallengeEntity, code: string): boolean {
    const expected = Buffer.from(challenge.codeHash, 'hex');
    const actual = Buffer.from(this.hash(challenge.id, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
