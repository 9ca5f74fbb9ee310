import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

/**
 * A route by which a member deletes what they wrote: answered 204 without a body. Its guard
 * (`@UseGuards(SignedInGuard)`) stands beside it on the route, where a reader looks for it; its
 * 403 and 404 are the route's own.
 */
export function DeletesOwn(): MethodDecorator {
  return applyDecorators(HttpCode(204), ApiResponse({ status: 204, description: 'Deleted.' }));
}
