/**
 * The role matrix runs with amoCRM on, against its fake: `crm.*` cells then answer as they do for
 * a connected office (a sales head's call succeeds), and every booking cell writes its outbox row.
 * Called from `vi.hoisted`, before the API's modules read the configuration.
 */
export const MATRIX_AMO_TOKEN = 'matrix-amocrm-long-lived-token-0001';

export async function startMatrixCrm() {
  const { startAmoCrmFake } = await import('@app/integration-amocrm/fake');
  const fake = await startAmoCrmFake({ token: MATRIX_AMO_TOKEN, requestsPerSecond: 1000 });
  Object.assign(process.env, {
    CRM_PROVIDER: 'AMOCRM',
    AMOCRM_BASE_URL: fake.baseUrl,
    AMOCRM_TOKEN: MATRIX_AMO_TOKEN,
    AMOCRM_WEBHOOK_SECRET: 'matrix-webhook-secret-0000001',
    AMOCRM_RATE_PER_SECOND: '7',
  });
  return fake;
}
