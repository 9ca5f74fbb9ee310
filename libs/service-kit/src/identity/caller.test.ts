import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Request } from 'express';
import { callerOf } from './caller';

const request = (headers: Record<string, string | string[] | undefined>) =>
  ({ headers }) as Request;

test('callerOf reads the identity the gateway vouches for', () => {
  assert.deepEqual(callerOf(request({ 'x-user-id': '42', 'x-username': 'ann' })), {
    id: '42',
    username: 'ann',
  });
});

test('callerOf counts anything malformed as signed out', () => {
  for (const headers of [
    {},
    { 'x-user-id': '42' },
    { 'x-user-id': 'admin', 'x-username': 'root' },
    { 'x-user-id': '0', 'x-username': 'ann' },
    { 'x-user-id': '-1', 'x-username': 'ann' },
    { 'x-user-id': '1e3', 'x-username': 'ann' },
    { 'x-user-id': ['1', '2'], 'x-username': 'ann' },
    { 'x-user-id': '1', 'x-username': '' },
    { 'x-user-id': '1', 'x-username': 'x'.repeat(101) },
  ]) {
    assert.equal(callerOf(request(headers)), null, JSON.stringify(headers));
  }
});
