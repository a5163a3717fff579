/** Fakes of remote systems for tests: real HTTP servers on 127.0.0.1. */
export { startFakeServer, type FakeHandler, type FakeServer, type Received } from './server';
export { startFakeFeedServer, type FakeFeedServer } from './feed-server';
export {
  checkoutPage,
  faults,
  formFields,
  perSecondLimit,
  rateMeter,
  sendJson,
  type FaultMode,
  type Faults,
} from './provider-fake';
