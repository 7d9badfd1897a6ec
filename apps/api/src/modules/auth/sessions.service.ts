import type { Language } from '@halimbawa/domain';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import type { ActiveSessions, SessionMember } from '../../common/auth/active-sessions';
import type { AccessTokenClaims } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import { AppConfig } from '../../config/app-config';
import { MembersService, type Member } from '../members/members.service';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';
import { decideRefresh } from './refresh-token.rules';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions: a short-lived JWT access token plus an opaque refresh token (32 random bytes,
 * stored as SHA-256) that rotates on every use. Each sign-in starts a family of refresh tokens.
 */
@Injectable()
export class SessionsService implements ActiveSessions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly members: MembersService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Starts a new session (family) for the member. */
  async start(member: Member, m: EntityManager = this.dataSource.manager): Promise<TokenPair> {
    const id = randomUUID();
    await m.insert(SessionEntity, { id, memberId: member.id, createdAt: this.clock.now() });
    return this.issue(member, id, m);
  }

  /**
   * The open session's member as stored now, in one primary-key lookup: the session row and, joined
   * to it, the member's phone number and roles (a deleted member's sessions are gone with them; a
   * deactivated staff account's are ended, and would be refused even if one were not).
   */
  async sessionMember(sessionId: string, memberId: string): Promise<SessionMember | null> {
    if (!UUID.test(sessionId) || !UUID.test(memberId)) return null;
    const rows: { phone_number: string; roles: SessionMember['roles'] }[] = await this.dataSource.query(
      `SELECT m.phone_number, m.roles FROM sessions s JOIN members m ON m.id = s.member_id
        WHERE s.id = $1 AND s.member_id = $2 AND s.ended_at IS NULL AND m.deactivated_at IS NULL`,
      [sessionId, memberId],
    );
    return rows[0] ? { phoneNumber: rows[0].phone_number, roles: rows[0].roles } : null;
  }

  /**
   * Rotates a refresh token. Replaying an already rotated one revokes its whole family. The member's
   * stored language follows `lang`, the one the request asked for.
   */
  async refresh(refreshToken: string, lang: Language | null): Promise<TokenPair> {
    const result = await this.dataSource.transaction(async (m) => {
      const token = await m.findOne(RefreshTokenEntity, { where: { tokenHash: hashToken(refreshToken) }, lock: { mode: 'pessimistic_write' } });
      const now = this.clock.now();
      const decision = decideRefresh(token, now);
      if (decision === 'REUSED') await this.revokeFamily(token!.familyId, m);
      if (decision !== 'ROTATE') return null;
      const member = await this.members.find(token!.memberId, m);
      if (!member) return null;
      await m.update(RefreshTokenEntity, { id: token!.id }, { replacedAt: now });
      await this.members.followLanguage(member, lang, m);
      return this.issue(member, token!.familyId, m);
    });
    // Thrown after the transaction so that a revoked family stays revoked.
    if (!result) throw Refusal.unauthorized('apiErrors.sessionEnded');
    return result;
  }

  /** The family of a member's refresh token, or null when it is not theirs. */
  async familyOf(memberId: string, refreshToken: string): Promise<string | null> {
    const token = await this.dataSource.manager.findOne(RefreshTokenEntity, { where: { tokenHash: hashToken(refreshToken), memberId } });
    return token?.familyId ?? null;
  }

  /** Ends one session: its access tokens and refresh tokens stop working. */
  async revokeFamily(familyId: string, m: EntityManager = this.dataSource.manager): Promise<void> {
    const now = this.clock.now();
    await m.update(SessionEntity, { id: familyId, endedAt: IsNull() }, { endedAt: now });
    await m.update(RefreshTokenEntity, { familyId, revokedAt: IsNull() }, { revokedAt: now });
  }

  /** Ends every session of the member, or every one but `exceptFamilyId`. */
  async revokeAll(memberId: string, exceptFamilyId: string | null, m: EntityManager = this.dataSource.manager): Promise<void> {
    const now = this.clock.now();
    await m.update(
      SessionEntity,
      { memberId, endedAt: IsNull(), ...(exceptFamilyId ? { id: Not(exceptFamilyId) } : {}) },
      { endedAt: now },
    );
    await m.update(
      RefreshTokenEntity,
      { memberId, revokedAt: IsNull(), ...(exceptFamilyId ? { familyId: Not(exceptFamilyId) } : {}) },
      { revokedAt: now },
    );
  }

  private async issue(member: Member, familyId: string, m: EntityManager): Promise<TokenPair> {
    const now = this.clock.now();
    const refreshToken = randomBytes(32).toString('base64url');
    await m.insert(RefreshTokenEntity, {
      memberId: member.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(now.getTime() + this.config.refreshTokenTtlDays * 86_400_000),
      createdAt: now,
    });
    const claims: AccessTokenClaims = { sub: member.id, sid: familyId };
    return { accessToken: await this.jwt.signAsync(claims), refreshToken };
  }
}
