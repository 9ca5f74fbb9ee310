import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

// argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): memory-hard, yet cheap enough for
// a small machine to take many sign-ins a second.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  private decoy?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  verify(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password);
  }

  /**
   * Spends the time of one verification against a hash no password matches, so an unknown
   * username answers as slowly as a wrong password and does not reveal which names exist.
   */
  async verifyNothing(password: string): Promise<false> {
    this.decoy ??= this.hash(`decoy-${Math.random()}`);
    await argon2.verify(await this.decoy, password);
    return false;
  }
}
