import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { MemberDataDto } from './dto/member-data.dto';
import { MemberDataService } from './member-data.service';

@Controller('member/data')
export class MemberDataController {
  constructor(private readonly data: MemberDataService) {}

  @Get()
  @ApiOperation({
    summary: 'Download my data',
    description: 'Everything the company holds about the signed-in member: the account, the consents with their versions and times, the activation details, every loan, support request and message sent. Each download writes an audit event.',
  })
  @ApiOkResponse({ type: MemberDataDto })
  export(@CurrentMember() me: AuthMember, @ReqMeta() meta: RequestMeta): Promise<MemberDataDto> {
    return this.data.export(me, meta.lang, meta);
  }
}
