import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAY_CHANNELS, isPayChannel, type FieldErrors, type PayChannel } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Refusal, refuseFields } from '../../common/errors';
import { encodeCursor, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { ChannelPaymentReadings } from '../payments/channel-payment-readings';
import { centavosOf } from '../../common/centavos.transformer';
import { ITEM_KINDS, type ItemKind, type ReconciliationItemDto, type ReconciliationRunDetailDto, type ReconciliationRunDto, type ReconciliationRunListDto, type SettlementUploadDto, type UnconfirmedPaymentDto, type UnconfirmedPaymentListDto } from './reconciliation.dto';
import { parseSettlementFile } from './settlement-file';

interface RunRow {
  id: string;
  channel: string;
  filename: string;
  period_from: string;
  period_to: string;
  file_rows: number;
  uploaded_by: string;
  created_at: Date;
  matched: number;
  file_only: number;
  product_only: number;
  amount_differs: number;
  unresolved: number;
}

interface ItemRow {
  id: string;
  kind: ItemKind;
  transaction_id: string;
  file_amount: string | null;
  product_amount: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  note: string | null;
  created_at: Date;
}

const RUN_SELECT = `SELECT r.id, r.channel, r.filename, to_char(r.period_from, 'YYYY-MM-DD') AS period_from, to_char(r.period_to, 'YYYY-MM-DD') AS period_to,
       r.file_rows, r.uploaded_by, r.created_at,
       count(*) FILTER (WHERE i.kind = 'MATCHED')::int AS matched,
       count(*) FILTER (WHERE i.kind = 'FILE_ONLY')::int AS file_only,
       count(*) FILTER (WHERE i.kind = 'PRODUCT_ONLY')::int AS product_only,
       count(*) FILTER (WHERE i.kind = 'AMOUNT_DIFFERS')::int AS amount_differs,
       count(*) FILTER (WHERE i.kind <> 'MATCHED' AND i.resolved_at IS NULL)::int AS unresolved
  FROM reconciliation_runs r LEFT JOIN reconciliation_items i ON i.run_id = r.id`;

const pathName = (code: string) => (Object.entries(PAY_CHANNELS).find(([, c]) => c.code === code)?.[0] ?? code) as PayChannel;
const money = (v: string | null) => (v === null ? null : centavosOf(v));

function toRun(r: RunRow): ReconciliationRunDto {
  return {
    id: r.id,
    channel: pathName(r.channel),
    filename: r.filename,
    periodFrom: r.period_from,
    periodTo: r.period_to,
    fileRows: r.file_rows,
    uploadedBy: r.uploaded_by,
    createdAt: r.created_at.toISOString(),
    counts: { matched: r.matched, fileOnly: r.file_only, productOnly: r.product_only, amountsDiffering: r.amount_differs, unresolved: r.unresolved },
  };
}

function toItem(i: ItemRow): ReconciliationItemDto {
  return {
    id: i.id,
    kind: i.kind,
    transactionId: i.transaction_id,
    fileAmount: money(i.file_amount),
    productAmount: money(i.product_amount),
    resolvedBy: i.resolved_by,
    resolvedAt: i.resolved_at?.toISOString() ?? null,
    note: i.note,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reconciliation (docs/collections.md): a channel's settlement file against the payments the
 * channel notified. Each file transaction is matched by its id (MATCHED, or AMOUNT_DIFFERS), or is
 * in the file only; a payment notified on a day the file covers and missing from it is in the
 * product only. A difference is resolved with a note; nothing here moves money. Every step audited.
 */
@Injectable()
export class ReconciliationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: ChannelPaymentReadings,
    private readonly audit: AuditService,
  ) {}

  async upload(officer: AuthMember, body: SettlementUploadDto, meta: RequestMeta): Promise<ReconciliationRunDetailDto> {
    const errors: FieldErrors = {};
    if (!isPayChannel(body.channel)) errors.channel = { code: 'apiReconciliation.channel' };
    const filename = typeof body.filename === 'string' ? body.filename.trim() : '';
    if (filename.length < 1 || filename.length > 200) errors.filename = { code: 'apiReconciliation.filename' };
    const parsed = parseSettlementFile(typeof body.csv === 'string' ? body.csv : '');
    if ('error' in parsed) errors.csv = parsed.error;
    refuseFields(errors);
    const rows = (parsed as Exclude<typeof parsed, { error: unknown }>).rows;
    const code = PAY_CHANNELS[body.channel as PayChannel].code;
    const days = rows.map((r) => r.date).sort();
    const [from, to] = [days[0], days[days.length - 1]];
    const notified = await this.payments.forSettlement(code, rows.map((r) => r.transactionId), from, to);
    const byTransaction = new Map(notified.map((p) => [p.transactionId, p]));
    const inFile = new Set(rows.map((r) => r.transactionId));
    const items = [
      ...rows.map((r) => {
        const p = byTransaction.get(r.transactionId);
        return p
          ? { kind: p.amount === r.amount ? 'MATCHED' : 'AMOUNT_DIFFERS', transactionId: r.transactionId, fileAmount: r.amount, productAmount: p.amount, paymentId: p.id }
          : { kind: 'FILE_ONLY', transactionId: r.transactionId, fileAmount: r.amount, productAmount: null, paymentId: null };
      }),
      ...notified.filter((p) => !inFile.has(p.transactionId)).map((p) => ({ kind: 'PRODUCT_ONLY', transactionId: p.transactionId, fileAmount: null, productAmount: p.amount, paymentId: p.id })),
    ];
    const runId = await this.dataSource.transaction(async (m) => {
      const [run]: { id: string }[] = await m.query(
        `INSERT INTO reconciliation_runs (channel, filename, period_from, period_to, file_rows, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [code, filename, from, to, rows.length, officer.id],
      );
      await m.query(
        `INSERT INTO reconciliation_items (run_id, kind, transaction_id, file_amount, product_amount, channel_payment_id)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::uuid[])`,
        [run.id, items.map((i) => i.kind), items.map((i) => i.transactionId), items.map((i) => i.fileAmount), items.map((i) => i.productAmount), items.map((i) => i.paymentId)],
      );
      const counts = Object.fromEntries(ITEM_KINDS.map((k) => [k, items.filter((i) => i.kind === k).length]));
      await this.audit.record({ actorId: officer.id, action: 'reconciliation.upload', target: run.id, meta, details: { channel: code, filename, from, to, rows: rows.length, counts } }, m);
      return run.id;
    });
    return this.detailOf(runId, undefined, { after: null, limit: 50, search: null });
  }

  async list(officer: AuthMember, page: PageRequest, meta: RequestMeta): Promise<ReconciliationRunListDto> {
    const rows: RunRow[] = await this.dataSource.query(
      `${RUN_SELECT} WHERE ($1::timestamptz IS NULL OR (r.created_at, r.id) < ($1, $2::uuid)) GROUP BY r.id ORDER BY r.created_at DESC, r.id DESC LIMIT $3`,
      [page.after?.createdAt ?? null, page.after?.id ?? null, page.limit + 1],
    );
    await this.audit.record({ actorId: officer.id, action: 'reconciliation.list', meta });
    const runs = rows.slice(0, page.limit);
    return { runs: runs.map(toRun), nextCursor: rows.length > page.limit ? encodeCursor({ createdAt: runs[runs.length - 1].created_at, id: runs[runs.length - 1].id }) : null };
  }

  /** The reconciliation queue of payments a provider did not confirm (docs/integrations.md). */
  async unconfirmed(officer: AuthMember, page: PageRequest, filter: { state?: string; q?: string }, meta: RequestMeta): Promise<UnconfirmedPaymentListDto> {
    const state = filter.state === undefined || filter.state === '' ? 'OPEN' : filter.state;
    if (state !== 'OPEN' && state !== 'RESOLVED') throw Refusal.fields({ state: { code: 'apiErrors.badRequest' } });
    const q = typeof filter.q === 'string' ? filter.q.trim().slice(0, 64) : undefined;
    const list = await this.payments.unconfirmed(page, { state, q });
    await this.audit.record({ actorId: officer.id, action: 'reconciliation.unconfirmed.list', meta, details: { state, q: q || null } });
    return list;
  }

  /** Marks a payment the provider did not confirm resolved: who, when and how. Moves no money; audited. */
  async resolveUnconfirmed(officer: AuthMember, id: string, noteInput: unknown, meta: RequestMeta): Promise<UnconfirmedPaymentDto> {
    const note = typeof noteInput === 'string' ? noteInput.trim() : '';
    if (note.length < 1 || note.length > 500) refuseFields({ note: { code: 'apiReconciliation.note' } });
    if (!UUID.test(id)) throw Refusal.notFound();
    return this.dataSource.transaction(async (m) => {
      const resolved = await this.payments.resolveUnconfirmed(m, id, officer.id, note);
      if (resolved === null) throw Refusal.notFound();
      if (resolved === 'RESOLVED') throw Refusal.conflict('apiReconciliation.notToResolve');
      await this.audit.record({ actorId: officer.id, action: 'reconciliation.unconfirmed.resolve', target: id, meta, details: { paymentId: resolved.paymentId, reason: resolved.reason, note } }, m);
      return resolved;
    });
  }

  async read(officer: AuthMember, id: string, kind: string | undefined, page: PageRequest, meta: RequestMeta): Promise<ReconciliationRunDetailDto> {
    if (kind !== undefined && kind !== '' && !(ITEM_KINDS as readonly string[]).includes(kind)) throw Refusal.fields({ kind: { code: 'apiErrors.badRequest' } });
    const detail = await this.detailOf(id, (kind || undefined) as ItemKind | undefined, page);
    await this.audit.record({ actorId: officer.id, action: 'reconciliation.read', target: id, meta });
    return detail;
  }

  async resolve(officer: AuthMember, itemId: string, noteInput: unknown, meta: RequestMeta): Promise<ReconciliationItemDto> {
    const note = typeof noteInput === 'string' ? noteInput.trim() : '';
    if (note.length < 1 || note.length > 500) refuseFields({ note: { code: 'apiReconciliation.note' } });
    if (!UUID.test(itemId)) throw Refusal.notFound();
    return this.dataSource.transaction(async (m) => {
      const [item]: ItemRow[] = await m.query(`SELECT * FROM reconciliation_items WHERE id = $1 FOR UPDATE`, [itemId]);
      if (!item) throw Refusal.notFound();
      if (item.kind === 'MATCHED' || item.resolved_at) throw Refusal.conflict('apiReconciliation.notToResolve');
      // An UPDATE answers [rows, count].
      const [[after]]: [ItemRow[], number] = await m.query(`UPDATE reconciliation_items SET resolved_by = $2, resolved_at = now(), note = $3 WHERE id = $1 RETURNING *`, [itemId, officer.id, note]);
      await this.audit.record({ actorId: officer.id, action: 'reconciliation.resolve', target: itemId, meta, details: { kind: item.kind, transactionId: item.transaction_id, note } }, m);
      return toItem(after);
    });
  }

  private async detailOf(id: string, kind: ItemKind | undefined, page: PageRequest): Promise<ReconciliationRunDetailDto> {
    const [run]: RunRow[] = UUID.test(id) ? await this.dataSource.query(`${RUN_SELECT} WHERE r.id = $1 GROUP BY r.id`, [id]) : [];
    if (!run) throw Refusal.notFound();
    const rows: ItemRow[] = await this.dataSource.query(
      `SELECT * FROM reconciliation_items WHERE run_id = $1 AND ($2::text IS NULL OR kind = $2) AND ($3::timestamptz IS NULL OR (created_at, id) < ($3, $4::uuid))
        ORDER BY created_at DESC, id DESC LIMIT $5`,
      [id, kind ?? null, page.after?.createdAt ?? null, page.after?.id ?? null, page.limit + 1],
    );
    const items = rows.slice(0, page.limit);
    return {
      run: toRun(run),
      items: items.map(toItem),
      nextCursor: rows.length > page.limit ? encodeCursor({ createdAt: items[items.length - 1].created_at, id: items[items.length - 1].id }) : null,
    };
  }
}
