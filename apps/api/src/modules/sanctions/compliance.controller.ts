import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { pageRequest } from '../../common/paging';
import { RateLimited } from '../../common/rate-limit';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { CaseDto, CaseListDto, CaseQueryDto, CaseReasonDto, DesignationRequestDto, ListUploadDto, ListVersionDto, ListVersionListDto } from './compliance.dto';
import { ComplianceService } from './compliance.service';
import { UN_LIST_MAX_BYTES } from './un-list';

/** The upload's body: the XML as a JSON string (a quote or line end takes two bytes) and its name. */
const UPLOAD_BODY_BYTES = 2 * UN_LIST_MAX_BYTES + 16 * 1024;

/** The compliance officer's console (docs/aml.md): compliance officers only; every step audited. */
@Roles('COMPLIANCE')
@Controller('compliance')
export class ComplianceController {
  constructor(private readonly compliance: ComplianceService) {}

  @Get('cases')
  @ApiOperation({ summary: 'List sanctions cases', description: 'Possible matches of one status (OPEN by default), newest first, a page at a time. Audited.' })
  @ApiOkResponse({ type: CaseListDto })
  @ApiBadRequestResponse({ description: 'errors.status, errors.cursor, errors.limit' })
  list(@CurrentMember() officer: AuthMember, @Query() query: CaseQueryDto, @ReqMeta() meta: RequestMeta): Promise<CaseListDto> {
    return this.compliance.list(officer, query.status, pageRequest(query), meta);
  }

  @Get('cases/:id')
  @ApiOperation({ summary: 'Read a sanctions case', description: 'The member and the list entry side by side, and the decision once made. Audited.' })
  @ApiOkResponse({ type: CaseDto })
  @ApiNotFoundResponse({ description: 'apiSanctions.caseNotFound' })
  read(@CurrentMember() officer: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<CaseDto> {
    return this.compliance.read(officer, id, meta);
  }

  @Post('cases/:id/clear')
  @HttpCode(200)
  @ApiOperation({ summary: 'Clear a case as a false positive', description: 'With a reason; the same member and entry are not raised again until either changes. Audited.' })
  @ApiOkResponse({ type: CaseDto })
  @ApiBadRequestResponse({ description: 'errors.reason' })
  @ApiNotFoundResponse({ description: 'apiSanctions.caseNotFound' })
  @ApiConflictResponse({ description: 'apiSanctions.caseDecided' })
  clear(@CurrentMember() officer: AuthMember, @Param('id') id: string, @Body() body: CaseReasonDto, @ReqMeta() meta: RequestMeta): Promise<CaseDto> {
    return this.compliance.clear(officer, id, body.reason, meta);
  }

  @Post('cases/:id/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a hit', description: 'With a reason; waits for a second compliance officer or an admin (four eyes), whose check freezes the wallet. Audited.' })
  @ApiOkResponse({ type: CaseDto, description: 'The case, its confirmation waiting.' })
  @ApiBadRequestResponse({ description: 'errors.reason' })
  @ApiNotFoundResponse({ description: 'apiSanctions.caseNotFound' })
  @ApiConflictResponse({ description: 'apiSanctions.caseDecided, apiFourEyes.alreadyWaiting' })
  confirm(@CurrentMember() officer: AuthMember, @Param('id') id: string, @Body() body: CaseReasonDto, @ReqMeta() meta: RequestMeta): Promise<CaseDto> {
    return this.compliance.confirm(officer, id, body.reason, meta);
  }

  @Post('cases/:id/confirm/check')
  @HttpCode(200)
  @ApiOperation({ summary: "Check a colleague's confirmation", description: 'A second compliance officer confirms the hit: the case is CONFIRMED and the wallet frozen. Audited.' })
  @ApiOkResponse({ type: CaseDto })
  @ApiForbiddenResponse({ description: 'apiFourEyes.ownAction' })
  @ApiNotFoundResponse({ description: 'apiSanctions.caseNotFound' })
  @ApiConflictResponse({ description: 'apiSanctions.caseDecided (no confirmation waits)' })
  checkConfirm(@CurrentMember() officer: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<CaseDto> {
    return this.compliance.checkConfirm(officer, id, meta);
  }

  @Get('lists')
  @ApiOperation({ summary: 'List the sanctions list versions', description: 'Every import and designation with its date and counts, newest first.' })
  @ApiOkResponse({ type: ListVersionListDto })
  versions(@Query() query: PageQueryDto): Promise<ListVersionListDto> {
    return this.compliance.versions(pageRequest(query));
  }

  @Post('lists/un')
  @RouteConfig({ bodyLimit: UPLOAD_BODY_BYTES })
  @RateLimited()
  @ApiOperation({ summary: 'Import the UN consolidated list', description: 'The XML as published; a new version with what it added, removed and changed. Members are screened against it by the next scheduled run. Audited.' })
  @ApiCreatedResponse({ type: ListVersionDto })
  @ApiBadRequestResponse({ description: 'errors.xml (apiSanctions.listNotXml, listNotConsolidated, listTooLarge, ...), errors.filename' })
  upload(@CurrentMember() officer: AuthMember, @Body() body: ListUploadDto, @ReqMeta() meta: RequestMeta): Promise<ListVersionDto> {
    return this.compliance.upload(officer, body, meta);
  }

  @Post('designations')
  @ApiOperation({ summary: 'Add a designation by hand', description: 'A person designated by the Anti-Terrorism Council, with the resolution as its source. Audited.' })
  @ApiCreatedResponse({ type: ListVersionDto })
  @ApiBadRequestResponse({ description: 'errors.name, errors.source, errors.birthDate, errors.nationality, errors.aliases' })
  designate(@CurrentMember() officer: AuthMember, @Body() body: DesignationRequestDto, @ReqMeta() meta: RequestMeta): Promise<ListVersionDto> {
    return this.compliance.designate(officer, body, meta);
  }
}
