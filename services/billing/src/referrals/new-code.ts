import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code is read off a screen or a flyer and typed again.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RANDOM_CHARACTERS = 10;

/** The shape of a code an operator chooses: letters, digits and inner hyphens. */
export const CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{1,62}[A-Z0-9])$/i;

/** A fresh code, `HS-` and ten random characters (about 49 bits: not worth guessing). */
export function newReferralCode(): string {
  let code = 'HS-';
  for (let i = 0; i < RANDOM_CHARACTERS; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
