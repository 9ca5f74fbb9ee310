import { MAX_PLACE_NAME_LENGTH } from '@hotsprings/contracts';
import { singleLineText } from '@hotsprings/service-kit';
import { z } from 'zod';
import { coordinatesField, milesField } from '../../route/dto/coordinates.dto';

/** The body of POST /api/planner/saved-searches: the share URL's fields. */
export const saveSearchBody = z.object(
  {
    start: singleLineText('start', { max: MAX_PLACE_NAME_LENGTH }).default(''),
    startCoords: coordinatesField('startCoords'),
    end: singleLineText('end', { max: MAX_PLACE_NAME_LENGTH }).default(''),
    endCoords: coordinatesField('endCoords'),
    maxDistance: milesField('maxDistance'),
  },
  { error: 'A JSON body with start, startCoords, end, endCoords and maxDistance is required.' },
);

export type SaveSearchDto = z.infer<typeof saveSearchBody>;

/** Saved search ids: 16 random bytes in base64url. */
export const savedSearchId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'A saved search id is 22 letters, digits, - or _.');
