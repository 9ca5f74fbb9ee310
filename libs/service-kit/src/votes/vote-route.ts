import type { DescMessage } from '@bufbuild/protobuf';
import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { MembersOnly, notFoundText, ownVoteText } from '../identity/member-routes';
import { ApiAnswer, ApiError } from '../openapi/api-answer.decorator';

/**
 * A route by which a member votes on a `noun` (its body is `castVoteSchema`'s): 200 with the
 * `result`, 403 on one's own, 404 when there is none.
 */
export function CastsVote(noun: string, summary: string, result: DescMessage): MethodDecorator {
  return applyDecorators(
    HttpCode(200),
    MembersOnly(),
    ApiOperation({ summary }),
    ApiAnswer(200, result),
    ApiError(403, ownVoteText(noun)),
    ApiError(404, notFoundText(noun)),
  );
}
