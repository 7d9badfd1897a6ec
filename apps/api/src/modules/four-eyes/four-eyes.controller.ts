import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { CheckPendingActionDto, PendingActionDto, PendingActionListDto, PendingActionsQueryDto } from './dto/four-eyes.dto';
import { FourEyesService } from './four-eyes.service';

/** The checker's inbox (docs/decisions/016-four-eyes.md): staff only; the maker of an action cannot check it. */
@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer/four-eyes')
export class FourEyesController {
  constructor(private readonly fourEyes: FourEyesService) {}

  @Get()
  @ApiOperation({ summary: 'List actions for a second check', description: 'Actions of one status (PENDING by default), newest first, a page at a time; `mine` marks those the caller made, which someone else must check. Audited.' })
  @ApiOkResponse({ type: PendingActionListDto, description: 'Newest first, a page at a time (`nextCursor`).' })
  @ApiBadRequestResponse({ description: 'errors.status, errors.kind, errors.cursor, errors.limit' })
  list(@CurrentMember() staff: AuthMember, @Query() query: PendingActionsQueryDto, @ReqMeta() meta: RequestMeta): Promise<PendingActionListDto> {
    return this.fourEyes.list(staff, { status: query.status, kind: query.kind }, pageRequest(query), meta);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Read an action for a second check', description: 'One action with its maker, and its checker once checked.' })
  @ApiOkResponse({ type: PendingActionDto })
  @ApiNotFoundResponse({ description: "'There is no such action.'" })
  read(@CurrentMember() staff: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<PendingActionDto> {
    return this.fourEyes.read(staff, id, meta.lang);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve an action', description: 'A staff member other than its maker approves it, and it is carried out in the same transaction. Audited.' })
  @ApiOkResponse({ type: PendingActionDto, description: 'APPROVED, carried out.' })
  @ApiBadRequestResponse({ description: 'errors.note, or what carrying it out refused' })
  @ApiForbiddenResponse({ description: "'You made this action, so a different staff member must check it.'" })
  @ApiNotFoundResponse({ description: "'There is no such action.'" })
  @ApiConflictResponse({ description: "apiFourEyes.notPending ('This action was already checked.'), apiFourEyes.withdrawn (its subject closed or its maker deactivated), or what carrying it out refused" })
  approve(@CurrentMember() staff: AuthMember, @Param('id') id: string, @Body() body: CheckPendingActionDto, @ReqMeta() meta: RequestMeta): Promise<PendingActionDto> {
    return this.fourEyes.approve(staff, id, body.note, meta);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject an action', description: 'A staff member other than its maker rejects it with a note; nothing of it is carried out. Audited.' })
  @ApiOkResponse({ type: PendingActionDto, description: 'REJECTED.' })
  @ApiBadRequestResponse({ description: "errors.note: 'Write why you reject it.'" })
  @ApiForbiddenResponse({ description: "'You made this action, so a different staff member must check it.'" })
  @ApiNotFoundResponse({ description: "'There is no such action.'" })
  @ApiConflictResponse({ description: "'This action was already checked.'" })
  reject(@CurrentMember() staff: AuthMember, @Param('id') id: string, @Body() body: CheckPendingActionDto, @ReqMeta() meta: RequestMeta): Promise<PendingActionDto> {
    return this.fourEyes.reject(staff, id, body.note, meta);
  }
}
