import { describe, expect, it } from 'vitest';
import en from '@app/messages/en.json';
import ru from '@app/messages/ru.json';
import { can } from '@app/permissions';
import { API_KEY_ROLES, API_KEY_STATUSES } from '@app/validators';
import { INTEGRATION_TABS } from '../../../src/components/common/integrations-tab-list';
import { KEY_ROLES } from '../../../src/components/integrations/model';

describe('the integrations screen', () => {
  it("offers the roles a key may have, as @app/validators' API_KEY_ROLES", () => {
    expect([...KEY_ROLES]).toEqual([...API_KEY_ROLES]);
  });

  it('names every tab and every key status in both languages', () => {
    for (const catalog of [en, ru]) {
      for (const tab of INTEGRATION_TABS) expect(catalog.integrations.tabs[tab.key]).toBeTruthy();
      for (const status of API_KEY_STATUSES)
        expect(catalog.integrations.apiKeys.status[status]).toBeTruthy();
    }
    expect(new Set(INTEGRATION_TABS.map((t) => t.href)).size).toBe(INTEGRATION_TABS.length);
  });

  it('shows the tabs to the sales head only, API keys first', () => {
    expect(INTEGRATION_TABS[0].key).toBe('apiKeys');
    for (const tab of INTEGRATION_TABS) {
      expect(can(['ROLE_USER', 'ROLE_SALES_HEAD'], tab.action)).toBe(true);
      expect(can(['ROLE_USER', 'ROLE_MANAGER'], tab.action)).toBe(false);
    }
  });
});
