import { applyDecorators, HttpCode, UseGuards } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { SignedInGuard } from './caller';

/**
 * A route by which a member deletes what they wrote: signed in (the kit's `SignedInGuard`),
 * answered 204 without a body. Its 403 and 404 are the route's own.
 */
export function DeletesOwn(): MethodDecorator {
  return applyDecorators(
    HttpCode(204),
    UseGuards(SignedInGuard),
    ApiResponse({ status: 204, description: 'Deleted.' }),
  );
}
