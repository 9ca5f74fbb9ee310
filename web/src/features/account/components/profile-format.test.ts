import { memberSince } from './profile-format';

describe('profile formatting', () => {
  it('gives the month and year an account was created', () => {
    expect(memberSince('2024-05-01T00:00:00.000Z')).toBe('May 2024');
    expect(memberSince('2023-12-31T23:30:00.000Z')).toBe('December 2023');
    expect(memberSince('not a date')).toBeNull();
  });
});
