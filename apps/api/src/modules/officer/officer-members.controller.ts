import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { t, type Language } from '@halimbawa/domain';
import type { FastifyReply } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { Lang } from '../../common/language';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { IMAGE_CONTENT, IMAGE_SIZE_QUERY, READS_LIMITED, sendImage } from '../documents/documents.controller';
import { DocumentsService } from '../documents/documents.service';
import { KycDecisionDto, KycReasonListDto, OfficerMemberDetailDto, OfficerMemberListDto, OfficerMembersQueryDto } from '../kyc/dto/officer-kyc.dto';
import { PageQueryDto } from '../../common/page.dto';
import { listPageRequest, pageInOrder, pageRequest } from '../../common/paging';
import { KYC_REASON_CODES, KYC_REJECTION_REASONS } from '../kyc/kyc-reasons';
import { KycReviewService } from '../kyc/kyc-review.service';

/** KYC review by loan officers (docs/product.md §6). Members get 403; every action writes an audit event. */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer')
export class OfficerMembersController {
  constructor(
    private readonly review: KycReviewService,
    private readonly documents: DocumentsService,
  ) {}

  @Get('kyc-reasons')
  @ApiOperation({ summary: 'List KYC rejection reasons', description: "The fixed list of KYC rejection reasons with the words the member reads, in the request's language." })
  @ApiOkResponse({ type: KycReasonListDto, description: "The fixed list of rejection reasons, with the words the member reads, in the request's language (Accept-Language), a page at a time." })
  reasons(@Query() query: PageQueryDto, @Lang() lang: Language): KycReasonListDto {
    const { rows, nextCursor } = pageInOrder(KYC_REASON_CODES, (code) => code, listPageRequest(query));
    return { reasons: rows.map((code) => ({ code, message: t(lang, `apiKyc.reason.${code}`), step: KYC_REJECTION_REASONS[code].step })), nextCursor };
  }

  @Get('members')
  @ApiOperation({ summary: 'List members for KYC review', description: 'Members who submitted an ID, newest submission first, a page at a time; `q` searches name and phone.' })
  @ApiOkResponse({ type: OfficerMemberListDto, description: 'Members who submitted an ID, newest submission first, a page at a time (`nextCursor`).' })
  list(@CurrentMember() officer: AuthMember, @Query() query: OfficerMembersQueryDto, @ReqMeta() meta: RequestMeta): Promise<OfficerMemberListDto> {
    return this.review.list(officer, query.kyc, pageRequest(query), meta);
  }

  @Get('members/:id')
  @ApiOperation({ summary: 'Read a member', description: "A member's KYC sections, documents and review for a decision. Audited." })
  @ApiOkResponse({ type: OfficerMemberDetailDto })
  @ApiNotFoundResponse()
  detail(@CurrentMember() officer: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<OfficerMemberDetailDto> {
    return this.review.detail(officer, id, meta);
  }

  @Post('members/:id/kyc')
  @ApiOperation({ summary: "Decide a member's KYC", description: 'VERIFIED, or REJECTED with a reason code (GET /officer/kyc-reasons), which moves the member back to the step to resubmit.' })
  @HttpCode(200)
  @ApiOkResponse({ type: OfficerMemberDetailDto, description: 'The member after the decision. A rejection moves the member back to the step to resubmit.' })
  @ApiConflictResponse({ description: 'Not waiting for review (no ID submitted, or already decided).' })
  decide(@CurrentMember() officer: AuthMember, @Param('id') id: string, @Body() body: KycDecisionDto, @ReqMeta() meta: RequestMeta): Promise<OfficerMemberDetailDto> {
    return this.review.decide(officer, id, body, meta);
  }

  @Get('documents/:id')
  @ApiOperation({ summary: "View a member's identity photo", description: "A member's ID photo or selfie for KYC review. Each view writes an audit event." })
  @IMAGE_SIZE_QUERY
  @ApiOkResponse({ description: 'The image (Cache-Control: private, no-store). Each view writes an audit event.', content: IMAGE_CONTENT })
  @ApiNotFoundResponse()
  @READS_LIMITED
  async document(
    @CurrentMember() officer: AuthMember,
    @Param('id') id: string,
    @Query('size') size: string | undefined,
    @ReqMeta() meta: RequestMeta,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return sendImage(res, await this.documents.readForOfficer(officer, id, size, meta));
  }
}
