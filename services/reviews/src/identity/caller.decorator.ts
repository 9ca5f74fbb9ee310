import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { Caller, callerOf } from './caller';

/** The signed-in caller; use with SignedInGuard. */
export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller => {
  const caller = callerOf(ctx.switchToHttp().getRequest<Request>());
  if (!caller) throw new UnauthorizedException('You must be logged in.');
  return caller;
});

/** The caller when signed in, else null (public reads show the caller's own votes). */
export const OptionalCaller = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Caller | null =>
    callerOf(ctx.switchToHttp().getRequest<Request>()),
);
