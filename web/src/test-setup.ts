import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A route's page is a lazy chunk, which a busy machine takes more than the default second to load;
// waiting longer costs only the tests that fail.
configure({ asyncUtilTimeout: 10_000 });

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
