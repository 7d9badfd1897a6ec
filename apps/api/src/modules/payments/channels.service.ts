import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAY_CHANNELS, channelAmountRefusal, formatCentavos, isPayChannel, t, type Language, type PayChannel } from '@halimbawa/domain';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import { Clock, WallClock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import { channelNotificationsRefused } from '../../common/metrics/metrics';
import { RateLimitStore } from '../../common/rate-limit-store';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig, channelMaxIn } from '../../config/app-config';
import { LedgerService } from '../ledger/ledger.service';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import { channelReferenceKey, RepaymentsService } from '../repayments/repayments.service';
import { ChannelPaymentEntity } from './channel-payment.entity';
import type { ChannelPaymentResultDto } from './dto/channel.dto';
import { nextReceiptNumber } from '../repayments/receipts';
import { PaymentReferencesService } from './payment-references.service';
import { RecoveriesService } from '../write-offs/recoveries.service';

/** How far a notification's timestamp may be from our clock: a captured notification cannot be replayed later. */
export const NOTIFY_WINDOW_MINUTES = 5;
/**
 * Refused notifications (a bad signature, an old timestamp) an address may send in a rate-limit
 * window (RATE_LIMIT_WINDOW_S); after them it is turned away with 429 until the window ends. A
 * channel's own, signed callbacks are never refused, so this never slows them.
 */
export const REFUSED_NOTIFICATIONS_PER_WINDOW = 10;
const TRANSACTION_ID = /^[A-Za-z0-9_-]{3,64}$/;

/** A payment as the ledger takes it: the channel's transaction id, the reference paid, centavos, when it was paid. */
export interface ChannelNotification {
  transactionId: string;
  reference: string;
  amount: number;
  timestamp: Date;
}

/** The hex HMAC-SHA256 of `body` with `secret`: what a channel puts in X-Signature. */
export function signNotification(secret: string, body: Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The rate-limit key of an address's refused notifications, whichever channel they named. */
const refusalsKey = (meta: RequestMeta) => `channel-refused:${meta.ip ?? ''}`;

function parseNotification(raw: Buffer): ChannelNotification | null {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const { transactionId, reference, amount, timestamp } = body as Record<string, unknown>;
  const at = typeof timestamp === 'string' ? new Date(timestamp) : null;
  if (typeof transactionId !== 'string' || !TRANSACTION_ID.test(transactionId)) return null;
  if (typeof reference !== 'string' || reference.length === 0 || reference.length > 64) return null;
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0) return null;
  if (!at || Number.isNaN(at.getTime())) return null;
  return { transactionId, reference, amount: amount as number, timestamp: at };
}

const UNIQUE_VIOLATION = '23505';

/** What a recorded payment answers the channel (without whether it is a replay). */
function resultOf(p: ChannelPaymentEntity): Omit<ChannelPaymentResultDto, 'replayed'> {
  return { receiptNumber: p.receiptNumber, outcome: p.outcome, amount: p.amount, toWallet: p.toWallet };
}

/** A notified payment as other modules read it (receipts). */
export type ChannelPaymentRecord = Readonly<Pick<ChannelPaymentEntity, 'memberId' | 'loanId' | 'channel' | 'amount' | 'toWallet' | 'receiptNumber' | 'createdAt'>>;

/** A receipt SMS, sent once the payment is committed. */
export interface Receipt {
  to: string;
  body: string;
}

/** The SMS receipt of a channel's money put in a member's wallet, in the member's language. */
export function cashInReceipt(member: { phoneNumber: string; language: Language }, p: { company: string; receiptNumber: string; channelName: string; amount: number }): Receipt {
  return { to: member.phoneNumber, body: t(member.language, 'apiSms.receiptCashIn', { company: p.company, receipt: p.receiptNumber, channel: p.channelName, amount: formatCentavos(p.amount) }) };
}


/**
 * Payments the channels notify (docs/product.md §7): the signature checked against the channel's
 * secret over the raw body, the timestamp within NOTIFY_WINDOW_MINUTES of our clock, then once per
 * channel and transaction id, in one transaction: a loan's reference pays the loan (the rest above
 * its pay-off to the wallet), a wallet's reference is a cash-in, any other reference is held in the
 * suspense account; each with its receipt number, journal entries, audit event and, after the
 * commit, an SMS receipt. A refused notification moves nothing and is counted (metrics); the
 * first of an address in a window is recorded in the audit log, and an address with too many is
 * turned away until the window ends, so that anonymous forged callbacks cannot fill the log.
 */
@Injectable()
export class ChannelsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly references: PaymentReferencesService,
    private readonly repayments: RepaymentsService,
    private readonly ledger: LedgerService,
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly rateLimits: RateLimitStore,
    private readonly wallClock: WallClock,
    private readonly recoveries: RecoveriesService,
  ) {}

  /** The channel's secret, or 404 for a channel we do not know or that is off, and for all of them unless the generic adapter is chosen. */
  secretOf(channel: string): { channel: PayChannel; secret: string } {
    const secret = isPayChannel(channel) && this.config.paymentsProvider.provider === 'generic' ? this.config.channelSecrets[PAY_CHANNELS[channel].code] : undefined;
    if (!isPayChannel(channel) || !secret) throw Refusal.notFound('apiPayments.unknownChannel');
    return { channel, secret };
  }

  async notify(channelName: string, raw: Buffer | undefined, signature: string | undefined, meta: RequestMeta): Promise<ChannelPaymentResultDto> {
    const { channel, secret } = this.secretOf(channelName);
    await this.turnAwayIfRefusedTooOften(PAY_CHANNELS[channel].code, meta);
    const body = raw ?? Buffer.alloc(0);
    const expected = Buffer.from(signNotification(secret, body), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature ?? '') ? signature! : '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      await this.refused(PAY_CHANNELS[channel].code, 'badSignature', body, meta);
      throw new Refusal(HttpStatus.UNAUTHORIZED, 'apiPayments.badSignature');
    }
    const n = parseNotification(body);
    if (!n) throw Refusal.badRequest('apiPayments.badNotification');
    if (Math.abs(this.clock.now().getTime() - n.timestamp.getTime()) > NOTIFY_WINDOW_MINUTES * 60_000) {
      await this.refused(PAY_CHANNELS[channel].code, 'outsideWindow', body, meta);
      throw Refusal.badRequest('apiPayments.outsideWindow', { minutes: NOTIFY_WINDOW_MINUTES });
    }
    return this.receive(channel, n, meta);
  }

  /**
   * A payment whose sender is proven (a signed notification, or a provider's payment fetched back
   * from it), once per channel and transaction id: a replay answers the first result.
   */
  async receive(channel: PayChannel, n: ChannelNotification, meta: RequestMeta): Promise<ChannelPaymentResultDto> {
    // No channel sends more than its cap in one payment: a larger amount is not a payment of ours.
    const tooLarge = channelAmountRefusal(PAY_CHANNELS[channel].code, n.amount, channelMaxIn(this.config)(PAY_CHANNELS[channel].code));
    if (tooLarge) throw Refusal.fields({ amount: tooLarge });
    const { code } = PAY_CHANNELS[channel];
    const fingerprint = createHash('sha256').update(JSON.stringify([n.reference.replace(/[\s-]/g, ''), n.amount])).digest('hex');
    const transactionKey = channelReferenceKey(n.transactionId);
    const attempt = () =>
      this.dataSource.transaction(async (m): Promise<{ payment: Omit<ChannelPaymentResultDto, 'replayed'>; replayed: boolean; receipt: Receipt | null }> => {
        // One notification of a transaction at a time, in any spelling: a second waits here, then finds the first.
        await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`channel-payment:${code}:${transactionKey}`]);
        const earlier = await m.findOne(ChannelPaymentEntity, { where: { channel: code, transactionKey } });
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) throw Refusal.conflict('apiPayments.transactionReused');
          return { payment: resultOf(earlier), replayed: true, receipt: null };
        }
        const recorded = await this.recordedByOfficer(m, code, n);
        if (recorded) return { payment: recorded, replayed: true, receipt: null };
        const { payment, receipt } = await this.apply(m, channel, n, transactionKey, fingerprint);
        await this.audit.record(
          {
            actorId: payment.memberId,
            action: 'channel.payment',
            target: payment.loanId ?? payment.memberId ?? payment.id,
            meta,
            details: { channel: code, transactionId: n.transactionId, reference: n.reference, amount: n.amount, outcome: payment.outcome, toWallet: payment.toWallet, receiptNumber: payment.receiptNumber },
          },
          m,
        );
        return { payment: resultOf(payment), replayed: false, receipt };
      });
    // An officer recorded the same transaction by hand at the same moment: the second look answers it as a replay.
    const outcome = await attempt().catch((error: { code?: string; constraint?: string }) => {
      const raced = error instanceof Refusal ? error.code === 'repayment.referenceReused' : error.code === UNIQUE_VIOLATION && error.constraint === 'repayments_channel_ref_key';
      if (raced) return attempt();
      throw error;
    });
    if (outcome.receipt) await this.sendReceipt(outcome.receipt);
    return { ...outcome.payment, replayed: outcome.replayed };
  }

  /**
   * The loan payment an officer recorded by hand with this transaction id (POST /officer/payments),
   * as the channel's answer: the same loan's reference and amount is that payment again, anything
   * else reuses the id (409); null when no officer recorded it.
   */
  private async recordedByOfficer(m: EntityManager, channel: string, n: ChannelNotification): Promise<Omit<ChannelPaymentResultDto, 'replayed'> | null> {
    const recorded = await this.repayments.recordedUnder(m, channel, n.transactionId);
    if (!recorded) return null;
    const found = await this.references.find(n.reference, m);
    if (found?.loanId !== recorded.loanId || recorded.amount !== n.amount) throw Refusal.conflict('apiPayments.transactionReused');
    return { receiptNumber: recorded.receiptNumber!, outcome: 'LOAN', amount: recorded.amount, toWallet: 0 };
  }

  /** A notified payment by its receipt number (receipts), or null. */
  byReceiptNumber(receiptNumber: string): Promise<ChannelPaymentRecord | null> {
    return this.dataSource.manager.findOne(ChannelPaymentEntity, { where: { receiptNumber } });
  }

  /** The receipt numbers of cash-ins by their journal entries' movement keys (the wallet's history). */
  async receiptsOfCashIns(movementKeys: string[]): Promise<Map<string, string>> {
    const rows: { key: string; receipt_number: string }[] = movementKeys.length
      ? await this.dataSource.query(`SELECT 'cash-in:' || channel || ':' || transaction_id AS key, receipt_number FROM channel_payments WHERE 'cash-in:' || channel || ':' || transaction_id = ANY($1::text[])`, [movementKeys])
      : [];
    return new Map(rows.map((r) => [r.key, r.receipt_number]));
  }

  private async apply(m: EntityManager, payChannel: PayChannel, n: ChannelNotification, transactionKey: string, fingerprint: string): Promise<{ payment: ChannelPaymentEntity; receipt: Receipt | null }> {
    const { code: channel, name: channelName } = PAY_CHANNELS[payChannel];
    const now = this.clock.now();
    const receiptNumber = await nextReceiptNumber(m);
    const base = { channel, transactionId: n.transactionId, transactionKey, reference: n.reference, amount: n.amount, fingerprint, receiptNumber, paidAt: n.timestamp, createdAt: now };
    const company = this.config.company.shortName;
    const found = await this.references.find(n.reference, m);
    // A closed account takes no money: its payment waits in suspense for staff to return it. Share-locked: an account closing now waits for this payment.
    const owner = found && !(await this.members.findForShare(found.memberId, m)).closedAt ? found : null;

    if (owner?.kind === 'LOAN') {
      const recovered = await this.recoverIfWrittenOff(m, owner, { ...base, channelName });
      if (recovered) return recovered;
      const paid = await this.repayments
        .receiveByReference(m, { loanId: owner.loanId!, amount: n.amount, channel, channelName, transactionId: n.transactionId, receiptNumber, now })
        .catch((error: unknown) => {
          // A loan already paid off (or not running) takes no payment: the money goes to its borrower's wallet.
          if (error instanceof Refusal && (error.code === 'repayment.alreadyPaidOff' || error.code === 'repayment.notRunning')) return null;
          throw error;
        });
      if (paid) {
        const payment = await this.insert(m, { ...base, outcome: 'LOAN', memberId: owner.memberId, loanId: owner.loanId, repaymentId: paid.repayment.id, toWallet: paid.toWallet });
        return { payment, receipt: paid.receipt };
      }
    }
    if (owner) {
      await this.ledger.cashIn(m, { memberId: owner.memberId, amount: n.amount, channel, transactionId: n.transactionId });
      const payment = await this.insert(m, { ...base, outcome: 'WALLET', memberId: owner.memberId, loanId: null, repaymentId: null, toWallet: n.amount });
      const member = await this.members.findOrFail(owner.memberId, m);
      return { payment, receipt: cashInReceipt(member, { company, receiptNumber, channelName, amount: n.amount }) };
    }
    await this.ledger.holdInSuspense(m, { amount: n.amount, channel, transactionId: n.transactionId, reference: n.reference });
    return { payment: await this.insert(m, { ...base, outcome: 'SUSPENSE', memberId: null, loanId: null, repaymentId: null, toWallet: 0 }), receipt: null };
  }

  /**
   * Money to a written-off loan's reference is a recovery, not a repayment (RecoveriesService); what
   * is left above what the loan still owes goes to its borrower's wallet. Null when the loan was not written off.
   */
  private async recoverIfWrittenOff(
    m: EntityManager,
    owner: { memberId: string; loanId: string | null },
    p: Omit<ChannelPaymentEntity, 'id' | 'outcome' | 'memberId' | 'loanId' | 'repaymentId' | 'toWallet'> & { channelName: string },
  ): Promise<{ payment: ChannelPaymentEntity; receipt: Receipt | null } | null> {
    const { channelName, ...base } = p;
    const recovered = await this.recoveries.receiveByChannel(m, { loanId: owner.loanId!, amount: p.amount, channel: p.channel, channelName, transactionId: p.transactionId, receiptNumber: p.receiptNumber, now: p.createdAt });
    if (!recovered) return null;
    if (recovered.excess > 0) await this.ledger.cashIn(m, { memberId: owner.memberId, amount: recovered.excess, channel: p.channel, transactionId: p.transactionId, loanId: owner.loanId! });
    const payment = await this.insert(m, { ...base, outcome: 'RECOVERY', memberId: owner.memberId, loanId: owner.loanId, repaymentId: null, toWallet: recovered.excess });
    const member = await this.members.findOrFail(owner.memberId, m);
    const receipt = recovered.recovery?.sms ?? cashInReceipt(member, { company: this.config.company.shortName, receiptNumber: p.receiptNumber, channelName, amount: p.amount });
    return { payment, receipt };
  }

  private async insert(m: EntityManager, row: Omit<ChannelPaymentEntity, 'id'>): Promise<ChannelPaymentEntity> {
    const { identifiers } = await m.insert(ChannelPaymentEntity, row);
    return m.findOneByOrFail(ChannelPaymentEntity, { id: (identifiers[0] as { id: string }).id });
  }

  private sendReceipt(receipt: Receipt): Promise<void> {
    return this.notifications.sendSms(receipt.to, receipt.body);
  }

  /** 429 for an address that sent too many refused callbacks in the window (`sender`: the channel or provider it named). */
  async turnAwayIfRefusedTooOften(sender: string, meta: RequestMeta): Promise<void> {
    const turnedAwayUntil = await this.rateLimits.blockedUntil([refusalsKey(meta)]);
    if (!turnedAwayUntil) return;
    channelNotificationsRefused.inc({ channel: sender, reason: 'tooMany' });
    throw Refusal.retryLater('apiErrors.tooManyAttempts', Math.max(1, Math.ceil((turnedAwayUntil.getTime() - this.wallClock.now().getTime()) / 1000)));
  }

  /**
   * A refused notification: counted by channel and reason; counted for its address, which is
   * turned away once it has too many in the window; and, the first of its address in the window,
   * kept for the back office (which channel, why, the body's digest, never the body).
   */
  async refused(code: string, reason: 'badSignature' | 'outsideWindow' | 'badCallbackToken', body: Buffer, meta: RequestMeta): Promise<void> {
    channelNotificationsRefused.inc({ channel: code, reason });
    const key = refusalsKey(meta);
    const { hits, windowEndsAt } = await this.rateLimits.hit(key, this.config.rateLimit.windowS * 1000);
    if (hits >= REFUSED_NOTIFICATIONS_PER_WINDOW) await this.rateLimits.block(key, windowEndsAt);
    if (hits > 1) return;
    await this.audit.record({
      actorId: null,
      action: 'channel.notify.refused',
      target: code,
      meta,
      details: { reason, bodySha256: createHash('sha256').update(body).digest('hex'), bytes: body.length, othersCountedUntil: windowEndsAt.toISOString() },
    });
  }
}
