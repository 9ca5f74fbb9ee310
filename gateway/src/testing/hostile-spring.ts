/**
 * A spring whose words try to break out of its page's HTML: of the title in the head, of the
 * JSON-LD script and of the state script the app hydrates with.
 */
export const HOSTILE_SPRING = {
  id: 12,
  name: 'Boiling "River" </title><script>alert(1)</script>',
  description: 'Warm water where the river meets the spring </script><!-- & more.',
  ai_summary: null,
  state_code: 'WY',
  city: 'Gardiner',
  latitude: '44.9961',
  longitude: '-110.6884',
  temperature_f: 140,
  average_rating: 4.5,
  review_count: 3,
  latest_image_url: null,
};

/** The name of `HOSTILE_SPRING` as the page's HTML writes it. */
export const HOSTILE_SPRING_NAME_HTML =
  'Boiling &quot;River&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
