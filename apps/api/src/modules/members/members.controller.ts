import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { InfoStateDto, MemberDto, toMemberDto } from './dto/member.dto';
import { MembersService } from './members.service';

@ApiTags('member')
@ApiBearerAuth()
@Controller()
export class MembersController {
  constructor(private readonly members: MembersService) {}

  /** The signed-in member's own details: a read, so it changes nothing (and drops no cache). */
  @Get('member/me')
  @ApiOkResponse({ type: MemberDto })
  async read(@CurrentMember() me: AuthMember): Promise<MemberDto> {
    return toMemberDto(await this.members.get(me.id));
  }

  /** The same as GET /member/me for the callers of the original API (the phone comes from the token). */
  @Post('misc/phonenumber')
  @HttpCode(200)
  @ApiOkResponse({ type: MemberDto })
  async me(@CurrentMember() me: AuthMember): Promise<MemberDto> {
    return toMemberDto(await this.members.get(me.id));
  }

  @Post('member/infostate')
  @HttpCode(200)
  @ApiOkResponse({ type: InfoStateDto })
  async infoState(@CurrentMember() me: AuthMember): Promise<InfoStateDto> {
    return { state: (await this.members.get(me.id)).infoState };
  }
}
