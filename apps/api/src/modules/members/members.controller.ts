import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { InfoStateDto, MemberDto, toMemberDto } from './dto/member.dto';
import { MembersService } from './members.service';
@Controller()
export class MembersController {
  constructor(private readonly members: MembersService) {}

  /** The signed-in member's own details: a read, so it changes nothing (and drops no cache). */
  @Get('member/me')
  @ApiOperation({ summary: 'Read the signed-in member', description: "The signed-in member's own details, as a read (the same as POST /misc/phonenumber)." })
  @ApiOkResponse({ type: MemberDto })
  async read(@CurrentMember() me: AuthMember): Promise<MemberDto> {
    return toMemberDto(await this.members.get(me.id));
  }

  /** The same as GET /member/me for the callers of the original API (the phone comes from the token). */
  @Post('misc/phonenumber')
  @ApiOperation({ summary: 'Read the signed-in member', description: "The signed-in member's own details (the path is historical: the phone comes from the token)." })
  @HttpCode(200)
  @ApiOkResponse({ type: MemberDto })
  async me(@CurrentMember() me: AuthMember): Promise<MemberDto> {
    return toMemberDto(await this.members.get(me.id));
  }

  @Post('member/infostate')
  @ApiOperation({ summary: 'Move the KYC wizard', description: 'Records the wizard step the member is on.' })
  @HttpCode(200)
  @ApiOkResponse({ type: InfoStateDto })
  async infoState(@CurrentMember() me: AuthMember): Promise<InfoStateDto> {
    return { state: (await this.members.get(me.id)).infoState };
  }
}
