import '@testing-library/jest-dom/vitest';

// A page resolves '/api/...' against its own address; Node's Request (used under jsdom) does not.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
  }
}
globalThis.Request = PageRequest;

afterEach(() => {
  vi.unstubAllGlobals();
});
