/** The fake Bitrix24 for tests, the e2e and `pnpm dev` (bin/fake.mjs starts it on 127.0.0.1). */
export { startBitrix24Fake, type FakeBitrix24, type FakeBitrix24Options } from './fake';
export { FAKE_BITRIX_CATEGORIES, type FakeBitrixDeal } from './state';
