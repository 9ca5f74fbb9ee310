import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { Caller } from '@hotsprings/service-kit';

/**
 * A member's review or report may be edited or deleted by its author only: 404 when there is
 * none, 403 when it is another member's.
 */
export function assertAuthor<T extends { user_id: string }>(
  caller: Caller,
  written: T | null,
  action: 'edit' | 'delete',
  what: 'review' | 'report',
): asserts written is T {
  if (written === null) {
    throw new NotFoundException(`${what === 'review' ? 'Review' : 'Report'} not found.`);
  }
  if (written.user_id !== caller.id) {
    throw new ForbiddenException(`You can only ${action} your own ${what}s.`);
  }
}
