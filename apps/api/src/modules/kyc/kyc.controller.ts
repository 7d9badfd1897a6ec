import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import type { Language } from '@halimbawa/domain';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { SendsCode } from '../otp/sends-code.decorator';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { Lang } from '../../common/language';
import { RateLimited } from '../../common/rate-limit';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { BankChangeService } from './bank-change.service';
import { KycSummaryDto } from './dto/kyc-view.dto';
import {
  AddressDto,
  BankChangeFinishedDto,
  BankChangeStartedDto,
  BankDto,
  CodeDto,
  IdentityDto,
  PersonalDto,
  ReferencesDto,
  UpdateStateDto,
} from './dto/wizard.dto';
import { KycService } from './kyc.service';
import type { Spoken } from '../../common/said';

const STEP_ERRORS = ApiBadRequestResponse({
  description: "{message, errors: {field: message}}: message is 'Please complete your information!' when a required field is missing, else the first problem.",
});
const STEP_CONFLICT = ApiConflictResponse({ description: "{message}: 'Please complete the earlier steps first.', or a verified or confirmed value that needs another way to change." });

/** The activation wizard (docs/product.md §2): one PATCH per step, each answering {state}. */
@Controller('member')
export class KycController {
  constructor(
    private readonly kyc: KycService,
    private readonly bankChange: BankChangeService,
  ) {}

  @Get('kyc')
  @ApiOperation({ summary: 'Read the KYC details', description: 'The saved sections for the wizard to pre-fill (null until saved), the documents and the KYC review.' })
  @ApiOkResponse({ type: KycSummaryDto, description: 'The saved sections (for the wizard to pre-fill), the documents and the KYC review.' })
  summary(@CurrentMember() me: AuthMember, @Lang() lang: Language): Promise<KycSummaryDto> {
    return this.kyc.summary(me.id, lang);
  }

  @Patch('update/personal')
  @ApiOperation({ summary: 'Save the personal details', description: "Saves the wizard's personal step (name, birth date, employment, income)." })
  @ApiOkResponse({ type: UpdateStateDto })
  @STEP_ERRORS
  @STEP_CONFLICT
  personal(@CurrentMember() me: AuthMember, @Body() body: PersonalDto, @ReqMeta() meta: RequestMeta): Promise<UpdateStateDto> {
    return this.kyc.savePersonal(me, body, meta);
  }

  @Patch('update/address')
  @ApiOperation({ summary: 'Save the address', description: "Saves the wizard's address step; the earlier steps come first." })
  @ApiOkResponse({ type: UpdateStateDto })
  @STEP_ERRORS
  @STEP_CONFLICT
  address(@CurrentMember() me: AuthMember, @Body() body: AddressDto, @ReqMeta() meta: RequestMeta): Promise<UpdateStateDto> {
    return this.kyc.saveAddress(me, body, meta);
  }

  @Patch('update/references')
  @ApiOperation({ summary: 'Save the references', description: "Saves the wizard's two character references." })
  @ApiOkResponse({ type: UpdateStateDto })
  @STEP_ERRORS
  @STEP_CONFLICT
  references(@CurrentMember() me: AuthMember, @Body() body: ReferencesDto, @ReqMeta() meta: RequestMeta): Promise<UpdateStateDto> {
    return this.kyc.saveReferences(me, body, meta);
  }

  @Patch('update/identity')
  @ApiOperation({ summary: 'Submit the identity step', description: 'Saves the ID details and submits the KYC for review; needs the three images (POST /member/documents) first.' })
  @ApiOkResponse({ type: UpdateStateDto, description: 'Needs the three images (POST /member/documents) first; missing ones are reported under imageIdFront, imageIdBack, imageSelfie.' })
  @STEP_ERRORS
  @STEP_CONFLICT
  identity(@CurrentMember() me: AuthMember, @Body() body: IdentityDto, @ReqMeta() meta: RequestMeta): Promise<UpdateStateDto> {
    return this.kyc.saveIdentity(me, body, meta);
  }

  @Patch('update/bank')
  @ApiOperation({ summary: 'Save the bank account', description: "Saves the wizard's bank account step (first account; changes go through /member/bank/change)." })
  @ApiOkResponse({ type: UpdateStateDto })
  @STEP_ERRORS
  @STEP_CONFLICT
  bank(@CurrentMember() me: AuthMember, @Body() body: BankDto, @ReqMeta() meta: RequestMeta): Promise<UpdateStateDto> {
    return this.kyc.saveBank(me, body, meta);
  }

  @Post('bank/change/start')
  @ApiOperation({ summary: 'Change the bank account', description: "Saves the new bank account as pending and sends a BANK_CHANGE code by SMS to the member's phone." })
  @HttpCode(202)
  @RateLimited({ perIpOnly: true })
  @ApiAcceptedResponse({ type: BankChangeStartedDto, description: 'A BANK_CHANGE code was sent by SMS to the member’s phone.' })
  @STEP_ERRORS
  @ApiConflictResponse({ description: 'The account is not activated yet (use PATCH /member/update/bank).' })
  @SendsCode()
  startBankChange(@CurrentMember() me: AuthMember, @Body() body: BankDto, @ReqMeta() meta: RequestMeta): Promise<Spoken<BankChangeStartedDto>> {
    return this.bankChange.start(me, body, meta);
  }

  @Post('bank/change/finish')
  @ApiOperation({ summary: 'Confirm the new bank account', description: 'Confirms the pending bank account with the code sent by SMS; it becomes active and withdrawals wait 24 hours (withdrawalsAllowedFrom).' })
  @HttpCode(200)
  @RateLimited()
  @ApiOkResponse({ type: BankChangeFinishedDto, description: 'The new account is active; withdrawals wait 24 hours (withdrawalsAllowedFrom).' })
  @ApiBadRequestResponse({ description: "errors.code: 'Invalid OTP. 4 tries left.' ... or 'Please request a new code.'" })
  finishBankChange(@CurrentMember() me: AuthMember, @Body() body: CodeDto, @ReqMeta() meta: RequestMeta): Promise<Spoken<BankChangeFinishedDto>> {
    return this.bankChange.finish(me, body, meta);
  }
}
