import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Public } from '../../common/auth/decorators';
import { RateLimited } from '../../common/rate-limit';
import { CodedRefusalDto, MessageDto } from '../../common/message.dto';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import {
  AuthResultDto,
  ChangePasswordDto,
  LoginDto,
  LogoutDto,
  OkDto,
  RecoverFinishDto,
  RecoverStartDto,
  RefreshDto,
  RegisterDto,
  RegisterStartDto,
  RegisterStep1Dto,
  TokenPairDto,
} from './dto/auth.dto';
import { AuthService } from './auth.service';
import type { SaidMessage } from '../../common/said';

@ApiTags('auth')
@Controller('authmember')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @RateLimited({ perIpOnly: true })
  @Post('register/check')
  @HttpCode(200)
  @ApiOkResponse({ type: OkDto })
  async checkRegistration(@Body() body: RegisterStep1Dto): Promise<OkDto> {
    await this.auth.checkRegistration(body);
    return { ok: true };
  }

  @Public()
  // Code requests are counted per number and address by the service (FailedAttempts.spend).
  @RateLimited({ perIpOnly: true })
  @Post('register/start')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageDto })
  startRegistration(@Body() body: RegisterStartDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.auth.startRegistration(body, meta);
  }

  @Public()
  // Wrong codes are counted per number and address by the service (FailedAttempts).
  @RateLimited({ perIpOnly: true })
  @Post('register')
  @ApiCreatedResponse({ type: AuthResultDto })
  register(@Body() body: RegisterDto, @ReqMeta() meta: RequestMeta): Promise<AuthResultDto> {
    return this.auth.register(body, meta);
  }

  @Public()
  // Failed attempts are counted per account and address by the service (FailedAttempts).
  @RateLimited({ perIpOnly: true })
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResultDto })
  @ApiForbiddenResponse({ type: CodedRefusalDto, description: 'SIGN_IN_CODE_REQUIRED: the right password during a cooldown; a code went to the member\'s phone, send it as `code`.' })
  login(@Body() body: LoginDto, @ReqMeta() meta: RequestMeta): Promise<AuthResultDto> {
    return this.auth.login(body, meta);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenPairDto })
  refresh(@Body() body: RefreshDto, @ReqMeta() meta: RequestMeta): Promise<TokenPairDto> {
    return this.auth.refresh(body, meta);
  }

  @ApiBearerAuth()
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  logout(@CurrentMember() me: AuthMember, @Body() body: LogoutDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.auth.logout(me, body, meta);
  }

  @ApiBearerAuth()
  @RateLimited({ perIpOnly: true })
  @Post('chpwd')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  changePassword(@CurrentMember() me: AuthMember, @Body() body: ChangePasswordDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.auth.changePassword(me, body, meta);
  }

  @Public()
  @RateLimited()
  @Post('recover/start')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageDto })
  startRecovery(@Body() body: RecoverStartDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.auth.startRecovery(body, meta);
  }

  @Public()
  @RateLimited({ perIpOnly: true })
  @Post('recover/finish')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  finishRecovery(@Body() body: RecoverFinishDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.auth.finishRecovery(body, meta);
  }
}
