import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from './service-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('database unavailable', () => {
  it('recognises a database that is down, restarting, full or closed', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
      new Error('query failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    ]) {
      expect(isServiceUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves faults of the query or the data to the 500 path', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('relation "nope" does not exist', '42P01'),
      withCode('canceling statement due to statement timeout', '57014'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'ECONNREFUSED',
      undefined,
    ]) {
      expect(isServiceUnavailable(error), String(error)).toBe(false);
    }
  });
});
