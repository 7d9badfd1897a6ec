import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { sendCsv } from '../../common/csv';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { AddHolidayDto, ComplianceMemberDto, ComplianceMemberListDto, ComplianceMemberQueryDto, DraftSuspiciousDto, FileReportDto, HolidayDto, HolidayListDto, HolidayQueryDto, ReportDto, ReportExportQueryDto, ReportListDto, ReportQueryDto } from './aml-reports.dto';
import { AmlHolidaysService, AmlReportsService } from './aml-reports.service';

/** Covered and suspicious transaction reports (docs/aml.md): compliance officers only; every step audited. */
@Roles('COMPLIANCE')
@Controller('compliance')
export class AmlReportsController {
  constructor(private readonly reports: AmlReportsService) {}

  @Get('reports')
  @ApiOperation({ summary: 'List the transaction reports', description: 'The overdue ones first (unfiled, past their due date), then the others newest first, a page at a time. Audited.' })
  @ApiOkResponse({ type: ReportListDto })
  @ApiBadRequestResponse({ description: 'errors.kind, errors.memberId, errors.cursor, errors.limit' })
  list(@CurrentMember() officer: AuthMember, @Query() query: ReportQueryDto, @ReqMeta() meta: RequestMeta): Promise<ReportListDto> {
    return this.reports.list(officer, query, pageRequest(query), meta);
  }

  @Get('reports/export')
  @ApiOperation({ summary: 'Export reports for the AMLC', description: 'The file layout of docs/aml.md (header, one record per report, trailer), as CSV: unfiled reports of a kind, or those of a period. Audited.' })
  @ApiOkResponse({ content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiBadRequestResponse({ description: 'errors.kind, errors.from, errors.to' })
  async export(@CurrentMember() officer: AuthMember, @Query() query: ReportExportQueryDto, @ReqMeta() meta: RequestMeta, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const file = await this.reports.exportFile(officer, query, meta);
    return sendCsv(res, file.filename, file.csv);
  }

  @Get('reports/:id')
  @ApiOperation({ summary: 'Read a transaction report', description: 'Audited.' })
  @ApiOkResponse({ type: ReportDto })
  @ApiNotFoundResponse({ description: 'apiAml.reportNotFound' })
  read(@CurrentMember() officer: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<ReportDto> {
    return this.reports.read(officer, id, meta);
  }

  @Post('reports/:id/file')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a report filed', description: "With the AMLC's filing reference; once, and the report never changes again. Audited." })
  @ApiOkResponse({ type: ReportDto })
  @ApiBadRequestResponse({ description: 'errors.reference' })
  @ApiNotFoundResponse({ description: 'apiAml.reportNotFound' })
  @ApiConflictResponse({ description: 'apiAml.alreadyFiled' })
  file(@CurrentMember() officer: AuthMember, @Param('id') id: string, @Body() body: FileReportDto, @ReqMeta() meta: RequestMeta): Promise<ReportDto> {
    return this.reports.file(officer, id, body, meta);
  }

  @Get('members')
  @ApiOperation({ summary: 'Find members', description: 'By name or phone number, at most 20, to open a member’s page. Audited.' })
  @ApiOkResponse({ type: ComplianceMemberListDto })
  @ApiBadRequestResponse({ description: 'errors.q' })
  members(@CurrentMember() officer: AuthMember, @Query() query: ComplianceMemberQueryDto, @ReqMeta() meta: RequestMeta): Promise<ComplianceMemberListDto> {
    return this.reports.searchMembers(officer, query.q, meta);
  }

  @Get('members/:memberId')
  @ApiOperation({ summary: 'Read a member', description: 'Who they are, for their reports. Audited.' })
  @ApiOkResponse({ type: ComplianceMemberDto })
  @ApiNotFoundResponse({ description: 'apiAml.memberNotFound' })
  member(@CurrentMember() officer: AuthMember, @Param('memberId') memberId: string, @ReqMeta() meta: RequestMeta): Promise<ComplianceMemberDto> {
    return this.reports.readMember(officer, memberId, meta);
  }

  @Post('members/:memberId/suspicious-reports')
  @ApiOperation({ summary: 'Draft a suspicious transaction report', description: 'From the member’s page: reason codes (docs/aml.md) and a narrative; due five working days later. Audited.' })
  @ApiCreatedResponse({ type: ReportDto })
  @ApiBadRequestResponse({ description: 'errors.reasonCodes, errors.narrative' })
  @ApiNotFoundResponse({ description: 'apiAml.memberNotFound' })
  draft(@CurrentMember() officer: AuthMember, @Param('memberId') memberId: string, @Body() body: DraftSuspiciousDto, @ReqMeta() meta: RequestMeta): Promise<ReportDto> {
    return this.reports.draftSuspicious(officer, memberId, body, meta);
  }
}

/** The holidays that report due dates skip: admins keep them. Every change audited. */
@Roles('ADMIN')
@Controller('admin/holidays')
export class AmlHolidaysController {
  constructor(private readonly holidays: AmlHolidaysService) {}

  @Get()
  @ApiOperation({ summary: 'List the holidays of a year', description: 'The days that working-day due dates skip, besides weekends.' })
  @ApiOkResponse({ type: HolidayListDto })
  @ApiBadRequestResponse({ description: 'errors.year' })
  list(@Query() query: HolidayQueryDto): Promise<HolidayListDto> {
    return this.holidays.list(query.year);
  }

  @Post()
  @ApiOperation({ summary: 'Add a holiday', description: 'Audited.' })
  @ApiCreatedResponse({ type: HolidayDto })
  @ApiBadRequestResponse({ description: 'errors.day (apiAml.day, apiAml.holidayExists), errors.name' })
  add(@CurrentMember() admin: AuthMember, @Body() body: AddHolidayDto, @ReqMeta() meta: RequestMeta): Promise<HolidayDto> {
    return this.holidays.add(admin, body, meta);
  }

  @Delete(':day')
  @ApiOperation({ summary: 'Remove a holiday', description: 'Answers the holiday removed. Due dates already set stay as they are. Audited.' })
  @ApiOkResponse({ type: HolidayDto })
  @ApiNotFoundResponse({ description: 'apiAml.holidayNotFound' })
  remove(@CurrentMember() admin: AuthMember, @Param('day') day: string, @ReqMeta() meta: RequestMeta): Promise<HolidayDto> {
    return this.holidays.remove(admin, day, meta);
  }
}
