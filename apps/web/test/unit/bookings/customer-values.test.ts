import { describe, expect, it } from 'vitest';
import {
  customerFormValues,
  customerRequest,
} from '../../../src/components/bookings/customer-values';

describe('the booking forms’ customer fields', () => {
  it('hold a customer as people read it, or blanks', () => {
    expect(customerFormValues({ name: 'Петров', phone: '+79161234567', email: null })).toEqual({
      name: 'Петров',
      phone: '+7 916 123-45-67',
      email: '',
    });
    expect(customerFormValues(null)).toEqual({ name: '', phone: '', email: '' });
  });

  it('send null when every field is blank, else the customer with a blank e-mail as null', () => {
    expect(customerRequest({ name: ' ', phone: '', email: '  ' })).toBeNull();
    expect(customerRequest(undefined)).toBeNull();
    expect(customerRequest({ name: ' Петров ', phone: '8 916 123 45 67', email: '' })).toEqual({
      name: 'Петров',
      phone: '8 916 123 45 67',
      email: null,
    });
    // A phone alone is still sent, so that the schema says the name is required.
    expect(customerRequest({ name: '', phone: '+79161234567', email: '' })).toEqual({
      name: '',
      phone: '+79161234567',
      email: null,
    });
  });
});
