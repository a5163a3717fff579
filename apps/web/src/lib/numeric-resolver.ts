import type { FieldValues, Resolver } from 'react-hook-form';
import type { MoneyAsNumbers } from '@app/validators';

/**
 * A schema's resolver typed for a form that holds its money and percents as numbers (its number
 * fields): the shared schemas take a number or a decimal string, so the numbers pass as they are.
 */
export const numericResolver = <I extends FieldValues, C, O>(resolver: Resolver<I, C, O>) =>
  resolver as unknown as Resolver<MoneyAsNumbers<I> & FieldValues, C, MoneyAsNumbers<O>>;
