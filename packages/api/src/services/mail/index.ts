/** Outgoing e-mail: the outbox table and delivery over SMTP when configured. */
export { deliverMail, enqueueMail, type Mail } from './outbox';
