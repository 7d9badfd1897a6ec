import { SanctionsModule } from '../sanctions/sanctions.module';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActiveSessions } from '../../common/auth/active-sessions';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../common/auth/auth-member';
import { JwtStrategy } from '../../common/auth/jwt.strategy';
import { AppConfig } from '../../config/app-config';
import { MembersModule } from '../members/members.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OtpModule } from '../otp/otp.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';
import { SessionsService } from './sessions.service';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlS, issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
      }),
    }),
    TypeOrmModule.forFeature([SessionEntity, RefreshTokenEntity]),
    MembersModule,
    NotificationsModule,
    OtpModule,
    SanctionsModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, SessionsService, { provide: ActiveSessions, useExisting: SessionsService }, PasswordHasher, JwtStrategy],
  exports: [PasswordHasher, ActiveSessions, SessionsService],
})
export class AuthModule {}
