import { Controller, Get, Injectable, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { AuditService } from '../../common/audit/audit.service';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { Refusal } from '../../common/errors';
import { NextCursor, PageQueryDto } from '../../common/page.dto';
import { listPageRequest, pageInOrder } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { isUuid } from '../../common/uuid';
import { CreditScoreDto } from '../credit-score/credit-score.dto';
import { CreditScoreService } from '../credit-score/credit-score.service';
import { LoanDto } from '../loans/dto/loan.dto';
import { LoansService } from '../loans/loans.service';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import { HistoryPageDto } from '../receipts/dto/receipt.dto';
import { ReceiptsService } from '../receipts/receipts.service';
import { WalletDto } from '../wallets/dto/wallet.dto';
import { WalletsService } from '../wallets/wallets.service';

export class OfficerMemberWalletDto extends HistoryPageDto {
  @ApiProperty({ type: WalletDto, description: 'The balance and what is held for withdrawals, from the ledger.' }) wallet: WalletDto;
}

export class OfficerMemberLoansDto {
  @ApiProperty({ type: LoanDto, isArray: true, description: 'Newest first, one page; each with its whole schedule (due date, amount, paid, status).' }) loans: LoanDto[];
  @NextCursor() nextCursor: string | null;
}

export class OfficerMemberSmsDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time', description: 'When it was written to the outbox.' }) createdAt: string;
  @ApiProperty({ enum: ['notice', 'code'], description: 'code: a code a request waited for (not retried); notice: sent by the outbox job with retries.' }) kind: 'notice' | 'code';
  @ApiProperty({ description: 'The gateway that took it (semaphore, twilio, outbox), or the one to try first while it waits.' }) gateway: string;
  @ApiProperty({ enum: ['queued', 'accepted', 'sent', 'delivered', 'undelivered', 'failed'] }) status: 'queued' | 'accepted' | 'sent' | 'delivered' | 'undelivered' | 'failed';
  @ApiProperty({ type: String, nullable: true, description: "The gateway's own word for the status." }) gatewayStatus: string | null;
  @ApiProperty({ description: 'Rounds through the gateways so far.' }) attempts: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When it is next sent or asked about; null when nothing more is to be done.' }) nextAttemptAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the gateways answered the last time none took it.' }) lastError: string | null;
}

export class OfficerMemberSmsListDto {
  @ApiProperty({ type: OfficerMemberSmsDto, isArray: true, description: 'The newest 20, newest first. No bodies: they may hold codes.' }) messages: OfficerMemberSmsDto[];
}

/**
 * The rest of a borrower's picture for the console (docs/product.md, Officer console): the wallet
 * and its movements, the credit score with its factors, and every loan with its schedule, each read
 * through the module that owns it. Every read is audited like the member's file.
 */
@Injectable()
export class OfficerMemberPictureService {
  constructor(
    private readonly members: MembersService,
    private readonly wallets: WalletsService,
    private readonly receipts: ReceiptsService,
    private readonly scores: CreditScoreService,
    private readonly loanViews: LoansService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async wallet(staff: AuthMember, memberId: string, query: PageQueryDto, meta: RequestMeta): Promise<OfficerMemberWalletDto> {
    const id = await this.existing(memberId);
    const [wallet, history] = await Promise.all([this.wallets.wallet(id), this.receipts.history(id, query)]);
    await this.audit.record({ actorId: staff.id, action: 'officer.member.wallet.view', target: id, meta, details: { paged: Boolean(query.cursor), count: history.items.length } });
    return { wallet, ...history };
  }

  async creditScore(staff: AuthMember, memberId: string, query: PageQueryDto, meta: RequestMeta): Promise<CreditScoreDto> {
    const id = await this.existing(memberId);
    const score = await this.scores.of(id, meta.lang, listPageRequest(query));
    await this.audit.record({ actorId: staff.id, action: 'officer.member.credit-score.view', target: id, meta, details: { score: score.score } });
    return score;
  }

  async loans(staff: AuthMember, memberId: string, query: PageQueryDto, meta: RequestMeta): Promise<OfficerMemberLoansDto> {
    const id = await this.existing(memberId);
    const page = listPageRequest(query);
    const all = (await this.loanViews.allOf(id, meta.lang)).reverse();
    const { rows, nextCursor } = pageInOrder(all, (l) => l.loanNumber, page);
    await this.audit.record({ actorId: staff.id, action: 'officer.member.loans.view', target: id, meta, details: { paged: page.afterKey !== null, count: rows.length } });
    return { loans: rows, nextCursor };
  }

  async sms(staff: AuthMember, memberId: string, meta: RequestMeta): Promise<OfficerMemberSmsListDto> {
    const member = await this.existingMember(memberId);
    const rows = await this.notifications.smsTo(member.phoneNumber, 20);
    await this.audit.record({ actorId: staff.id, action: 'officer.member.sms.view', target: member.id, meta, details: { count: rows.length } });
    return {
      messages: rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        kind: r.kind,
        gateway: r.provider,
        status: r.status,
        gatewayStatus: r.gatewayStatus,
        attempts: r.attempts,
        nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
        lastError: r.lastError,
      })),
    };
  }

  private async existing(memberId: string): Promise<string> {
    return (await this.existingMember(memberId)).id;
  }

  private async existingMember(memberId: string) {
    const member = isUuid(memberId) ? await this.members.find(memberId) : null;
    if (!member) throw Refusal.notFound();
    return member;
  }
}

@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/members')
export class OfficerMemberPictureController {
  constructor(private readonly picture: OfficerMemberPictureService) {}

  @Get(':id/wallet')
  @ApiOperation({ summary: "Read a member's wallet", description: 'The balance, and every movement of the wallet and payment of the loans, newest first, a page at a time. Audited.' })
  @ApiOkResponse({ type: OfficerMemberWalletDto })
  @ApiBadRequestResponse({ description: 'errors.cursor, errors.limit.' })
  @ApiNotFoundResponse()
  wallet(@CurrentMember() staff: AuthMember, @Param('id') id: string, @Query() query: PageQueryDto, @ReqMeta() meta: RequestMeta): Promise<OfficerMemberWalletDto> {
    return this.picture.wallet(staff, id, query, meta);
  }

  @Get(':id/credit-score')
  @ApiOperation({ summary: "Read a member's credit score", description: "The score, its band, each factor with its points and a sentence (in the request's language), and its history a page at a time. Audited." })
  @ApiOkResponse({ type: CreditScoreDto })
  @ApiBadRequestResponse({ description: 'errors.cursor, errors.limit.' })
  @ApiNotFoundResponse()
  creditScore(@CurrentMember() staff: AuthMember, @Param('id') id: string, @Query() query: PageQueryDto, @ReqMeta() meta: RequestMeta): Promise<CreditScoreDto> {
    return this.picture.creditScore(staff, id, query, meta);
  }

  @Get(':id/loans')
  @ApiOperation({ summary: "List a member's loans with their schedules", description: 'Every loan of the member, newest first, a page at a time, each with its whole schedule. Audited.' })
  @ApiOkResponse({ type: OfficerMemberLoansDto })
  @ApiBadRequestResponse({ description: 'errors.cursor, errors.limit.' })
  @ApiNotFoundResponse()
  loans(@CurrentMember() staff: AuthMember, @Param('id') id: string, @Query() query: PageQueryDto, @ReqMeta() meta: RequestMeta): Promise<OfficerMemberLoansDto> {
    return this.picture.loans(staff, id, query, meta);
  }

  @Get(':id/sms')
  @ApiOperation({ summary: "List the SMS sent to a member", description: 'The newest SMS to the member\'s phone with where each stands: gateway, status, attempts (no bodies). Audited.' })
  @ApiOkResponse({ type: OfficerMemberSmsListDto })
  @ApiNotFoundResponse()
  sms(@CurrentMember() staff: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<OfficerMemberSmsListDto> {
    return this.picture.sms(staff, id, meta);
  }
}
