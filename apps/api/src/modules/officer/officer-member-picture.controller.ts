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

  private async existing(memberId: string): Promise<string> {
    const member = isUuid(memberId) ? await this.members.find(memberId) : null;
    if (!member) throw Refusal.notFound();
    return member.id;
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
}
