/**
 * SSRF (docs/security.md): with WEBHOOK_ALLOW_PRIVATE_URLS=false, URLs of private and
 * special-purpose addresses (or names resolving to them) are refused when saved and again at send
 * time (DNS rebinding). Nothing connects anywhere but 127.0.0.1, and only with the setting on.
 */
import { describe, expect, it, vi } from 'vitest';
import { SYSTEM_USER_ID, webhookEndpoints } from '@app/db';
import { getEnv } from '../../../src/env';
import {
  attemptDelivery,
  isSpecialAddress,
  refuseUrl,
  urlPolicy,
} from '../../../src/services/webhooks';
import { sealSecret } from '../../../src/services/webhooks/secrets';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import { attemptsOf, deliveriesOf, emit, FAST, receiver } from './webhook-fixtures';
import { endpointDisabled } from '../../../src/services/notifications';

vi.hoisted(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE_URLS = 'false';
});

const t = useTestDb();
const OFF = { ...FAST, WEBHOOK_ALLOW_PRIVATE_URLS: false };

describe('special-purpose addresses', () => {
  it('are recognised in every form', () => {
    const special = [
      '0.0.0.0',
      '10.0.0.1',
      '100.64.1.1',
      '127.0.0.1',
      '127.255.0.9',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      // IPv4-compatible (::/96) and IPv4-translated (::ffff:0:0:0/96) forms of a refused address.
      '::7f00:1',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '::ffff:0:7f00:1',
      '::ffff:0:10.0.0.1',
      '0:0:0:0:0:ffff:127.0.0.1',
      // Teredo (2001::/32) and NAT64 whatever they carry.
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '64:ff9b::808:808',
      'not-an-address',
    ];
    expect(special.filter((a) => !isSpecialAddress(a))).toEqual([]);
    const ordinary = [
      '8.8.8.8',
      '93.184.216.34',
      '172.32.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      '::808:808',
      '::ffff:0:808:808',
    ];
    expect(ordinary.filter(isSpecialAddress)).toEqual([]);
  });
});

describe('with WEBHOOK_ALLOW_PRIVATE_URLS=false', () => {
  it('refuses private and loopback URLs and names resolving to them when saved', async () => {
    expect(getEnv().WEBHOOK_ALLOW_PRIVATE_URLS).toBe(false);
    const head = await callerAs(t.db, 'head');
    for (const url of [
      'http://10.0.0.1/hook',
      'http://127.0.0.1:8080/hook',
      'http://[::1]/hook',
      'http://[::ffff:169.254.169.254]/latest',
      'http://[::7f00:1]/hook',
      'http://[::127.0.0.1]/hook',
      'http://[::ffff:0:7f00:1]/hook',
      'http://0x7f.1/hook',
      'http://localhost:3000/hook',
    ]) {
      const e = await expectAppError(
        head.webhookEndpoints.create({ url, events: ['booking.created'] }),
        'BAD_REQUEST',
        'WEBHOOK_URL_REFUSED',
      );
      expect(e.fieldErrors?.url?.[0], url).toMatch(/private|special-purpose/);
    }
    // A name resolving to a private address (a custom resolver stands in for DNS).
    const policy = urlPolicy();
    expect(
      await refuseUrl('https://intranet.example.test/', policy, async () => ['192.168.0.7']),
    ).toMatch(/private/);
    expect(
      await refuseUrl('https://mixed.example.test/', policy, async () => ['8.8.8.8', '10.1.1.1']),
    ).toMatch(/private/);
    expect(
      await refuseUrl('https://public.example.test/', policy, async () => ['8.8.8.8']),
    ).toBeUndefined();
    expect(
      await refuseUrl('https://nowhere.example.test/', policy, async () => {
        throw new Error('ENOTFOUND');
      }),
    ).toMatch(/does not resolve/);
  });

  it('refuses at send time a name that now resolves to a private address, and a literal one', async () => {
    const r = await receiver();
    // Saved while it pointed elsewhere (written directly: the save-time check would refuse it now).
    const [rebinding] = await t.db
      .insert(webhookEndpoints)
      .values([
        {
          url: r.url().replace('127.0.0.1', 'rebinding.example.test'),
          events: ['document.issued'],
          secret: sealSecret('whsec_dGVzdA=='),
          created_by: SYSTEM_USER_ID,
        },
        {
          url: r.url(),
          events: ['document.issued'],
          secret: sealSecret('whsec_dGVzdA=='),
          created_by: SYSTEM_USER_ID,
        },
      ])
      .returning({ id: webhookEndpoints.id });
    await emit(t.db, 'document.issued');
    const rows = await t.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints);
    for (const e of rows) {
      for (const d of await deliveriesOf(t.db, e.id)) {
        // The resolver answers the receiver's own address: 127.0.0.1, refused.
        expect(
          await attemptDelivery(t.db, d.id, endpointDisabled, OFF, async () => ['127.0.0.1']),
        ).toMatch(/RETRY/);
        const [a] = await attemptsOf(t.db, d.id);
        expect(a?.error).toMatch(/refused: 127\.0\.0\.1/);
      }
    }
    expect(rebinding).toBeDefined();
    expect(r.requests).toHaveLength(0);
  });
});
