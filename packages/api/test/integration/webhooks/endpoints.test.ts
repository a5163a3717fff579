/**
 * Outgoing webhooks' endpoints (issue 22): create answers the secret once, the list never shows
 * it, update and rotation, the secret stored encrypted, and the refusals of URLs.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookEndpoints } from '@app/db';
import { openSecret } from '../../../src/services/webhooks/secrets';
import { callerAs, expectAppError, useTestDb } from '../../helpers';

const t = useTestDb();
const list = { filter: { filters: [] }, pagination: { page: 1, limit: 100 } };

describe('webhookEndpoints', () => {
  it('creates an endpoint whose secret is shown once and stored only encrypted', async () => {
    const head = await callerAs(t.db, 'head');
    const created = await head.webhookEndpoints.create({
      url: 'https://hooks.example.test/booking',
      events: ['booking.created', 'booking.created', 'unit.status_changed'],
      description: 'CRM',
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.item.id));
    expect(row?.secret).not.toContain(created.secret.slice(6, 20));
    expect(openSecret(row?.secret ?? '')).toBe(created.secret);
    const { items } = await head.webhookEndpoints.list(list);
    const item = items.find((i) => i.id === created.item.id);
    expect(item).toMatchObject({
      url: 'https://hooks.example.test/booking',
      events: ['booking.created', 'unit.status_changed'],
      description: 'CRM',
      active: true,
      disabled_reason: null,
      previous_secret_expires_at: null,
    });
    expect(JSON.stringify(items)).not.toContain('whsec_');
  });

  it('updates, turns off and on, and rotates (the old secret kept 24 hours)', async () => {
    const head = await callerAs(t.db, 'head');
    const { item, secret } = await head.webhookEndpoints.create({
      url: 'http://127.0.0.1:9/a',
      events: ['booking.paid'],
    });
    await head.webhookEndpoints.update({
      id: item.id,
      events: ['payment.succeeded'],
      active: false,
    });
    const rotated = await head.webhookEndpoints.rotateSecret({ id: item.id });
    expect(rotated.secret).not.toBe(secret);
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, item.id));
    expect(openSecret(row?.previous_secret ?? '')).toBe(secret);
    expect(openSecret(row?.secret ?? '')).toBe(rotated.secret);
    const hours = ((row?.previous_expires_at?.getTime() ?? 0) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(row).toMatchObject({ active: false, events: ['payment.succeeded'] });
    await head.webhookEndpoints.update({ id: item.id, active: true, description: null });
    const [on] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, item.id));
    expect(on).toMatchObject({ active: true, description: null, disabled_reason: null });
  });

  it('refuses what is not an http(s) URL, and unknown ids', async () => {
    const head = await callerAs(t.db, 'head');
    for (const url of [
      'ftp://example.test/x',
      'not a url',
      'http://user:pw@example.test/',
      'file:///etc/passwd',
    ]) {
      await expectAppError(
        head.webhookEndpoints.create({ url, events: ['booking.created'] }),
        'BAD_REQUEST',
        'VALIDATION_ERROR',
      );
    }
    await expectAppError(
      head.webhookEndpoints.create({ url: 'https://example.test/', events: [] }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    await expectAppError(
      head.webhookEndpoints.rotateSecret({ id: missing }),
      'NOT_FOUND',
      'WEBHOOK_ENDPOINT_NOT_FOUND',
    );
    await expectAppError(
      head.webhookDeliveries.replay({ id: missing }),
      'NOT_FOUND',
      'WEBHOOK_DELIVERY_NOT_FOUND',
    );
  });

  it('is the sales head’s alone', async () => {
    const manager = await callerAs(t.db, 'manager');
    await expectAppError(manager.webhookEndpoints.list(list), 'FORBIDDEN', 'FORBIDDEN');
  });
});
