import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, routeConsole, scrub } from '../../../src/lib/log';
import { requestIdFrom, runWithRequest } from '../../../src/lib/request-context';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      raw.push(chunk.toString());
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(stream, 'info'), lines, raw };
}

describe('log', () => {
  it('censors secret and personal keys at the top level and one object down', () => {
    const { logger, raw } = capture();
    logger.info(
      {
        password: 'hunter2-secret',
        token: 'tok-123456',
        input: { email: 'ivan@example.com', phone: '+79990001122', unitId: 'u-1' },
        headers: { authorization: 'Bearer abc.def', cookie: 'sid=zzz' },
      },
      'a line',
    );
    const text = raw.join('');
    for (const secret of [
      'hunter2-secret',
      'tok-123456',
      'ivan@example.com',
      '+79990001122',
      'abc.def',
      'sid=zzz',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('u-1');
  });

  it("censors in any case and snake_case, in a child's fields, without changing the caller's object", () => {
    const { logger, raw } = capture();
    const answer = {
      access_token: 'at-secret-1',
      refresh_token: 'rt-secret-2',
      user: { id: 'u-2' },
    };
    const headers = { Authorization: 'Bearer hdr-secret-3', 'Set-Cookie': 'sid=ck-secret-4' };
    logger.child({ email: 'child@example.com', component: 'c' }).info({ answer, headers }, 'x');
    const text = raw.join('');
    for (const secret of ['at-secret-1', 'rt-secret-2', 'hdr-secret-3', 'ck-secret-4', 'child@'])
      expect(text).not.toContain(secret);
    expect(text).toContain('u-2');
    expect(answer.access_token).toBe('at-secret-1');
    expect(headers.Authorization).toBe('Bearer hdr-secret-3');
  });

  it("censors the acquirers' keys", () => {
    const { logger, raw } = capture();
    logger.info(
      {
        config: { secretKey: 'live_yk-secret-5', password: 'tb-secret-6', shopId: '123456' },
        YOOKASSA_SECRET_KEY: 'live_yk-secret-7',
        TBANK_PASSWORD: 'tb-secret-8',
      },
      'acquirer settings',
    );
    const text = raw.join('');
    for (const secret of ['yk-secret-5', 'tb-secret-6', 'yk-secret-7', 'tb-secret-8'])
      expect(text).not.toContain(secret);
    expect(text).toContain('123456');
  });

  it("scrubs e-mails, phones and tokens out of an error's message and stack", () => {
    const { logger, raw } = capture();
    const error = Object.assign(
      new Error('Key (email)=(ivan@example.com) already exists, call +7 (999) 000-11-22'),
      {
        code: '23505',
        parameters: ['ivan@example.com'],
      },
    );
    logger.error({ err: error }, 'failed');
    const text = raw.join('');
    expect(text).not.toContain('ivan@example.com');
    expect(text).not.toContain('000-11-22');
    expect(text).toContain('23505');
    expect(scrub('Authorization: Bearer eyJhbGciOi.eyJzdWIi.sig')).not.toContain('eyJ');
    const links =
      'GET https://x.test/pay/0b6f2c7e-6a55-4a4e-9a1f-3f2b8f0c1d2e.k1.Zm9vYmFyYmF6cXV4 and /s/Ab3dE5gH, /o/0b6f2c7e-6a55.k1.c2lnbmF0dXJl';
    expect(scrub(links)).toBe('GET https://x.test/pay/[token] and /s/[token], /o/[token]');
  });

  it("leaves a failed query's statement and parameters out, keeping its cause", () => {
    const { logger, lines, raw } = capture();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
    });
    // What Drizzle throws: the statement and its parameters in the message (and so the stack).
    const failed = Object.assign(
      new Error('Failed query: insert into "customers" values ($1, $2)\nparams: Ivan,+79990001122'),
      { query: 'insert into "customers" values ($1, $2)', params: ['Ivan', '+79990001122'], cause },
    );
    logger.error({ err: failed }, 'request failed');
    const text = raw.join('');
    for (const leaked of ['insert into', 'Ivan', '79990001122', 'params'])
      expect(text).not.toContain(leaked);
    const err = lines[0]?.err as { message: string; stack: string; cause: { code: string } };
    expect(err.message).toContain('Failed query');
    expect(err.stack).toContain('    at ');
    expect(err.cause.code).toBe('23505');
    expect(raw).toHaveLength(1);
    expect(raw[0]?.trim().split('\n')).toHaveLength(1);
  });

  it("stamps the request's id on every line written inside it", () => {
    const { logger, lines } = capture();
    runWithRequest({ reqId: 'abc-123' }, () => logger.info('inside'));
    logger.info('outside');
    expect(lines[0]?.req_id).toBe('abc-123');
    expect(lines[1]).not.toHaveProperty('req_id');
  });

  it('takes a sane client request id and makes one otherwise', () => {
    expect(requestIdFrom('client.id_1-2')).toBe('client.id_1-2');
    for (const bad of ['', 'a b', 'x'.repeat(129), 'id\nforged', undefined])
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('routeConsole', () => {
  it("writes what a library prints through console as the logger's JSON lines", () => {
    const { logger, lines } = capture();
    const quiet = (..._args: unknown[]) => {};
    const target = { debug: quiet, log: quiet, info: quiet, warn: quiet, error: quiet };
    routeConsole(target, logger);
    target.log('\u001b[32m\u001b[1m✓\u001b[22m\u001b[39m Running next.config took 3ms');
    target.warn('⚠ %s is deprecated', 'images.domains');
    target.error('render failed for', 'ivan@example.com', new Error('boom'));
    target.log('');
    expect(lines).toMatchObject([
      { level: 'info', msg: 'Running next.config took 3ms' },
      { level: 'warn', msg: 'images.domains is deprecated' },
      { level: 'error', msg: 'render failed for [email]', err: { type: 'Error', message: 'boom' } },
    ]);
    expect(lines).toHaveLength(3);
  });
});
