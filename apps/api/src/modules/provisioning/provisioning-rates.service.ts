import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatBps } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { refuseFields } from '../../common/errors';
import { pageOf, pageRequest, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { FourEyesService, toPendingActionDto, type ActionChange, type Checker, type PendingAction } from '../four-eyes/four-eyes.service';
import type { ProvisioningRatesVersionDto, ProvisioningRatesViewDto } from './dto/provisioning.dto';
import { checkRates, type StageRates } from './provisioning.rules';

/** The four-eyes kind of a change of the rates, and its one subject. */
export const PROVISIONING_RATES_KIND = 'provisioning.rates';
const SUBJECT = 'provisioning';

interface RatesRow {
  id: string;
  stage1_bp: number;
  stage2_bp: number;
  stage3_bp: number;
  made_by: string | null;
  checked_by: string | null;
  effective_at: Date;
}

const ratesOf = (r: RatesRow): StageRates => ({ stage1Bp: r.stage1_bp, stage2Bp: r.stage2_bp, stage3Bp: r.stage3_bp });

/** The rates a change proposes that differ from those it was made against, before and after. */
export function ratesChanges(p: { before: StageRates; after: StageRates }): ActionChange[] {
  return (['stage1Bp', 'stage2Bp', 'stage3Bp'] as const)
    .map((field) => ({ field, before: formatBps(p.before[field]), after: formatBps(p.after[field]) }))
    .filter((c) => c.before !== c.after);
}

/**
 * The expected-loss rates by stage (docs/decisions/031-provisioning-write-off.md): every version kept
 * in provisioning_rates, a change proposed by an admin and carried out when a second staff member
 * approves it (four eyes). The month end's measurement reads the version in force.
 */
@Injectable()
export class ProvisioningRatesService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fourEyes: FourEyesService,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.fourEyes.register(PROVISIONING_RATES_KIND, {
      approve: (m, action, checker) => this.approveChecked(m, action, checker),
      describe: async (_m, action) => ({ memberId: null, loanNumber: null, changes: ratesChanges(action.payload as { before: StageRates; after: StageRates }) }),
    });
  }

  /** The rates in force (the migration stored the first ones). */
  async current(m: EntityManager = this.dataSource.manager): Promise<StageRates> {
    const [row]: RatesRow[] = await m.query(`SELECT * FROM provisioning_rates ORDER BY effective_at DESC, id DESC LIMIT 1`);
    return ratesOf(row);
  }

  /** The rates in force, a change waiting, and a page of the history (newest first). */
  async view(admin: AuthMember, meta: RequestMeta, page: PageRequest = pageRequest({})): Promise<ProvisioningRatesViewDto> {
    const read: RatesRow[] = await this.dataSource.query(
      `SELECT * FROM provisioning_rates WHERE $1::timestamptz IS NULL OR (effective_at, id) < ($1, $2::uuid) ORDER BY effective_at DESC, id DESC LIMIT $3`,
      [page.after?.createdAt ?? null, page.after?.id ?? null, page.limit + 1],
    );
    const { rows, nextCursor } = pageOf(
      read.map((r) => ({ ...r, createdAt: r.effective_at })),
      page.limit,
    );
    const pending = await this.fourEyes.waiting(this.dataSource.manager, PROVISIONING_RATES_KIND, SUBJECT);
    await this.audit.record({ actorId: admin.id, action: 'admin.provisioning.view', meta, details: { versions: rows.length } });
    return {
      current: await this.current(),
      pending: pending ? toPendingActionDto(pending, admin) : null,
      history: rows.map((r): ProvisioningRatesVersionDto => ({ ...ratesOf(r), id: r.id, effectiveAt: r.effective_at.toISOString(), madeBy: r.made_by, checkedBy: r.checked_by })),
      nextCursor,
    };
  }

  /** Proposes new rates: they wait for a second staff member (409 when a change already waits). */
  async propose(admin: AuthMember, body: Partial<StageRates>, meta: RequestMeta): Promise<ProvisioningRatesViewDto> {
    refuseFields(checkRates(body));
    const after: StageRates = { stage1Bp: body.stage1Bp!, stage2Bp: body.stage2Bp!, stage3Bp: body.stage3Bp! };
    await this.dataSource.transaction(async (m) =>
      this.fourEyes.request(m, { kind: PROVISIONING_RATES_KIND, subjectId: SUBJECT, payload: { before: await this.current(m), after }, maker: admin, meta }),
    );
    return this.view(admin, meta);
  }

  /** The checker's approval: the new rates, in force from now (the next month end measures with them). */
  private async approveChecked(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    const after = (action.payload as { after: StageRates }).after;
    refuseFields(checkRates(after));
    const before = await this.current(m);
    const [row]: RatesRow[] = await m.query(
      `INSERT INTO provisioning_rates (stage1_bp, stage2_bp, stage3_bp, made_by, checked_by) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [after.stage1Bp, after.stage2Bp, after.stage3Bp, action.makerId, checker.staff.id],
    );
    await this.audit.record(
      { actorId: checker.staff.id, action: 'admin.provisioning.change', target: row.id, meta: checker.meta, before: { ...before }, after: { ...ratesOf(row) }, details: { madeBy: action.makerId, pendingActionId: action.id } },
      m,
    );
  }
}
