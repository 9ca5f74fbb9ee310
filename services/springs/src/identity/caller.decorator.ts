import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

/** The signed-in caller, as the gateway vouches for it (it strips these headers from outside). */
export interface Caller {
  userId: string;
  username: string;
}

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value.trim() && value.length <= 200
    ? value.trim()
    : undefined;
}

export function callerOf(req: Request): Caller | undefined {
  const userId = header(req, 'x-user-id');
  const username = header(req, 'x-username');
  return userId && username ? { userId, username } : undefined;
}

/** The caller when signed in, otherwise undefined. */
export const OptionalCaller = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  callerOf(ctx.switchToHttp().getRequest<Request>()),
);

/** The caller; a 401 when nobody is signed in. */
export const RequiredCaller = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  const caller = callerOf(ctx.switchToHttp().getRequest<Request>());
  if (!caller) throw new UnauthorizedException('Authentication required.');
  return caller;
});
