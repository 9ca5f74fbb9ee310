import { loginErrorText, registerErrorText } from './account-errors';

describe('account errors', () => {
  it('falls back to the generic texts when no answer came', () => {
    const offline = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } as const;
    expect(loginErrorText(offline)).toBe('Login failed. Please check your credentials.');
    expect(registerErrorText(offline)).toBe('Registration failed. Please try again.');
  });
});
