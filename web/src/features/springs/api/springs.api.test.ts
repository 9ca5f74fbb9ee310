import { springSearchQuery, springsQuery } from './springs.api';

describe('springsQuery', () => {
  it('asks for every spring when no filter is set', () => {
    expect(springsQuery()).toBe('/springs');
    expect(springsQuery({ search: '  ', minRating: 0, tempRanges: [] })).toBe('/springs');
  });

  it('repeats temp_range and omits a zero minimum rating', () => {
    expect(
      springsQuery({ search: ' hot ', state: 'CA', tempRanges: ['mild', 'hot'], minRating: 0 }),
    ).toBe('/springs?search=hot&state=CA&temp_range=mild&temp_range=hot');
    expect(springsQuery({ minRating: 4 })).toBe('/springs?min_rating=4');
  });

  it('sends a viewport as west,south,east,north', () => {
    expect(springsQuery({ bbox: [-125, 30.5, -100, 49] })).toBe(
      '/springs?bbox=-125%2C30.5%2C-100%2C49',
    );
  });
});

describe('springsQuery reported_open_within_days', () => {
  it('asks for recently reported open springs, and leaves it out of the search', () => {
    expect(springsQuery({ reportedOpenWithinDays: 90 })).toBe(
      '/springs?reported_open_within_days=90',
    );
    expect(springsQuery({ reportedOpenWithinDays: 0 })).toBe('/springs');
    // The map's filter state reaches the search too; the search takes no such parameter.
    const filters = { state: 'ID', reportedOpenWithinDays: 90 };
    expect(springSearchQuery({ q: 'Boise', filters })).toBe('/springs/search?state=ID&q=Boise');
  });
});

describe('springSearchQuery', () => {
  it('sends the text, the browser point, the radius and the filters', () => {
    expect(springSearchQuery({ q: ' Boise ' })).toBe('/springs/search?q=Boise');
    expect(
      springSearchQuery({
        q: 'near me',
        near: { lat: 43.6150001, lon: -116.2023 },
        radiusMi: 25,
        filters: { state: 'ID', tempRanges: ['hot'], minRating: 0 },
      }),
    ).toBe(
      '/springs/search?state=ID&temp_range=hot&q=near+me&near=43.61500%2C-116.20230&radius_mi=25',
    );
  });
});
