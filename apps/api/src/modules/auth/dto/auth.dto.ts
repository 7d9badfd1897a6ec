import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES, checkField, t, validateRegisterStep1, validateRegisterStep2, type FieldErrors, type FormValues } from '@halimbawa/domain';
import { AsText, DomainField, RequestField } from '../../../common/domain-field.decorator';
import { MemberDto } from '../../members/dto/member.dto';

// Checked in AuthService with libs/domain's validateRegisterStep1, validateLogin, ... (the web's
// forms), or with the validators below for the API-only bodies.

/** Register step 1, also checked on its own by /authmember/register/check. */
export class RegisterStep1Dto {
  @DomainField('phoneCountry', { required: false }) phoneCountry?: string;
  @DomainField('phoneNumber') phoneNumber: string;
  @DomainField('email') email: string;
  @DomainField('fullName') fullName: string;
  @DomainField('password') password: string;
  @DomainField('confirmPassword') confirmPassword: string;
  @DomainField('agreeTerms', { description: 'Agreement to the Terms and Conditions and the Privacy notice: "on" from a form, true from JSON.' })
  agreeTerms: string;
}

/** Both steps: POST /authmember/register/start checks them and sends the SIGNUP code to the phone. */
export class RegisterStartDto extends RegisterStep1Dto {
  @DomainField('workPlaceCountry') workPlaceCountry: string;
  @DomainField('workLocation') workLocation: string;
  @DomainField('jobTitle') jobTitle: string;
  @DomainField('jobCategory') jobCategory: string;
  @DomainField('monthlyNetIncome', { description: 'Whole pesos.', number: 'integer' }) monthlyNetIncome: string;
}

/** Both steps and the SIGNUP code: POST /authmember/register creates the account. */
export class RegisterDto extends RegisterStartDto {
  @DomainField('code', { description: 'The 6-digit code sent by SMS to phoneNumber (POST /authmember/register/start).' }) code: string;
}

/** Both registration steps. */
export function validateRegistration(body: FormValues): FieldErrors {
  return { ...validateRegisterStep1(body), ...validateRegisterStep2(body) };
}

/** Both registration steps and the code. */
export function validateRegistrationWithCode(body: FormValues): FieldErrors {
  const value: unknown = (body as Partial<RegisterDto>).code;
  const code = checkField('code', typeof value === 'string' ? value : undefined);
  return { ...validateRegistration(body), ...(code ? { code } : {}) };
}

export class LoginDto {
  @DomainField('phoneCountry', { required: false }) phoneCountry?: string;
  @DomainField('phoneNumber') phoneNumber: string;
  // Only required: existing passwords are not held to today's strength rule.
  @RequestField({ type: String, maxLength: 200, description: MESSAGES.loginPassword })
  @AsText()
  password: string;
  /** Only when the answer was 403 `apiAuth.signInCodeSent`: the code then sent to the member's phone. */
  @DomainField('code', { required: false, description: 'The 6-digit code sent by SMS after a 403 `apiAuth.signInCodeSent` or `apiAuth.staffCodeSent`.' }) code?: string;
  /** Staff only: the sign-in the code belongs to, as the 403 `apiAuth.staffCodeSent` named it (params.reference). */
  @RequestField({
    type: String,
    required: false,
    pattern: '^[A-Z]{6}$',
    description:
      'Staff only: the reference of the sign-in that the 403 `apiAuth.staffCodeSent` named (params.reference). With `code`, the code is checked against that sign-in; without it, the code of that sign-in is sent again (60 seconds apart).',
  })
  @AsText()
  signInReference?: string;
}

const EXPIRED = t('en', 'apiErrors.sessionEnded');
const TOKEN_MAX_LENGTH = 200;

export class RefreshDto {
  @RequestField({ type: String, maxLength: TOKEN_MAX_LENGTH, description: EXPIRED })
  @AsText()
  refreshToken: string;
}

/** POST /authmember/refresh: a token is required. */
export function validateRefresh(body: RefreshDto): FieldErrors {
  const token: unknown = body.refreshToken;
  return typeof token === 'string' && token !== '' && token.length <= TOKEN_MAX_LENGTH ? {} : { refreshToken: { code: 'apiErrors.sessionEnded' } };
}

export class LogoutDto {
  @RequestField({ type: String, required: false, maxLength: TOKEN_MAX_LENGTH, description: "The session's refresh token; without it the access token's session ends." })
  refreshToken?: string;
}

/** POST /authmember/logout: the token is optional, but text when given. */
export function validateLogout(body: LogoutDto): FieldErrors {
  const token: unknown = body.refreshToken;
  if (token === undefined || token === null) return {};
  return typeof token === 'string' && token.length <= TOKEN_MAX_LENGTH ? {} : { refreshToken: { code: 'apiErrors.sessionEnded' } };
}

export class ChangePasswordDto {
  @DomainField('currentPassword') currentPassword: string;
  @DomainField('password') password: string;
  @DomainField('confirmPassword') confirmPassword: string;
}

export class RecoverStartDto {
  @DomainField('phoneCountry', { required: false }) phoneCountry?: string;
  @DomainField('phoneNumber') phoneNumber: string;
}

export class RecoverFinishDto extends RecoverStartDto {
  @DomainField('code') code: string;
  @DomainField('password') password: string;
  @DomainField('confirmPassword') confirmPassword: string;
}

export class TokenPairDto {
  @ApiProperty({ description: 'JWT, valid ACCESS_TOKEN_TTL_S seconds' }) accessToken: string;
  @ApiProperty({ description: 'Opaque; single use (rotates on /authmember/refresh)' }) refreshToken: string;
}

export class AuthResultDto extends TokenPairDto {
  @ApiProperty({ type: MemberDto }) member: MemberDto;
}

export class OkDto {
  @ApiProperty({ type: 'boolean', enum: [true] }) ok: true;
}
