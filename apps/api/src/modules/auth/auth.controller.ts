import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SendsCode } from '../otp/sends-code.decorator';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Public } from '../../common/auth/decorators';
import { RateLimited } from '../../common/rate-limit';
import { MessageDto } from '../../common/message.dto';
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


@Controller('authmember')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @RateLimited({ perIpOnly: true })
  @Post('register/check')
  @ApiOperation({
    summary: 'Check sign-up details',
    description: 'Checks the sign-up fields (name, phone, password, consents) without sending anything, so the form can show every refusal at once. A registered number passes like a new one.',
  })
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
  @ApiOperation({
    summary: 'Send a sign-up code',
    description:
      'Checks the sign-up details and sends a one-time code by SMS to the phone number (a code at most every 60 seconds). A registered number is answered the same; its owner gets an SMS saying someone tried to register it, and no code.',
  })
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageDto })
  @SendsCode()
  startRegistration(@Body() body: RegisterStartDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.auth.startRegistration(body, meta);
  }

  @Public()
  // Wrong codes are counted per number and address by the service (FailedAttempts).
  @RateLimited({ perIpOnly: true })
  @Post('register')
  @ApiConflictResponse({ description: 'The phone number was registered between the code and this request: errors.phoneNumber (`apiAuth.phoneTaken`).' })
  @ApiOperation({ summary: 'Register with the code', description: 'Creates the member from the sign-up details and the code sent by SMS, and signs them in.' })
  @ApiCreatedResponse({ type: AuthResultDto })
  register(@Body() body: RegisterDto, @ReqMeta() meta: RequestMeta): Promise<AuthResultDto> {
    return this.auth.register(body, meta);
  }

  @Public()
  // Failed attempts are counted per account and address by the service (FailedAttempts).
  @RateLimited({ perIpOnly: true })
  @Post('login')
  @ApiOperation({ summary: 'Sign in', description: "Signs in with the phone number and password and answers an access token (15 minutes by default) and a refresh token. During a cooldown that others caused, the right password answers 403 and sends a code to the member's phone: send it again with `code`." })
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResultDto })
  @ApiUnauthorizedResponse({ description: 'Wrong phone number or password (`apiAuth.invalidLogin`).' })
  @ApiForbiddenResponse({ description: "The right password during a cooldown that others caused: a code went to the member's phone; send the request again with it as `code`." })
  @SendsCode()
  login(@Body() body: LoginDto, @ReqMeta() meta: RequestMeta): Promise<AuthResultDto> {
    return this.auth.login(body, meta);
  }

  @Public()
  @Post('refresh')
  @ApiOperation({ summary: 'Renew the tokens', description: 'Exchanges a refresh token for a new access token and a new refresh token; the old refresh token stops working.' })
  @HttpCode(200)
  @ApiOkResponse({ type: TokenPairDto })
  @ApiUnauthorizedResponse({ description: 'The refresh token is unknown, expired or revoked: sign in again.' })
  refresh(@Body() body: RefreshDto, @ReqMeta() meta: RequestMeta): Promise<TokenPairDto> {
    return this.auth.refresh(body, meta);
  }

  @Post('logout')
  @ApiOperation({ summary: 'Sign out', description: 'Revokes the session of the given refresh token; the access token stops working at once.' })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  logout(@CurrentMember() me: AuthMember, @Body() body: LogoutDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.auth.logout(me, body, meta);
  }

  @RateLimited({ perIpOnly: true })
  @Post('chpwd')
  @ApiOperation({ summary: 'Change the password', description: "Changes the signed-in member's password after checking the current one; the member's other sessions are signed out." })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  changePassword(@CurrentMember() me: AuthMember, @Body() body: ChangePasswordDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.auth.changePassword(me, body, meta);
  }

  @Public()
  @RateLimited()
  @Post('recover/start')
  @ApiOperation({ summary: 'Send a password recovery code', description: 'Sends a recovery code by SMS to the phone number when it belongs to a member. The answer is the same either way, so it does not tell who is a member.' })
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageDto })
  @SendsCode()
  startRecovery(@Body() body: RecoverStartDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.auth.startRecovery(body, meta);
  }

  @Public()
  @RateLimited({ perIpOnly: true })
  @Post('recover/finish')
  @ApiOperation({ summary: 'Set a new password with the code', description: 'Finishes password recovery: the code sent by SMS and the new password. Every session of the member is signed out.' })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  finishRecovery(@Body() body: RecoverFinishDto, @ReqMeta() meta: RequestMeta): Promise<SaidMessage> {
    return this.auth.finishRecovery(body, meta);
  }
}
