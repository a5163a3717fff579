/** The fake YooKassa for tests, the e2e and `pnpm dev` (bin/fake.mjs starts it on 127.0.0.1). */
export { startFakeYookassa, type FakeYookassa, type FakeYookassaOptions } from './fake';
export type { FakeYookassaPayment } from './objects';
