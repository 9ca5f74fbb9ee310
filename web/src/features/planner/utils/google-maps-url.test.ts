import { googleMapsUrl } from './google-maps-url';

describe('googleMapsUrl', () => {
  it('asks for driving directions through the waypoints, in order', () => {
    const url = new URL(
      googleMapsUrl({ lat: 43.615, lon: -116.202 }, { lat: 43.681, lon: -114.364 }, [
        { lat: 44.07, lon: -115.62 },
        { lat: 43.9, lon: -115.1 },
      ]),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('43.615,-116.202');
    expect(url.searchParams.get('destination')).toBe('43.681,-114.364');
    expect(url.searchParams.get('waypoints')).toBe('44.07,-115.62|43.9,-115.1');
    expect(url.searchParams.get('travelmode')).toBe('driving');
  });

  it('leaves waypoints out when there are none', () => {
    const url = new URL(googleMapsUrl({ lat: 1, lon: 2 }, { lat: 3, lon: 4 }, []));
    expect(url.searchParams.has('waypoints')).toBe(false);
  });
});
