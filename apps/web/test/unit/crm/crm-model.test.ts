import { describe, expect, it } from 'vitest';
import en from '@app/messages/en.json';
import ru from '@app/messages/ru.json';
import { CRM_OUTBOX_STATUSES, CRM_PROVIDERS, DEAL_STAGES } from '@app/validators';
import {
  connectionState,
  keepStatusesOf,
  OUTBOX_STATUSES,
  outboxEventKey,
  outboxFilters,
  pipelineField,
  STAGES,
  stageForm,
  stagesToSave,
} from '../../../src/components/crm/model';

const PIPELINE = {
  id: '7000002',
  name: 'Новостройки',
  statuses: [
    { id: '7100021', name: 'Бронь' },
    { id: '142', name: 'Успешно реализовано' },
  ],
};

describe('the CRM screen’s copies of the lists', () => {
  it('equal the validators’ lists', () => {
    expect(STAGES).toEqual(DEAL_STAGES);
    expect([...OUTBOX_STATUSES].sort()).toEqual([...CRM_OUTBOX_STATUSES].sort());
  });

  it('name every provider, outbox status and stage in both catalogs', () => {
    for (const catalog of [en, ru]) {
      for (const p of CRM_PROVIDERS) expect(catalog.integrations.crm.providers[p], p).toBeTruthy();
      for (const s of OUTBOX_STATUSES)
        expect(catalog.integrations.crm.outbox.status[s], s).toBeTruthy();
      for (const s of STAGES) expect(catalog.deals.stages[s], s).toBeTruthy();
    }
  });

  it('names the booking events the outbox carries', () => {
    for (const event of ['booking.created', 'booking.paid', 'booking.stage_changed']) {
      const key = outboxEventKey(event);
      expect(key && en.webhooks.events[key], event).toBeTruthy();
    }
    expect(outboxEventKey('unit.status_changed')).toBeUndefined();
    expect(outboxEventKey('toString')).toBeUndefined();
  });
});

describe('the stage map form', () => {
  it('holds every stage, the unmapped ones blank, and saves only the mapped ones', () => {
    const form = stageForm({ DEAL_STAGE_BOOKED: '7100021' });
    expect(Object.keys(form)).toEqual([...STAGES]);
    expect(form.DEAL_STAGE_PAID).toBe('');
    expect(stagesToSave({ ...form, DEAL_STAGE_COMPLETED: '142' })).toEqual({
      DEAL_STAGE_BOOKED: '7100021',
      DEAL_STAGE_COMPLETED: '142',
    });
  });

  it('drops the statuses another pipeline does not have', () => {
    const form = stageForm({ DEAL_STAGE_BOOKED: '7100021', DEAL_STAGE_PAID: '7000011' });
    const kept = keepStatusesOf(form, PIPELINE);
    expect(kept.DEAL_STAGE_BOOKED).toBe('7100021');
    expect(kept.DEAL_STAGE_PAID).toBe('');
    expect(stagesToSave(keepStatusesOf(form, undefined))).toEqual({});
  });

  it('saves amoCRM’s pipeline and Bitrix24’s category', () => {
    expect(pipelineField('AMOCRM')).toBe('pipeline_id');
    expect(pipelineField('BITRIX24')).toBe('category_id');
  });
});

describe('the connection and the outbox filter', () => {
  it('tells connected, refused and no key apart', () => {
    expect(connectionState({ connected: true, auth_failed_at: null })).toBe('connected');
    expect(connectionState({ connected: false, auth_failed_at: '2026-12-04T10:00:00.000Z' })).toBe(
      'refused',
    );
    expect(connectionState({ connected: false, auth_failed_at: null })).toBe('missing');
  });

  it('filters by status, or not at all', () => {
    expect(outboxFilters(undefined)).toEqual([]);
    expect(outboxFilters('FAILED')).toEqual([
      { property: 'status', operator: 'EQ', value: ['FAILED'] },
    ]);
  });
});
