/** The fake amoCRM for tests, the e2e and `pnpm dev` (bin/fake.mjs starts it on 127.0.0.1). */
export { startAmoCrmFake, type FakeAmoCrm, type FakeAmoCrmOptions } from './fake';
export { FAKE_AMO_ACCOUNT, FAKE_AMO_PIPELINES, type FakeAmoLead, type FakeAmoNote } from './state';
