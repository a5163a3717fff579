import { describe, expect, it } from 'vitest';
import { crmAnswer, CrmError, failureKindOf, sameSecret } from '../../src';

describe("the CRM contract's helpers", () => {
  it('compares secrets whatever their lengths, never accepting an empty one', () => {
    expect(sameSecret('a-secret-of-16-chars', 'a-secret-of-16-chars')).toBe(true);
    expect(sameSecret('a-secret-of-16-chars!', 'a-secret-of-16-chars')).toBe(false);
    expect(sameSecret(null, 'a-secret-of-16-chars')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });

  it('classifies statuses: RETRY for 429 and 5xx, AUTH for 401/403, REJECTED otherwise', () => {
    expect([429, 500, 503, 401, 403, 400, 404, 302].map(failureKindOf)).toEqual([
      'RETRY',
      'RETRY',
      'RETRY',
      'AUTH',
      'AUTH',
      'REJECTED',
      'REJECTED',
      'REJECTED',
    ]);
  });

  it("keeps the CRM's answer short and without secrets", () => {
    const answer = crmAnswer(`{"error":"bad","url":"/rest/1/s3cr3tkey/"}${'x'.repeat(600)}`, [
      's3cr3tkey',
    ]);
    expect(answer).not.toContain('s3cr3tkey');
    expect(answer).toContain('/rest/1/***/');
    expect(answer).toHaveLength(500);
  });

  it('names the deal a failed push created', () => {
    const e = new CrmError('RETRY', 'note failed', { status: 500, answer: 'x' }).withDeal('42');
    expect(e).toMatchObject({ kind: 'RETRY', status: 500, answer: 'x', dealId: '42' });
  });
});
