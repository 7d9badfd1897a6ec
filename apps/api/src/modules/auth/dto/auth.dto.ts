import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MESSAGES,
  validateLogin,
  validatePasswordChange,
  validateRecoveryFinish,
  validateRecoveryStart,
  validateRegisterStep1,
  validateRegisterStep2,
} from '@halimbawa/domain';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { DomainField, DomainForm, RequiredText } from '../../../common/domain-field.decorator';
import { MemberDto } from '../../members/dto/member.dto';

/** Register step 1, also checked on its own by /authmember/register/check. */
@DomainForm(validateRegisterStep1)
export class RegisterStep1Dto {
  @DomainField('phoneCountry', { optional: true }) phoneCountry?: string;
  @DomainField('phoneNumber') phoneNumber: string;
  @DomainField('email') email: string;
  @DomainField('fullName') fullName: string;
  @DomainField('password') password: string;
  @DomainField('confirmPassword') confirmPassword: string;
}

@DomainForm((v) => ({ ...validateRegisterStep1(v), ...validateRegisterStep2(v) }))
export class RegisterDto extends RegisterStep1Dto {
  @DomainField('workPlaceCountry') workPlaceCountry: string;
  @DomainField('workLocation') workLocation: string;
  @DomainField('jobTitle') jobTitle: string;
  @DomainField('jobCategory') jobCategory: string;
  /** Whole pesos. */
  @DomainField('monthlyNetIncome') monthlyNetIncome: string;
}

@DomainForm(validateLogin)
export class LoginDto {
  @DomainField('phoneCountry', { optional: true }) phoneCountry?: string;
  @DomainField('phoneNumber') phoneNumber: string;
  // Only required: existing passwords are not held to today's strength rule.
  @RequiredText(MESSAGES.loginPassword, 200) password: string;
}

export class RefreshDto {
  @RequiredText('Your login has expired.', 200) refreshToken: string;
}

export class LogoutDto {
  @ApiPropertyOptional({ description: "The session's refresh token; without it the access token's session ends." })
  @IsOptional()
  @IsString({ message: 'Your login has expired.' })
  @MaxLength(200, { message: 'Your login has expired.' })
  refreshToken?: string;
}

@DomainForm(validatePasswordChange)
export class ChangePasswordDto {
  @DomainField('currentPassword') currentPassword: string;
  @DomainField('password') password: string;
  @DomainField('confirmPassword') confirmPassword: string;
}

@DomainForm(validateRecoveryStart)
export class RecoverStartDto {
  @DomainField('phoneCountry', { optional: true }) phoneCountry?: string;
  @DomainField('phoneNumber') phoneNumber: string;
}

@DomainForm(validateRecoveryFinish)
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
  @ApiProperty({ example: true }) ok: true;
}
