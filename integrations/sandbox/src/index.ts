/** The SANDBOX payment provider: a fake acquirer for tests and demos, behind the kit's contract. */
export { sandboxConfigSchema, type SandboxConfig } from './config';
export {
  checkSandboxNotification,
  sandboxEvent,
  sandboxNotification,
  sandboxProvider,
  sendSandboxWebhook,
  sessionPaymentId,
  SANDBOX,
} from './provider';
export {
  openSession,
  sealSession,
  sessionKey,
  signSession,
  SESSION_TTL_SECONDS,
  type SandboxSession,
} from './session';
export {
  DEFAULT_TOLERANCE_SECONDS,
  signWebhook,
  verifyWebhookSignature,
  SIGNATURE_HEADER,
  type SignatureCheck,
} from './signature';
