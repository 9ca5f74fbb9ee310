import { httpCall } from '@hotsprings/service-kit/testing';
import { as } from './planner-test-app';

export const BOISE = { lat: 43.615, lon: -116.2023 };
export const KETCHUM = { lat: 43.6807, lon: -114.3637 };

/** A route from the planner, as a member would get it before saving a plan. */
export async function routeOf(url: string, userId: number, body: object = {}) {
  const { status, body: answer } = await httpCall(url, 'POST', '/api/planner/route', {
    headers: as(userId),
    body: { startCoords: BOISE, endCoords: KETCHUM, maxDistanceMiles: 20, ...body },
  });
  if (status !== 200) throw new Error(`route: ${status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A planner search, Boise to Ketchum, as a share link saves it. */
export const SAVED_SEARCH = {
  start: 'Boise, ID',
  startCoords: BOISE,
  end: 'Ketchum, ID',
  endCoords: KETCHUM,
  maxDistance: 20,
};
