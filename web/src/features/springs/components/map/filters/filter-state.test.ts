import { springsQuery } from '../../../api/springs.api';
import {
  EMPTY_FILTERS,
  hasAnyFilter,
  hasAreaFilter,
  ratingLabel,
  toggleBand,
} from './filter-state';

describe('filter state', () => {
  it('asks for every spring when nothing is chosen', () => {
    expect(springsQuery(EMPTY_FILTERS)).toBe('/springs');
    expect(hasAnyFilter(EMPTY_FILTERS)).toBe(false);
  });

  it('maps every filter to the search parameters, omitting a zero rating', () => {
    const filters = {
      search: 'spa',
      state: 'NV',
      tempRanges: toggleBand(['hot'], 'mild'),
      minRating: 3.5,
    };
    expect(springsQuery(filters)).toBe(
      '/springs?search=spa&state=NV&temp_range=mild&temp_range=hot&min_rating=3.5',
    );
    expect(springsQuery({ ...filters, minRating: 0 })).not.toContain('min_rating');
    expect(springsQuery({ ...EMPTY_FILTERS, reportedOpenWithinDays: 90 })).toBe(
      '/springs?reported_open_within_days=90',
    );
  });

  it('counts state, temperature, rating and recent reports as framing filters, but not the name', () => {
    expect(hasAreaFilter({ ...EMPTY_FILTERS, search: 'spa' })).toBe(false);
    expect(hasAnyFilter({ ...EMPTY_FILTERS, search: 'spa' })).toBe(true);
    expect(hasAreaFilter({ ...EMPTY_FILTERS, state: 'CA' })).toBe(true);
    expect(hasAreaFilter({ ...EMPTY_FILTERS, tempRanges: ['warm'] })).toBe(true);
    expect(hasAreaFilter({ ...EMPTY_FILTERS, minRating: 1 })).toBe(true);
    expect(hasAreaFilter({ ...EMPTY_FILTERS, reportedOpenWithinDays: 90 })).toBe(true);
  });

  it('toggles bands on and off in a stable order', () => {
    expect(toggleBand([], 'hot')).toEqual(['hot']);
    expect(toggleBand(['hot'], 'mild')).toEqual(['mild', 'hot']);
    expect(toggleBand(['mild', 'hot'], 'mild')).toEqual(['hot']);
  });

  it('labels the minimum rating', () => {
    expect(ratingLabel(0)).toBe('Min Rating: Any');
    expect(ratingLabel(3.5)).toBe('Min Rating: 3.5+ Stars');
    expect(ratingLabel(4)).toBe('Min Rating: 4.0+ Stars');
  });
});
