import type { SpringSummaryJson } from '@hotsprings/contracts';
import { groupNearIdentical } from '@hotsprings/contracts/near-identical';

/** One row of a spring list: a spring, its distance where there is a reference point, and how
 * many records of the source it stands for (near-identical ones are listed once). */
export interface ListedSpring {
  spring: SpringSummaryJson;
  distanceMi: number | null;
  /** Seconds of driving from the reference point, where the search page knows them. */
  driveSeconds?: number | null;
  records: number;
}

/** The rows of a list, in the list's order, near-identical springs folded into their first. */
export function listEntries(
  springs: readonly SpringSummaryJson[],
  distanceOf: (spring: SpringSummaryJson) => number | null = () => null,
): ListedSpring[] {
  return groupNearIdentical(springs).map(({ first, members }) => ({
    spring: first,
    distanceMi: distanceOf(first),
    records: members.length,
  }));
}
