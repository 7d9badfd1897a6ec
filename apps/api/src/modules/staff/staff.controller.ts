import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import type { Spoken } from '../../common/said';
import { FourEyesRequestedDto } from '../four-eyes/dto/four-eyes.dto';
import { CreateStaffDto, StaffAnswerDto, StaffListDto, StaffQueryDto, StaffRolesDto } from './dto/staff.dto';
import { StaffService } from './staff.service';

/**
 * Staff accounts, for admins only. Creating one, resetting its password and changing its roles wait
 * for a second admin (four eyes, kinds staff.create, staff.reset, staff.roles); deactivating is at
 * once. Every operation is audited; changes with before and after.
 */
@Roles('ADMIN')
@Controller('admin/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @ApiOperation({ summary: 'List staff accounts', description: 'Loan officers and admins, active or deactivated, newest first, a page at a time; `q` searches the name and the phone number. Audited.' })
  @ApiOkResponse({ type: StaffListDto })
  list(@CurrentMember() admin: AuthMember, @Query() query: StaffQueryDto, @ReqMeta() meta: RequestMeta): Promise<StaffListDto> {
    return this.staff.list(admin, query, meta);
  }

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask for a staff account',
    description:
      'A loan officer or admin with a phone number, e-mail, name and roles, made when a second admin approves (kind `staff.create`; the subject is the id the account will have). No password is set: an SMS code goes to the phone, with which its owner sets one (POST /authmember/recover/finish). Audited.',
  })
  @ApiAcceptedResponse({ type: FourEyesRequestedDto })
  @ApiConflictResponse({ description: 'The phone number already has an account (`apiStaff.phoneTaken`).' })
  create(@CurrentMember() admin: AuthMember, @Body() body: CreateStaffDto, @ReqMeta() meta: RequestMeta): Promise<FourEyesRequestedDto> {
    return this.staff.create(admin, body, meta);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deactivate a staff account', description: 'Ends its sessions at once and refuses its sign-in from now on. Not one\'s own account, nor the last active admin. Audited with before and after.' })
  @ApiOkResponse({ type: StaffAnswerDto })
  @ApiNotFoundResponse({ description: 'No staff account has this id.' })
  @ApiConflictResponse({ description: 'One\'s own account, the last active admin, or already deactivated.' })
  deactivate(@CurrentMember() admin: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<Spoken<StaffAnswerDto>> {
    return this.staff.deactivate(admin, id, meta);
  }

  @Post(':id/reset')
  @HttpCode(202)
  @ApiOperation({
    summary: "Ask to reset a staff account's password",
    description: 'When a second admin approves (kind `staff.reset`), the password stops working and the sessions end; an SMS code goes to the phone to set a new one (POST /authmember/recover/finish). Audited.',
  })
  @ApiAcceptedResponse({ type: FourEyesRequestedDto })
  @ApiNotFoundResponse({ description: 'No staff account has this id.' })
  @ApiConflictResponse({ description: 'The account is deactivated, or a reset already waits.' })
  reset(@CurrentMember() admin: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<FourEyesRequestedDto> {
    return this.staff.reset(admin, id, meta);
  }

  @Post(':id/roles')
  @HttpCode(202)
  @ApiOperation({
    summary: "Ask to change a staff account's roles",
    description:
      "LOAN_OFFICER, ADMIN or both, in force on the account's next request once a second admin approves (kind `staff.roles`). The last active admin keeps ADMIN (checked at approval: 409 `apiStaff.lastAdmin`). Audited with before and after.",
  })
  @ApiAcceptedResponse({ type: FourEyesRequestedDto })
  @ApiNotFoundResponse({ description: 'No staff account has this id.' })
  @ApiConflictResponse({ description: 'The account is deactivated, or a change of its roles already waits.' })
  setRoles(@CurrentMember() admin: AuthMember, @Param('id') id: string, @Body() body: StaffRolesDto, @ReqMeta() meta: RequestMeta): Promise<FourEyesRequestedDto> {
    return this.staff.setRoles(admin, id, body, meta);
  }
}
