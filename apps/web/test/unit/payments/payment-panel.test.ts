import { describe, expect, it, vi } from 'vitest';
import en from '@app/messages/en.json';
import ru from '@app/messages/ru.json';
import { PAYMENT_LINK_STATES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@app/validators';
import { copyText, type CopyEnv } from '../../../src/components/payments/clipboard';
import {
  isLiveLink,
  isPayable,
  LINK_STATE_VARIANT,
  linkStateTime,
  PAYMENT_STATUS_VARIANT,
  splitLinks,
  type LinkLike,
} from '../../../src/components/payments/link-state';
import { QUIET_ZONE, qrPath, qrSide } from '../../../src/components/payments/qr-matrix';

const T0 = '2026-11-20T10:00:00.000Z';
const T1 = '2026-11-21T10:00:00.000Z';
const T2 = '2026-11-22T10:00:00.000Z';

const link = (over: Partial<LinkLike>): LinkLike => ({
  created_at: T0,
  state: 'ACTIVE',
  opened_at: null,
  revoked_at: null,
  ...over,
});

describe('link states', () => {
  it.each([
    ['ACTIVE', link({}), null],
    ['OPENED', link({ state: 'OPENED', opened_at: T1 }), T1],
    ['REVOKED', link({ state: 'REVOKED', opened_at: T1, revoked_at: T2 }), T2],
    ['EXPIRED', link({ state: 'EXPIRED', opened_at: T1 }), null],
  ] as const)('a %s link names the moment %s', (_, l, time) => {
    expect(linkStateTime(l)).toBe(time);
  });

  it('lets the customer pay by an active or opened link only', () => {
    expect(PAYMENT_LINK_STATES.filter((state) => isLiveLink({ state }))).toEqual([
      'ACTIVE',
      'OPENED',
    ]);
  });

  it('has a badge and a label for every state, status and provider in both languages', () => {
    for (const state of PAYMENT_LINK_STATES) expect(LINK_STATE_VARIANT[state]).toBeTruthy();
    for (const status of PAYMENT_STATUSES) expect(PAYMENT_STATUS_VARIANT[status]).toBeTruthy();
    expect(PAYMENT_STATUS_VARIANT.REFUND_REQUIRED).toBe('danger');
    for (const m of [en, ru]) {
      for (const state of PAYMENT_LINK_STATES) expect(m.paymentPanel.state[state]).toBeTruthy();
      for (const s of PAYMENT_STATUSES) expect(m.paymentPanel.status[s]).toBeTruthy();
      for (const p of PAYMENT_PROVIDERS) expect(m.paymentPanel.provider[p]).toBeTruthy();
    }
  });

  it('shows the newest link and folds the earlier ones, newest first', () => {
    const a = link({ created_at: T0, state: 'REVOKED' });
    const b = link({ created_at: T2, state: 'ACTIVE' });
    const c = link({ created_at: T1, state: 'EXPIRED' });
    expect(splitLinks([a, b, c])).toEqual({ current: b, previous: [c, a] });
    expect(splitLinks([])).toEqual({ current: null, previous: [] });
  });
});

describe('isPayable', () => {
  const now = Date.parse(T1);
  const booking = { status: 'BOOKING_STATUS_BOOKED', active: true, expiration_date: T2 };
  it.each([
    ['a live booked booking', booking, true],
    ['a paid one', { ...booking, status: 'BOOKING_STATUS_PAID' }, false],
    ['a cancelled one', { ...booking, active: false }, false],
    ['one past its expiration', { ...booking, expiration_date: T0 }, false],
    ['one expiring this very moment', { ...booking, expiration_date: T1 }, false],
  ])('takes payments for %s: %s', (_, b, expected) => {
    expect(isPayable(b, now)).toBe(expected);
  });
});

describe('qrPath', () => {
  it('draws one rectangle per horizontal run of dark modules, inside the quiet zone', () => {
    const rows = ['#.##', '....', '####', '.#..'];
    const path = qrPath({ size: 4, dark: (r, c) => rows[r]?.[c] === '#' });
    const q = QUIET_ZONE;
    expect(path).toBe(
      [
        `M${q} ${q}h1v1h-1z`,
        `M${q + 2} ${q}h2v1h-2z`,
        `M${q} ${q + 2}h4v1h-4z`,
        `M${q + 1} ${q + 3}h1v1h-1z`,
      ].join(''),
    );
    expect(qrSide(21)).toBe(21 + 2 * q);
  });

  it('draws nothing for a blank matrix', () => {
    expect(qrPath({ size: 3, dark: () => false })).toBe('');
  });
});

describe('copyText', () => {
  function fakeDocument(copies: boolean) {
    const area = { value: '', style: {}, setAttribute: vi.fn(), select: vi.fn(), remove: vi.fn() };
    const doc = {
      createElement: vi.fn(() => area),
      execCommand: vi.fn(() => copies),
      body: { append: vi.fn() },
    };
    return { area, doc: doc as unknown as NonNullable<CopyEnv['document']> };
  }

  it('uses the async clipboard when there is one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { doc } = fakeDocument(true);
    expect(await copyText('https://x/s/abc', { clipboard: { writeText }, document: doc })).toBe(
      true,
    );
    expect(writeText).toHaveBeenCalledWith('https://x/s/abc');
    expect(doc.execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a hidden text area when the clipboard refuses, and cleans up', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    const { area, doc } = fakeDocument(true);
    expect(await copyText('https://x/s/abc', { clipboard: { writeText }, document: doc })).toBe(
      true,
    );
    expect(area.value).toBe('https://x/s/abc');
    expect(doc.execCommand).toHaveBeenCalledWith('copy');
    expect(area.remove).toHaveBeenCalled();
  });

  it('reports a failure when neither way copies', async () => {
    const { area, doc } = fakeDocument(false);
    expect(await copyText('x', { document: doc })).toBe(false);
    expect(area.remove).toHaveBeenCalled();
    expect(await copyText('x', {})).toBe(false);
  });
});
