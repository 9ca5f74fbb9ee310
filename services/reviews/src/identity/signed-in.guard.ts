import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { callerOf } from './caller';

/**
 * Write routes need a signed-in caller. A guard runs before the upload interceptor, so an
 * anonymous request is refused before its body is read.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!callerOf(context.switchToHttp().getRequest<Request>())) {
      throw new UnauthorizedException('You must be logged in.');
    }
    return true;
  }
}
