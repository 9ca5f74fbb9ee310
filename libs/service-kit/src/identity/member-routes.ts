import {
  applyDecorators,
  ForbiddenException,
  HttpCode,
  NotFoundException,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ApiError } from '../openapi/api-answer.decorator';
import { type Caller, NOT_SIGNED_IN, SignedInGuard } from './caller';

/** What a member may do to what they wrote, and no one else may. */
export type AuthorAction = 'edit' | 'delete';

/**
 * The words of the answers about a member's writing, a `noun` such as 'review' or 'comment': the
 * service that refuses and the route that documents the refusal read them here, so they agree.
 */
export const notFoundText = (noun: string): string =>
  `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found.`;
export const notYoursText = (noun: string, action: AuthorAction): string =>
  `You can only ${action} your own ${noun}s.`;
export const ownVoteText = (noun: string): string => `You cannot vote on your own ${noun}.`;

/**
 * A member's writing may be edited or deleted by its author only: 404 when there is none, 403
 * when its `authorKey` names another member. Answers the writing.
 */
export function authoredBy<K extends string, T extends Record<K, string>>(
  caller: Caller,
  written: T | null | undefined,
  authorKey: K,
  noun: string,
  action: AuthorAction,
): T {
  if (written === null || written === undefined) throw new NotFoundException(notFoundText(noun));
  if (written[authorKey] !== caller.id) throw new ForbiddenException(notYoursText(noun, action));
  return written;
}

/**
 * A route, or every route of a controller, for signed-in members only: the kit's guard refuses
 * anyone else with 401 before an upload is read or a pipe runs, and the document says so.
 */
export function MembersOnly(): ClassDecorator & MethodDecorator {
  return applyDecorators(UseGuards(SignedInGuard), ApiError(401, NOT_SIGNED_IN));
}

/** A route by which a member edits what they wrote (`authoredBy`'s 403 and 404). */
export function EditsOwn(noun: string, summary: string): MethodDecorator {
  return applyDecorators(
    MembersOnly(),
    ApiOperation({ summary }),
    ApiError(403, notYoursText(noun, 'edit')),
    ApiError(404, notFoundText(noun)),
  );
}

/** A route by which a member deletes what they wrote: 204 without a body, or `authoredBy`'s 403 and 404. */
export function DeletesOwn(
  noun: string,
  summary = `Deletes the caller's ${noun}`,
): MethodDecorator {
  return applyDecorators(
    MembersOnly(),
    HttpCode(204),
    ApiOperation({ summary }),
    ApiResponse({ status: 204, description: 'Deleted.' }),
    ApiError(403, notYoursText(noun, 'delete')),
    ApiError(404, notFoundText(noun)),
  );
}
