/**
 * Each output schema's type equals its service's return type (`.output()` alone only checks
 * assignability, so a widened nullable would pass unseen). Checked by the typecheck (`pnpm --filter
 * @app/api typecheck`); the test body runs nothing.
 */
import type { z } from 'zod';
import type * as out from '@app/validators/outputs';
import { describe, expectTypeOf, it } from 'vitest';
import type { createApiKey, listApiKeys, revokeApiKey } from '../../../src/services/api-keys';
import type {
  login,
  refresh,
  requestPasswordReset,
  resetPassword,
  listAuthRoles,
} from '../../../src/services/auth';
import type {
  createGroup,
  getGroup,
  listGroups,
  updateGroup,
} from '../../../src/services/booking-groups';
import type {
  createBooking,
  getBooking,
  getUnitCard,
  listBookings,
  listHistory,
  searchBookings,
  setUnitStatus,
  updateBooking,
} from '../../../src/services/bookings';
import type {
  listAgents,
  listDepartments,
  listEmployees,
  listPartners,
  listStaffRoles,
  listUserDirectory,
} from '../../../src/services/directory';
import type { listFailedJobs } from '../../../src/services/jobs';
import type { joinQueue, leaveQueue, listQueue } from '../../../src/services/queue';
import type { listUnits, unitChanges } from '../../../src/services/units';
import type { getUser, listUsers, registerUser, updateMe } from '../../../src/services/users';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer<F extends (...args: any[]) => unknown> = Awaited<ReturnType<F>>;
type Out<S extends z.ZodType> = z.output<S>;
type List<S extends z.ZodType> = Out<ReturnType<typeof out.listOutput<S>>>;
type Saved = Out<ReturnType<typeof out.savedOutput<Record<never, never>>>>;

describe('output schema types', () => {
  it('auth and health', () => {
    expectTypeOf<Out<typeof out.healthOutput>>().toEqualTypeOf<{ status: 'ok'; db: 'ok' }>();
    expectTypeOf<Out<typeof out.tokensOutput>>().toEqualTypeOf<Answer<typeof login>>();
    expectTypeOf<Out<typeof out.tokensOutput>>().toEqualTypeOf<Answer<typeof refresh>>();
    expectTypeOf<Out<typeof out.passwordResetRequestedOutput>>().toEqualTypeOf<
      Answer<typeof requestPasswordReset>
    >();
    expectTypeOf<Out<typeof out.passwordResetOutput>>().toEqualTypeOf<
      Answer<typeof resetPassword>
    >();
    expectTypeOf<List<typeof out.authRoleOutput>>().toEqualTypeOf<Answer<typeof listAuthRoles>>();
  });

  it('users', () => {
    expectTypeOf<Out<typeof out.userOutput>>().toEqualTypeOf<Answer<typeof getUser>>();
    expectTypeOf<List<typeof out.userOutput>>().toEqualTypeOf<Answer<typeof listUsers>>();
    expectTypeOf<Saved>().toEqualTypeOf<Answer<typeof registerUser>>();
    expectTypeOf<Saved>().toEqualTypeOf<Answer<typeof updateMe>>();
  });

  it('directory', () => {
    expectTypeOf<List<typeof out.agentOutput>>().toEqualTypeOf<Answer<typeof listAgents>>();
    expectTypeOf<List<typeof out.departmentOutput>>().toEqualTypeOf<
      Answer<typeof listDepartments>
    >();
    expectTypeOf<List<typeof out.employeeOutput>>().toEqualTypeOf<Answer<typeof listEmployees>>();
    expectTypeOf<List<typeof out.partnerOutput>>().toEqualTypeOf<Answer<typeof listPartners>>();
    expectTypeOf<List<typeof out.staffRoleOutput>>().toEqualTypeOf<Answer<typeof listStaffRoles>>();
    expectTypeOf<List<typeof out.directoryUserOutput>>().toEqualTypeOf<
      Answer<typeof listUserDirectory>
    >();
  });

  it('units and jobs', () => {
    expectTypeOf<List<typeof out.unitOutput>>().toEqualTypeOf<Answer<typeof listUnits>>();
    expectTypeOf<Out<typeof out.unitCardOutput>>().toEqualTypeOf<Answer<typeof getUnitCard>>();
    expectTypeOf<Out<typeof out.unitChangesOutput>>().toEqualTypeOf<Answer<typeof unitChanges>>();
    expectTypeOf<Out<typeof out.messageOutput>>().toEqualTypeOf<Answer<typeof setUnitStatus>>();
    expectTypeOf<List<typeof out.failedJobOutput>>().toEqualTypeOf<Answer<typeof listFailedJobs>>();
  });

  it('bookings and booking groups', () => {
    expectTypeOf<Out<typeof out.bookingOutput>>().toEqualTypeOf<Answer<typeof getBooking>>();
    expectTypeOf<List<typeof out.bookingOutput>>().toEqualTypeOf<Answer<typeof listBookings>>();
    expectTypeOf<List<typeof out.bookingOutput>>().toEqualTypeOf<Answer<typeof searchBookings>>();
    expectTypeOf<List<typeof out.bookingHistoryEntryOutput>>().toEqualTypeOf<
      Answer<typeof listHistory>
    >();
    expectTypeOf<Saved>().toEqualTypeOf<Answer<typeof createBooking>>();
    expectTypeOf<Saved>().toEqualTypeOf<Answer<typeof updateBooking>>();
    expectTypeOf<Out<typeof out.bookingGroupOutput>>().toEqualTypeOf<Answer<typeof getGroup>>();
    expectTypeOf<List<typeof out.bookingGroupOutput>>().toEqualTypeOf<Answer<typeof listGroups>>();
    expectTypeOf<Saved>().toEqualTypeOf<Answer<typeof createGroup>>();
    expectTypeOf<Saved>().toEqualTypeOf<Answer<typeof updateGroup>>();
  });

  it('the booking queue', () => {
    expectTypeOf<List<typeof out.queueEntryOutput>>().toEqualTypeOf<Answer<typeof listQueue>>();
    expectTypeOf<Saved>().toEqualTypeOf<Answer<typeof joinQueue>>();
    expectTypeOf<Saved>().toEqualTypeOf<Answer<typeof leaveQueue>>();
  });

  it('API keys', () => {
    expectTypeOf<List<typeof out.apiKeyOut>>().toEqualTypeOf<Answer<typeof listApiKeys>>();
    expectTypeOf<Out<typeof out.apiKeyCreatedOutput>>().toEqualTypeOf<
      Answer<typeof createApiKey>
    >();
    expectTypeOf<Out<typeof out.apiKeyRevokedOutput>>().toEqualTypeOf<
      Answer<typeof revokeApiKey>
    >();
  });
});
