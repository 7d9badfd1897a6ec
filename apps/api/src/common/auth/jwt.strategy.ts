import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../config/app-config';
import { JWT_AUDIENCE, JWT_ISSUER, type AccessTokenClaims, type AuthMember } from './auth-member';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
  }

  // Stateless on purpose: passport keeps one strategy per name for the whole process, so the
  // session check lives in JwtAuthGuard, which belongs to its own app.
  validate(claims: AccessTokenClaims): AuthMember {
    return { id: claims.sub, phoneNumber: claims.phone, roles: claims.roles, sessionId: claims.sid };
  }
}
