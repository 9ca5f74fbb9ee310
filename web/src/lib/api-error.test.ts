import { errorCode, errorMessage, errorStatus } from './api-error';

describe('api errors', () => {
  it("reads the server's error, then message, then the fallback", () => {
    expect(errorMessage({ status: 500, data: { error: 'Boom' } }, 'x')).toBe('Boom');
    expect(errorMessage({ status: 500, data: { message: 'Oops' } }, 'x')).toBe('Oops');
    expect(errorMessage({ status: 502, data: '<html>' }, 'Fallback')).toBe('Fallback');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'offline' }, 'Fallback')).toBe('Fallback');
  });

  it('gives the HTTP status only when there was an answer', () => {
    expect(errorStatus({ status: 404, data: null })).toBe(404);
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
    expect(
      errorStatus({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }),
    ).toBe(502);
    expect(errorStatus(undefined)).toBeNull();
  });

  it("reads the answer's code, and none when the answer is not our error", () => {
    expect(errorCode({ status: 403, data: { error: 'x', code: 'premium_required' } })).toBe(
      'premium_required',
    );
    expect(errorCode({ status: 404, data: { error: 'Not found' } })).toBeNull();
    expect(
      errorCode({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }),
    ).toBeNull();
    expect(errorCode({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
    expect(errorCode(undefined)).toBeNull();
  });
});
