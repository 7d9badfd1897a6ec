import { Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../config/app-config';
import { JWT_AUDIENCE, JWT_ISSUER, type AccessTokenClaims, type TokenSubject } from './auth-member';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject made once: given a string, jsonwebtoken first tries it as a public key on every
      // verify and builds the secret key only after that throws (9 % of the API's CPU under load).
      // passport-jwt hands the key to jsonwebtoken as is; its types know only strings and Buffers.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
  }

  // Stateless on purpose: passport keeps one strategy per name for the whole process, so the
  // session check lives in JwtAuthGuard, which belongs to its own app.
  validate(claims: AccessTokenClaims): TokenSubject {
    return { id: claims.sub, sessionId: claims.sid };
  }
}
