import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActiveSessions } from '../../common/auth/active-sessions';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../common/auth/auth-member';
import { AppConfig } from '../../config/app-config';
import { MembersModule } from '../members/members.module';
import { OtpModule } from '../otp/otp.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionCache } from './session-cache';
import { SessionEntity } from './session.entity';
import { SessionsService } from './sessions.service';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // A KeyObject made once: given a string, jsonwebtoken first tries it as a public key on every
        // verify and builds the secret key only after that throws (9 % of the API's CPU under load).
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
        signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlS, issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
        // JwtAuthGuard verifies every access token with these.
        verifyOptions: { algorithms: ['HS256'], issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
      }),
    }),
    TypeOrmModule.forFeature([SessionEntity, RefreshTokenEntity]),
    MembersModule,
    OtpModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, SessionsService, SessionCache, { provide: ActiveSessions, useExisting: SessionsService }, PasswordHasher],
  exports: [PasswordHasher, ActiveSessions, JwtModule],
})
export class AuthModule {}
