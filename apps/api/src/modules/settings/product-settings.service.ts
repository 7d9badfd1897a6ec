import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MAX_AMOUNT_CENTAVOS, amountTooLarge, formatBps, formatCentavos, type FieldErrors } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { refuseFields } from '../../common/errors';
import { pageOf, pageRequest, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { FourEyesService, toPendingActionDto, type ActionChange, type Checker, type PendingAction } from '../four-eyes/four-eyes.service';
import { centavosOf } from '../../common/centavos.transformer';
import type { ChangeProductSettingsDto, ProductSettingsDto, ProductSettingsVersionDto, ProductSettingsViewDto } from './dto/settings.dto';

/** The four-eyes kind of a settings change, and its one subject: the product. */
export const SETTINGS_CHANGE_KIND = 'settings.change';
export const PRODUCT_SUBJECT = 'product';
/** How often an instance reads the settings in force, for a change approved on another instance. */
const RELOAD_MS = 5_000;

interface SettingsRow {
  id: string;
  monthly_rate_bps: number;
  min_php: string;
  max_php: string;
  terms: number[];
  late_charge_bps: number;
  four_eyes_above_php: string;
  dti_limit_bps: number;
  covered_above_php: string;
  complaint_due_days: number;
  made_by: string;
  checked_by: string;
  effective_at: Date;
}

const fromRow = (r: SettingsRow): ProductSettingsDto => ({
  monthlyRateBps: r.monthly_rate_bps,
  minPhp: centavosOf(r.min_php),
  maxPhp: centavosOf(r.max_php),
  terms: r.terms,
  lateChargeBpsPerMonth: r.late_charge_bps,
  fourEyesAbovePhp: centavosOf(r.four_eyes_above_php),
  dtiLimitBps: r.dti_limit_bps,
  coveredAbovePhp: centavosOf(r.covered_above_php),
  complaintDueDays: r.complaint_due_days,
});

const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;

/** The refusals of a proposed change, one per field. */
export function checkSettings(body: Partial<ChangeProductSettingsDto>): FieldErrors {
  const errors: FieldErrors = {};
  if (!isInt(body.monthlyRateBps, 1, 1000)) errors.monthlyRateBps = { code: 'apiSettings.rate' };
  // An amount past the product-wide maximum is refused with that maximum, beside its field.
  const amount = (v: unknown, min: number) => (!isInt(v, min, Number.MAX_SAFE_INTEGER) ? { code: 'apiSettings.amount' as const } : (amountTooLarge(v) ?? undefined));
  errors.minPhp = amount(body.minPhp, 1);
  errors.maxPhp = amount(body.maxPhp, 1);
  if (!errors.maxPhp && isInt(body.minPhp, 1, MAX_AMOUNT_CENTAVOS) && body.maxPhp! < body.minPhp) errors.maxPhp = { code: 'apiSettings.maxBelowMin' };
  const terms = body.terms;
  if (!Array.isArray(terms) || terms.length === 0 || terms.length > 12 || !terms.every((n) => isInt(n, 1, 60)) || new Set(terms).size !== terms.length) {
    errors.terms = { code: 'apiSettings.terms' };
  }
  if (!isInt(body.lateChargeBpsPerMonth, 0, 1000)) errors.lateChargeBpsPerMonth = { code: 'apiSettings.lateCharge' };
  errors.fourEyesAbovePhp = amount(body.fourEyesAbovePhp, 0);
  if (!isInt(body.dtiLimitBps, 0, 10_000)) errors.dtiLimitBps = { code: 'apiSettings.dti' };
  errors.coveredAbovePhp = amount(body.coveredAbovePhp, 1);
  if (!isInt(body.complaintDueDays, 1, 90)) errors.complaintDueDays = { code: 'apiSettings.complaintDays' };
  return errors;
}

/** How the checker reads each setting. */
const SETTING_TEXT: { [K in keyof ProductSettingsDto]: (v: ProductSettingsDto[K]) => string } = {
  monthlyRateBps: formatBps,
  minPhp: (c) => `PHP ${formatCentavos(c)}`,
  maxPhp: (c) => `PHP ${formatCentavos(c)}`,
  terms: (months) => months.join(', '),
  lateChargeBpsPerMonth: formatBps,
  fourEyesAbovePhp: (c) => `PHP ${formatCentavos(c)}`,
  dtiLimitBps: formatBps,
  coveredAbovePhp: (c) => `PHP ${formatCentavos(c)}`,
  complaintDueDays: (days) => String(days),
};

/** The settings a change proposes, each that differs from the version it was made against, before and after. */
export function settingsChanges(p: { before?: ProductSettingsDto; after: ProductSettingsDto }): ActionChange[] {
  const word = <K extends keyof ProductSettingsDto>(field: K, v: ProductSettingsDto | undefined) => (v === undefined ? null : SETTING_TEXT[field](v[field]));
  return (Object.keys(SETTING_TEXT) as (keyof ProductSettingsDto)[])
    .map((field) => ({ field, before: word(field, p.before), after: word(field, p.after) }))
    .filter((c) => c.before !== c.after);
}

/**
 * The product settings (docs/decisions/018): stored in product_settings, every version kept, a change
 * made by an admin and approved by a second staff member (four eyes). Services keep reading them as
 * they always did, from AppConfig's `loan` and `loanOps`: this service writes the version in force
 * into those objects at start-up, after an approved change, and every few seconds (a change approved
 * on another instance). A loan keeps the rate it was priced with (its own monthly_rate_bps).
 */
@Injectable()
export class ProductSettingsService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ProductSettingsService.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly fourEyes: FourEyesService,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.fourEyes.register(SETTINGS_CHANGE_KIND, {
      approve: (m, action, checker) => this.approveChecked(m, action, checker),
      describe: async (_m, action) => ({ memberId: null, loanNumber: null, changes: settingsChanges(action.payload as { before?: ProductSettingsDto; after: ProductSettingsDto }) }),
      afterCommit: async () => this.reload(),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
    this.timer = setInterval(() => void this.reload().catch((error) => this.logger.warn(`Settings not read: ${String(error)}`)), RELOAD_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The settings in force, as the services read them. */
  current(): ProductSettingsDto {
    const { loan, loanOps } = this.config;
    return {
      monthlyRateBps: loan.monthlyRateBps,
      minPhp: loan.minPhp,
      maxPhp: loan.maxPhp,
      terms: [...loan.terms],
      lateChargeBpsPerMonth: loanOps.lateChargeBpsPerMonth,
      fourEyesAbovePhp: loanOps.fourEyesAbovePhp,
      dtiLimitBps: Math.round(loanOps.dtiLimit * 10_000),
      coveredAbovePhp: loanOps.coveredAbovePhp,
      complaintDueDays: loanOps.complaintDueDays,
    };
  }

  /** The settings in force, a change waiting, and a page of the history (newest first; the first page unless asked). */
  async view(admin: AuthMember, meta: RequestMeta, page: PageRequest = pageRequest({})): Promise<ProductSettingsViewDto> {
    const read: SettingsRow[] = await this.dataSource.query(
      `SELECT * FROM product_settings WHERE $1::timestamptz IS NULL OR (effective_at, id) < ($1, $2::uuid) ORDER BY effective_at DESC, id DESC LIMIT $3`,
      [page.after?.createdAt ?? null, page.after?.id ?? null, page.limit + 1],
    );
    const { rows, nextCursor } = pageOf(
      read.map((r) => ({ ...r, createdAt: r.effective_at })),
      page.limit,
    );
    const pending = await this.fourEyes.waiting(this.dataSource.manager, SETTINGS_CHANGE_KIND, PRODUCT_SUBJECT);
    await this.audit.record({ actorId: admin.id, action: 'admin.settings.view', meta, details: { versions: rows.length } });
    return {
      current: this.current(),
      pending: pending ? toPendingActionDto(pending, admin) : null,
      history: rows.map((r): ProductSettingsVersionDto => ({ ...fromRow(r), id: r.id, effectiveAt: r.effective_at.toISOString(), madeBy: r.made_by, checkedBy: r.checked_by })),
      nextCursor,
    };
  }

  /** Proposes a change: it waits for a second staff member (409 when one already waits). */
  async propose(admin: AuthMember, body: ChangeProductSettingsDto, meta: RequestMeta): Promise<ProductSettingsViewDto> {
    // The reporting settings came later: a change that leaves them out keeps them.
    const kept = this.current();
    body = { ...body, coveredAbovePhp: body.coveredAbovePhp ?? kept.coveredAbovePhp, complaintDueDays: body.complaintDueDays ?? kept.complaintDueDays };
    refuseFields(checkSettings(body));
    const after: ProductSettingsDto = {
      monthlyRateBps: body.monthlyRateBps,
      minPhp: body.minPhp,
      maxPhp: body.maxPhp,
      terms: [...body.terms].sort((a, b) => a - b),
      lateChargeBpsPerMonth: body.lateChargeBpsPerMonth,
      fourEyesAbovePhp: body.fourEyesAbovePhp,
      dtiLimitBps: body.dtiLimitBps,
      coveredAbovePhp: body.coveredAbovePhp!,
      complaintDueDays: body.complaintDueDays!,
    };
    await this.dataSource.transaction((m) =>
      this.fourEyes.request(m, { kind: SETTINGS_CHANGE_KIND, subjectId: PRODUCT_SUBJECT, payload: { before: this.current(), after }, maker: admin, meta }),
    );
    return this.view(admin, meta);
  }

  /** The checker's approval: the new version, in force from now, audited with before and after. */
  private async approveChecked(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    const proposed = (action.payload as { after: ProductSettingsDto }).after;
    const kept = this.current();
    const after = { ...proposed, coveredAbovePhp: proposed.coveredAbovePhp ?? kept.coveredAbovePhp, complaintDueDays: proposed.complaintDueDays ?? kept.complaintDueDays };
    refuseFields(checkSettings(after));
    const [row]: SettingsRow[] = await m.query(
      `INSERT INTO product_settings (monthly_rate_bps, min_php, max_php, terms, late_charge_bps, four_eyes_above_php, dti_limit_bps, covered_above_php, complaint_due_days, made_by, checked_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [
        after.monthlyRateBps,
        after.minPhp,
        after.maxPhp,
        after.terms,
        after.lateChargeBpsPerMonth,
        after.fourEyesAbovePhp,
        after.dtiLimitBps,
        after.coveredAbovePhp,
        after.complaintDueDays,
        action.makerId,
        checker.staff.id,
      ],
    );
    await this.audit.record(
      { actorId: checker.staff.id, action: 'admin.settings.change', target: row.id, meta: checker.meta, before: this.current() as unknown as Record<string, unknown>, after: fromRow(row) as unknown as Record<string, unknown>, details: { madeBy: action.makerId, pendingActionId: action.id } },
      m,
    );
  }

  /** Writes the newest version into the configuration the services read (nothing when none was ever stored). */
  private async reload(): Promise<void> {
    const [row]: SettingsRow[] = await this.dataSource.query(`SELECT * FROM product_settings ORDER BY effective_at DESC, id DESC LIMIT 1`);
    if (!row) return;
    const s = fromRow(row);
    Object.assign(this.config.loan, {
      monthlyRateBps: s.monthlyRateBps,
      minPhp: s.minPhp,
      maxPhp: s.maxPhp,
      terms: s.terms,
      defaultTerm: s.terms.includes(this.config.loan.defaultTerm) ? this.config.loan.defaultTerm : s.terms[0],
    });
    Object.assign(this.config.loanOps, {
      lateChargeBpsPerMonth: s.lateChargeBpsPerMonth,
      fourEyesAbovePhp: s.fourEyesAbovePhp,
      dtiLimit: s.dtiLimitBps / 10_000,
      coveredAbovePhp: s.coveredAbovePhp,
      complaintDueDays: s.complaintDueDays,
    });
  }
}
