import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { isInt64Id } from '../http/path-ids.pipe';

/** The signed-in user a request comes from, as the gateway vouches for it. */
export interface Caller {
  id: string;
  username: string;
}

export const NOT_SIGNED_IN = 'You must be logged in.';

/**
 * Reads the identity headers the gateway sets after checking the session (it removes any that
 * arrive from outside). Anything malformed counts as signed out.
 */
export function callerOf(req: Request): Caller | null {
  const id = req.headers['x-user-id'];
  const username = req.headers['x-username'];
  if (typeof id !== 'string' || !isInt64Id(id)) return null;
  if (typeof username !== 'string' || username.length === 0 || username.length > 100) return null;
  return { id, username };
}

const requestOf = (ctx: ExecutionContext) => ctx.switchToHttp().getRequest<Request>();

/** The signed-in caller; 401 when there is none. */
export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller => {
  const caller = callerOf(requestOf(ctx));
  if (!caller) throw new UnauthorizedException(NOT_SIGNED_IN);
  return caller;
});

/** The caller when signed in, else null: public reads that show the caller a little more. */
export const OptionalCaller = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Caller | null => callerOf(requestOf(ctx)),
);

/**
 * Refuses anonymous callers before anything else runs (interceptors reading an upload, pipes),
 * so an anonymous request costs nothing.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!callerOf(requestOf(context))) throw new UnauthorizedException(NOT_SIGNED_IN);
    return true;
  }
}
