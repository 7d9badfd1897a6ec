// The floor the API's stack sets, for bench:api: NestJS on Fastify with a passport-jwt guard, as the
// API is built, and nothing of the product. GET /constant answers a fixed wallet-shaped body once the
// bearer token is verified; GET /one-read does the same after one TypeORM query on PostgreSQL, as the
// least a read of a member's own data can do. Beside the API's rows, it shows how much of a request's
// CPU is the framework's before any product code runs.
//
//   node scripts/bench/stack-floor.mjs PORT   with JWT_SECRET (the API's) and DATABASE_URL
import 'reflect-metadata';
import { Controller, Get, Injectable, Module, UseGuards } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AuthGuard, PassportModule, PassportStrategy } from '@nestjs/passport';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';

const port = Number(process.argv[2]);
const database = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, poolSize: 10 });

// Plain JavaScript: the decorators are applied as the functions they are.
class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor() {
    // A KeyObject, as the API's strategy gives it: a string would be tried as a public key first on every verify.
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: createSecretKey(Buffer.from(process.env.JWT_SECRET, 'utf8')), algorithms: ['HS256'] });
  }

  validate(payload) {
    return { id: payload.sub };
  }
}
Injectable()(JwtStrategy);

class FloorController {
  constant() {
    return { balance: '0.00', currency: 'PHP' };
  }

  async oneRead() {
    const [row] = await database.query('SELECT $1::bigint AS balance', ['0']);
    return { balance: row.balance, currency: 'PHP' };
  }
}
for (const [method, path] of [['constant', 'constant'], ['oneRead', 'one-read']]) {
  Get(path)(FloorController.prototype, method, Object.getOwnPropertyDescriptor(FloorController.prototype, method));
}
UseGuards(AuthGuard('jwt'))(FloorController);
Controller()(FloorController);

class FloorModule {}
Module({ imports: [PassportModule], controllers: [FloorController], providers: [JwtStrategy] })(FloorModule);

await database.initialize();
const app = await NestFactory.create(FloorModule, new FastifyAdapter(), { logger: false });
await app.listen(port, '127.0.0.1');
process.on('SIGTERM', () => void app.close().then(() => database.destroy()).then(() => process.exit(0)));
