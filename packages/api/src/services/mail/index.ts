/** Outgoing e-mail: the outbox table, and its delivery over SMTP by a durable job when configured. */
export {
  deliverMail,
  deliverUnqueued,
  enqueueMail,
  enqueueMails,
  outboxAttachments,
  type OutboxAttachment,
  MAIL_JOB,
  type Mail,
  type MailAttachment,
  type QueuedMail,
} from './outbox';
export {
  customerDate,
  customerMail,
  customerMailTranslator,
  escapeHtml,
  framed,
  oneLine,
  recipient,
  type CustomerMailTranslator,
  type MailBlock,
} from './customer';
export { sendCustomerMail, type CustomerSend } from './customer-send';
