import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import {
  ApiError,
  callerOf,
  codedError,
  NOT_SIGNED_IN,
  PremiumMembers,
  SignedInGuard,
} from '@hotsprings/service-kit';
import type { Request } from 'express';

/** The 403 (code `premium_required`) the web app turns into its premium-required prompt. */
export const PREMIUM_REQUIRED = 'Premium membership is required to save and view trip plans.';

/** Signed-in premium members only: 401 when signed out, 403 when not premium. */
@Injectable()
export class PremiumGuard implements CanActivate {
  private readonly signedIn = new SignedInGuard();

  constructor(private readonly premium: PremiumMembers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    this.signedIn.canActivate(context);
    const caller = callerOf(context.switchToHttp().getRequest<Request>())!;
    if (!(await this.premium.isPremium(caller.id))) {
      throw new ForbiddenException(codedError('premium_required', PREMIUM_REQUIRED));
    }
    return true;
  }
}

/** Every route of a controller for premium members only: the guard, and its 401 and 403 in the document. */
export function PremiumOnly(): ClassDecorator {
  return applyDecorators(
    UseGuards(PremiumGuard),
    ApiError(401, NOT_SIGNED_IN),
    ApiError(403, PREMIUM_REQUIRED, 'premium_required'),
  );
}
