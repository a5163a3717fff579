/** The fake T-Bank for tests, the e2e and `pnpm dev` (bin/fake.mjs starts it on 127.0.0.1). */
export {
  startFakeTbank,
  type FakeTbank,
  type FakeTbankOptions,
  type FakeTbankPayment,
} from './fake';
