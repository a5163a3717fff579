import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { commercialOfferInput, paymentScheduleInput } from '@app/validators';
import { numericResolver } from '~/lib/numeric-resolver';
import { scheduleRequest, type ScheduleValues } from './schedule-values';

/**
 * The document forms' resolvers (the procedures' own schemas), in a module of their own so that
 * the screens load zod and @app/validators only when a form first validates (~/lib/lazy-resolver).
 */
export const offer = zodResolver(commercialOfferInput, undefined, { raw: true });
const scheduleSchema = numericResolver(zodResolver(paymentScheduleInput, undefined, { raw: true }));
/** The schedule's schema over the request the form sends (a blank customer block left out). */
export const schedule: Resolver<ScheduleValues, unknown, ScheduleValues> = (values, ctx, options) =>
  scheduleSchema(scheduleRequest(values), ctx, options);
