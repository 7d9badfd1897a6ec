import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { listPageRequest, pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import {
  CollectionCaseDto,
  CollectionSmsRequestDto,
  CollectionsDto,
  CollectionsQueryDto,
  ContactRequestDto,
  PromiseRequestDto,
  SmsTemplateDto,
  SmsTemplateListDto,
  SmsTemplateRequestDto,
} from './collections.dto';
import { CollectionsService } from './collections.service';

/** Collections by loan officers (docs/collections.md). Every action audited. */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer')
export class CollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @Get('collections')
  @ApiOperation({ summary: 'List overdue loans by bucket', description: 'Every bucket of days past due (1-30, 31-60, 61-90, 90+) with its counts and amounts, and a page of overdue loans, most days past due first.' })
  @ApiOkResponse({ type: CollectionsDto })
  @ApiBadRequestResponse({ description: '`bucket`, `cursor` or `limit` not understood.' })
  list(@CurrentMember() officer: AuthMember, @Query() query: CollectionsQueryDto, @ReqMeta() meta: RequestMeta): Promise<CollectionsDto> {
    return this.collections.overdue(officer, query.bucket, pageRequest(query), meta);
  }

  @Get('collections/:loanNumber')
  @ApiOperation({ summary: 'Read a collection case', description: "A running loan's days past due and amounts, its contact log, promises to pay and the collection SMS sent." })
  @ApiOkResponse({ type: CollectionCaseDto })
  @ApiNotFoundResponse({ description: 'No running loan with this number.' })
  read(@CurrentMember() officer: AuthMember, @Param('loanNumber') loanNumber: string, @ReqMeta() meta: RequestMeta): Promise<CollectionCaseDto> {
    return this.collections.caseOf(officer, loanNumber, meta);
  }

  @Post('collections/:loanNumber/contacts')
  @ApiOperation({ summary: 'Log a contact', description: 'A call, SMS or visit with the borrower: what happened and the next step.' })
  @ApiCreatedResponse({ type: CollectionCaseDto, description: 'The case with the contact logged.' })
  @ApiBadRequestResponse({ description: 'A field refused.' })
  @ApiNotFoundResponse({ description: 'No running loan with this number.' })
  contact(@CurrentMember() officer: AuthMember, @Param('loanNumber') loanNumber: string, @Body() body: ContactRequestDto, @ReqMeta() meta: RequestMeta): Promise<CollectionCaseDto> {
    return this.collections.logContact(officer, loanNumber, body, meta);
  }

  @Post('collections/:loanNumber/promises')
  @ApiOperation({ summary: 'Log a promise to pay', description: 'A date and an amount the borrower promised; the promises job marks it kept or broken the day after.' })
  @ApiCreatedResponse({ type: CollectionCaseDto, description: 'The case with the promise.' })
  @ApiBadRequestResponse({ description: 'A field refused.' })
  @ApiNotFoundResponse({ description: 'No running loan with this number.' })
  promise(@CurrentMember() officer: AuthMember, @Param('loanNumber') loanNumber: string, @Body() body: PromiseRequestDto, @ReqMeta() meta: RequestMeta): Promise<CollectionCaseDto> {
    return this.collections.promise(officer, loanNumber, body, meta);
  }

  @Post('collections/:loanNumber/sms')
  @ApiOperation({
    summary: 'Send a templated SMS to the borrower',
    description: "A template, in the borrower's language, to the borrower's own number only; refused outside 6 am to 10 pm Manila time and after one today for this loan.",
  })
  @ApiCreatedResponse({ type: CollectionCaseDto, description: 'The case with the message sent.' })
  @ApiBadRequestResponse({ description: "errors.template: 'apiCollections.template' (unknown), 'apiCollections.templateLink' (it holds a link) or 'apiCollections.templateDate' (it writes a date as YYYY-MM-DD)." })
  @ApiNotFoundResponse({ description: 'No running loan with this number.' })
  @ApiConflictResponse({ description: 'Outside 6 am to 10 pm Manila time (apiCollections.quietHours), or one already sent today (apiCollections.oneADay).' })
  sms(@CurrentMember() officer: AuthMember, @Param('loanNumber') loanNumber: string, @Body() body: CollectionSmsRequestDto, @ReqMeta() meta: RequestMeta): Promise<CollectionCaseDto> {
    return this.collections.sendSms(officer, loanNumber, body, meta);
  }

  @Get('sms-templates')
  @ApiOperation({ summary: 'List SMS templates', description: 'The collection SMS templates, in English and Filipino, that an admin keeps.' })
  @ApiOkResponse({ type: SmsTemplateListDto, description: 'By code, a page at a time.' })
  templates(@Query() query: PageQueryDto): Promise<SmsTemplateListDto> {
    return this.collections.templates(listPageRequest(query));
  }
}

/** The templates, kept by admins. */
@Roles('ADMIN')
@Controller('admin')
export class AdminSmsTemplatesController {
  constructor(private readonly collections: CollectionsService) {}

  @Put('sms-templates/:code')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rewrite an SMS template', description: 'Both languages; refused when a text holds a threatening or shaming word, a link, or a placeholder that is not ours. Audited with before and after.' })
  @ApiOkResponse({ type: SmsTemplateDto })
  @ApiBadRequestResponse({ description: 'A text refused.' })
  @ApiNotFoundResponse({ description: 'No such template.' })
  update(@CurrentMember() admin: AuthMember, @Param('code') code: string, @Body() body: SmsTemplateRequestDto, @ReqMeta() meta: RequestMeta): Promise<SmsTemplateDto> {
    return this.collections.updateTemplate(admin, code, body, meta);
  }
}
