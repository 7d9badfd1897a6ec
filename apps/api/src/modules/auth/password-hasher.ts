import { Injectable, type OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AppConfig } from '../../config/app-config';

/** argon2id with OWASP's parameters (memory configurable); also used by the seed. */
export function hashPassword(password: string, memoryKib: number): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: memoryKib, timeCost: 2, parallelism: 1 });
}

@Injectable()
export class PasswordHasher implements OnModuleInit {
  /** Checked against when the phone number is unknown, so both answers take the same time. */
  private dummyHash = '';

  constructor(private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    this.dummyHash = await this.hash('Dummy-password-1');
  }

  hash(password: string): Promise<string> {
    return hashPassword(password, this.config.argon2MemoryKib);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) {
      await argon2.verify(this.dummyHash, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}
