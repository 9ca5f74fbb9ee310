import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { identifierText } from '../text/text-fields.schema';
import { ZodValidationPipe } from './zod-validation.pipe';

const INT32_MAX = 2_147_483_647;
const INT64_MAX = 9_223_372_036_854_775_807n;

const malformed = (entity: string) => `${entity} id must be a positive whole number.`;

/** A positive int64 written as plain digits: how a PostgreSQL bigint id travels as text. */
export function isInt64Id(text: string): boolean {
  return /^[1-9]\d{0,18}$/.test(text) && BigInt(text) <= INT64_MAX;
}

/** A spring id as text (a path or a query parameter): a positive int32, parsed to a number. */
export const springIdText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, malformed('Spring'))
  .transform(Number)
  .refine((id) => id <= INT32_MAX, malformed('Spring'));

/**
 * A spring id in a path (`@Param('id', SpringIdPipe) springId: number`): a positive int32, the
 * same in every service that names springs; anything else is a 400.
 */
@Injectable()
export class SpringIdPipe extends ZodValidationPipe<typeof springIdText> {
  constructor() {
    super(springIdText);
  }
}

/**
 * An int64 id in a path, kept as text (`@Param('id', new Int64IdPipe('Review')) id: string`);
 * anything else is a 400 naming the entity.
 */
export class Int64IdPipe extends ZodValidationPipe<z.ZodString> {
  constructor(entity: string) {
    super(z.string().refine(isInt64Id, malformed(entity)));
  }
}

const USERNAME = 'Username must be 1 to 100 characters.';
const username = identifierText('Username', { max: 100, notText: USERNAME, tooLong: USERNAME }).min(
  1,
  USERNAME,
);

/**
 * A username in a path (`@Param('username', UsernamePipe) username: string`), as every service
 * looks people up: identifier text (no control, direction or zero-width characters), NFC,
 * trimmed, 1 to 100 characters; anything else is a 400. A name that passes and belongs to nobody
 * is the route's own answer (404 or an empty list).
 */
@Injectable()
export class UsernamePipe extends ZodValidationPipe<typeof username> {
  constructor() {
    super(username);
  }
}
