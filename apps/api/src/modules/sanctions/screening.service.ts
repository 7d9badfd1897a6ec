import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import { KycService } from '../kyc/kyc.service';
import { MembersService } from '../members/members.service';
import { SanctionsCaseEntity, SanctionsEntryEntity, SanctionsFreezeEntity, SanctionsListVersionEntity, type ScreeningTrigger } from './sanctions.entities';
import { birthDateAgreement, matchScore, memberFingerprint, NAME_FLOOR, nationalityAgrees, normaliseName, RAISE_AT, type ScreenedMember } from './sanctions.rules';

/** What screening knows of a member, with the name a case shows. */
export interface Subject extends ScreenedMember {
  memberId: string;
  fullName: string;
  fingerprint: string;
}

export interface PossibleMatch {
  entry: SanctionsEntryEntity;
  matchedName: string;
  score: number;
}

/** Members screened per batch when a list changes. */
const RESCREEN_BATCH = 200;

/**
 * Sanctions screening (docs/aml.md): a member's names against every current listed name (pg_trgm
 * similarity over normalised names), settled by date of birth and nationality. A possible match
 * opens a case, and while a case is open or confirmed (or the wallet frozen) money to and from the
 * member waits. Screening is asked for at sign-up, before a loan is approved, before each
 * disbursement and payout, and of every member when a list changes.
 */
@Injectable()
export class ScreeningService {
  private readonly logger = new Logger(ScreeningService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly kyc: KycService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async subject(memberId: string, m: EntityManager = this.dataSource.manager): Promise<Subject> {
    const [member, identity] = await Promise.all([this.members.findOrFail(memberId, m), this.kyc.screeningIdentity(memberId, m)]);
    const screened: ScreenedMember = { names: identity ? [member.fullName, identity.legalName] : [member.fullName], birthDate: identity?.birthDate ?? null, nationality: identity?.nationality ?? null };
    return { ...screened, memberId, fullName: identity?.legalName ?? member.fullName, fingerprint: memberFingerprint(screened) };
  }

  /** The current individual entries whose names come close enough to the member's, best score first. */
  async possibleMatches(m: EntityManager, subject: ScreenedMember): Promise<PossibleMatch[]> {
    const best = new Map<string, { name: string; similarity: number }>();
    for (const name of new Set(subject.names.map(normaliseName))) {
      if (!name) continue;
      const rows: { entry_id: string; name: string; similarity: number }[] = await m.query(
        `SELECT n.entry_id, n.name, similarity(n.normalised, $1) AS similarity
           FROM sanctions_names n JOIN sanctions_entries e ON e.id = n.entry_id
          WHERE n.normalised % $1 AND e.removed_in IS NULL AND e.kind = 'INDIVIDUAL' AND similarity(n.normalised, $1) >= $2`,
        [name, NAME_FLOOR],
      );
      for (const r of rows) if ((best.get(r.entry_id)?.similarity ?? -1) < r.similarity) best.set(r.entry_id, { name: r.name, similarity: r.similarity });
    }
    if (best.size === 0) return [];
    const entries = await m.find(SanctionsEntryEntity, { where: { id: In([...best.keys()]) } });
    return entries
      .map((entry) => {
        const { name, similarity } = best.get(entry.id)!;
        const score = matchScore(similarity, birthDateAgreement(subject.birthDate, entry.birthDates), nationalityAgrees(subject.nationality, entry.nationalities));
        return { entry, matchedName: name, score };
      })
      .filter((p) => p.score >= RAISE_AT)
      .sort((a, b) => b.score - a.score);
  }

  /** Whether money to and from the member waits: a case open or confirmed, or the wallet frozen. */
  async isHeld(m: EntityManager, memberId: string): Promise<boolean> {
    const [open, frozen] = await Promise.all([
      m.exists(SanctionsCaseEntity, { where: { memberId, status: In(['OPEN', 'CONFIRMED']) } }),
      m.exists(SanctionsFreezeEntity, { where: { memberId } }),
    ]);
    return open || frozen;
  }

  /** 409 `apiSanctions.held` while the member is held: the officer reads only that, never the list. */
  async assertNotHeld(m: EntityManager, memberId: string): Promise<void> {
    if (await this.isHeld(m, memberId)) throw Refusal.conflict('apiSanctions.held');
  }

  /**
   * Screens the member in the caller's transaction and answers whether they are held. A member
   * already held is not screened again (their case waits); a pair once decided as a false positive
   * is not raised again until the member's screened data or the entry changes.
   */
  async screen(m: EntityManager, memberId: string, trigger: ScreeningTrigger): Promise<boolean> {
    if (await this.isHeld(m, memberId)) return true;
    const subject = await this.subject(memberId, m);
    const matches = await this.possibleMatches(m, subject);
    const decided = matches.length
      ? await m.find(SanctionsCaseEntity, { where: { memberId, entryId: In(matches.map((p) => p.entry.id)), memberFingerprint: subject.fingerprint }, select: { entryId: true } })
      : [];
    const fresh = matches.filter((p) => !decided.some((c) => c.entryId === p.entry.id));
    const now = this.clock.now();
    for (const p of fresh) {
      const opened = await m
        .createQueryBuilder()
        .insert()
        .into(SanctionsCaseEntity)
        .values({
          memberId,
          entryId: p.entry.id,
          memberFingerprint: subject.fingerprint,
          trigger,
          score: p.score,
          matchedName: p.matchedName,
          memberName: subject.fullName,
          memberBirthDate: subject.birthDate,
          memberNationality: subject.nationality,
          status: 'OPEN',
          openedAt: now,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      const caseId = (opened.raw as { id: string }[])[0]?.id;
      if (caseId) await this.audit.record({ actorId: null, action: 'sanctions.case.open', target: caseId, about: memberId, details: { trigger, score: p.score, source: p.entry.source, ref: p.entry.ref } }, m);
    }
    // Everyone is screened when a list changes: that run is audited once, and here only what it found.
    if (trigger !== 'LIST_CHANGE' || matches.length > 0) {
      await this.audit.record({ actorId: null, action: 'sanctions.screen', target: memberId, about: memberId, details: { trigger, matches: matches.length, opened: fresh.length } }, m);
    }
    return fresh.length > 0;
  }

  /** Screens in a transaction of its own, so that the case stays when the caller's refusal rolls back. */
  screenNow(memberId: string, trigger: ScreeningTrigger): Promise<boolean> {
    return this.dataSource.transaction((m) => this.screen(m, memberId, trigger));
  }

  /**
   * Screens every member against the list versions not yet screened (a list changed), a batch of
   * members at a time, then marks those versions screened. Answers how many members were screened.
   */
  async rescreenForNewVersions(stop?: AbortSignal): Promise<number> {
    const waiting = await this.dataSource.manager.find(SanctionsListVersionEntity, { where: { screenedAt: IsNull() }, select: { id: true } });
    if (waiting.length === 0) return 0;
    let after: string | null = null;
    let screened = 0;
    let failed = 0;
    for (;;) {
      if (stop?.aborted) return screened;
      const ids = await this.members.memberIdsAfter(after, RESCREEN_BATCH);
      if (ids.length === 0) break;
      for (const id of ids) {
        try {
          await this.screenNow(id, 'LIST_CHANGE');
          screened += 1;
        } catch (error) {
          failed += 1;
          this.logger.error(`Sanctions screening of member ${id} failed: ${(error as Error).message}`);
        }
      }
      after = ids[ids.length - 1];
    }
    await this.audit.record({ actorId: null, action: 'sanctions.rescreen', details: { versions: waiting.map((v) => v.id), screened, failed } });
    // Marked only when everyone was screened: otherwise the next run screens them all again.
    if (failed === 0) await this.dataSource.manager.update(SanctionsListVersionEntity, { id: In(waiting.map((v) => v.id)) }, { screenedAt: this.clock.now() });
    return screened;
  }
}
