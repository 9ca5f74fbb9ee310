import { loadErrorMessage } from './load-error';

describe('loadErrorMessage', () => {
  it("prefers the server's error, then the HTTP status", () => {
    expect(loadErrorMessage({ status: 503, data: { error: 'Springs are resting' } })).toBe(
      'Springs are resting',
    );
    expect(loadErrorMessage({ status: 502, data: '<html>' })).toBe('HTTP error! status: 502');
  });

  it('reports a call that got no answer', () => {
    expect(loadErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
    expect(loadErrorMessage(undefined)).toBe('Network error');
  });
});
