import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  conflict,
  DATABASE_BUSY_RETRY_AFTER_SECONDS,
  DATABASE_RETRY_AFTER_SECONDS,
  tooManyRequests,
} from '../../../src/errors';
import { fieldErrorsFromIssues, toPublicError } from '../../../src/lib/public-error';
import { restErrorBody } from '../../../src/runtime/rest/route';
import { inProgress } from '../../../src/services/idempotency/store';

describe('toPublicError', () => {
  it('keeps a domain error as it is, with its status', () => {
    expect(toPublicError(conflict('UNIT_ALREADY_BOOKED', 'Taken'))).toEqual({
      code: 'CONFLICT',
      httpStatus: 409,
      appCode: 'UNIT_ALREADY_BOOKED',
      message: 'Taken',
      fieldErrors: undefined,
      retryAfter: undefined,
    });
    expect(toPublicError(tooManyRequests(42))).toMatchObject({
      httpStatus: 429,
      appCode: 'RATE_LIMITED',
      retryAfter: 42,
    });
  });

  it('asks a client to retry a key in progress after a second, in the header and the REST body', () => {
    const pub = toPublicError(inProgress());
    expect(pub).toMatchObject({
      httpStatus: 409,
      appCode: 'IDEMPOTENCY_IN_PROGRESS',
      retryAfter: 1,
    });
    expect(restErrorBody(toPublicError(tooManyRequests(42)))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, try again later',
      appCode: 'RATE_LIMITED',
      retryAfter: 42,
    });
  });

  it('turns input validation into 400 VALIDATION_ERROR with dotted field paths', () => {
    const parsed = z
      .object({ a: z.object({ b: z.array(z.string()) }), c: z.number() })
      .safeParse({ a: { b: [1] }, c: 'x' });
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    const pub = toPublicError(error);
    expect(pub).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      appCode: 'VALIDATION_ERROR',
    });
    expect(Object.keys(pub.fieldErrors ?? {})).toEqual(['a.b.0', 'c']);
  });

  it('never leaks the message of an unknown error (SQL text, stack)', () => {
    const leak = new Error('relation "users" does not exist at SELECT password_hash FROM users');
    const pub = toPublicError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: leak }));
    expect(pub).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
      appCode: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side',
    });
    expect(toPublicError(leak).message).not.toMatch(/users/);
  });

  it('maps a constraint violation that slipped past the services to 409', () => {
    const pg = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      { code: '23505' },
    );
    const pub = toPublicError(
      new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        cause: new Error('Failed query', { cause: pg }),
      }),
    );
    expect(pub).toMatchObject({ code: 'CONFLICT', httpStatus: 409, appCode: 'UNIQUE_VIOLATION' });
    expect(pub.message).not.toMatch(/users_email_key/);
  });

  const driver = (code: string) =>
    Object.assign(new Error(`write ${code} 10.0.0.1:5432`), { code });
  const pg = (code: string) => Object.assign(new Error('terminating connection'), { code });
  // As the procedures meet them: the driver's error inside drizzle's, inside tRPC's 500.
  const wrapped = (cause: Error) =>
    new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      cause: Object.assign(new Error('Failed query: select 1\nparams: '), { cause }),
    });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After whenever the database cannot answer', () => {
    const unavailable = [
      ...['ECONNREFUSED', 'ECONNRESET', 'CONNECTION_CLOSED', 'CONNECTION_ENDED'].map(driver),
      ...['CONNECTION_DESTROYED', 'CONNECT_TIMEOUT', 'POOL_TIMEOUT'].map(driver),
      ...['57P01', '57P02', '57P03', '08006', '08001'].map(pg),
    ];
    for (const error of unavailable)
      for (const seen of [error, wrapped(error)])
        expect(toPublicError(seen), error.message).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          httpStatus: 503,
          appCode: 'DATABASE_UNAVAILABLE',
          message: 'The service is starting or its database is unreachable; try again shortly',
          fieldErrors: undefined,
          retryAfter: DATABASE_RETRY_AFTER_SECONDS,
        });
    // Other database errors keep their meaning: a bug is a 500, a conflict a 409.
    expect(toPublicError(wrapped(pg('42P01'))).appCode).toBe('INTERNAL_ERROR');
    expect(toPublicError(wrapped(pg('23505'))).httpStatus).toBe(409);
  });

  it('answers 503 DATABASE_BUSY, not DATABASE_UNAVAILABLE, when the database is only overloaded', () => {
    // Every pool connection taken, a statement cancelled by statement_timeout, the server's
    // connection limit: the database answers, so an operator must not read an outage.
    for (const error of [driver('POOL_BUSY'), pg('57014'), pg('53300')])
      for (const seen of [error, wrapped(error)])
        expect(toPublicError(seen), error.message).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          httpStatus: 503,
          appCode: 'DATABASE_BUSY',
          message: 'The service is busy right now; try again in a moment',
          fieldErrors: undefined,
          retryAfter: DATABASE_BUSY_RETRY_AFTER_SECONDS,
        });
  });

  it('gives transport errors stable appCodes', () => {
    expect(
      toPublicError(
        new TRPCError({ code: 'NOT_FOUND', message: 'No procedure found on path "x"' }),
      ),
    ).toMatchObject({ httpStatus: 404, appCode: 'NOT_FOUND' });
    expect(
      toPublicError(
        new TRPCError({ code: 'PARSE_ERROR', cause: new SyntaxError('Unexpected token') }),
      ),
    ).toMatchObject({
      httpStatus: 400,
      appCode: 'INVALID_JSON',
      message: 'The request body is not valid JSON',
    });
  });

  it('is an AppError subclass of TRPCError so tRPC keeps it intact', () => {
    expect(new AppError('FORBIDDEN', 'FORBIDDEN', 'no')).toBeInstanceOf(TRPCError);
  });

  it('folds issues with no path under "_"', () => {
    expect(fieldErrorsFromIssues([{ path: [], message: 'bad' }])).toEqual({ _: ['bad'] });
  });
});
