import { aSpring } from '../../../testing/spring-fixtures';
import { springMetaDescription, springStructuredData, springTitle } from './spring-seo';

const spring = aSpring({
  id: 12,
  name: 'Boiling River',
  description: 'A thermal spring in Wyoming. '.repeat(10),
  state_code: 'WY',
  latitude: '44.9961',
  longitude: '-110.6884',
  average_rating: 4.5,
  review_count: 3,
});

describe('spring page metadata', () => {
  it("titles the page '{name} Details - {site}'", () => {
    expect(springTitle(spring)).toBe('Boiling River Details - Hot Springs');
    expect(springTitle({ ...spring, name: null })).toBe('Unnamed Spring Details - Hot Springs');
  });

  it('cuts the summary at 150 characters, preferring the AI summary', () => {
    const description = springMetaDescription(spring);
    expect(description).toHaveLength(153);
    expect(description.endsWith('...')).toBe(true);
    expect(springMetaDescription({ ...spring, ai_summary: 'Short.' })).toBe('Short.');
  });

  it('describes a TouristAttraction with its coordinates and rating', () => {
    expect(springStructuredData(spring, 'http://localhost/springs/12')).toMatchObject({
      '@type': 'TouristAttraction',
      geo: { '@type': 'GeoCoordinates', latitude: 44.9961, longitude: -110.6884 },
      aggregateRating: { ratingValue: 4.5, reviewCount: 3 },
    });
    expect(springStructuredData({ ...spring, review_count: 0 }, '')).not.toHaveProperty(
      'aggregateRating.ratingValue',
    );
  });
});
