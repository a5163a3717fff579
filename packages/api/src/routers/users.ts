import { filtersListInput, registerUserInput, updateMeInput } from '@app/validators';
import { listOutput, savedOutput, userOutput } from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import { getUser, listUsers, registerUser, updateMe } from '../services/users';
import { createTRPCRouter, procedureFor, protectedProcedure } from '../trpc';

export const usersRouter = createTRPCRouter({
  me: protectedProcedure({
    summary: 'The caller’s own user record',
    description: 'The caller’s own user record.',
  })
    .output(userOutput)
    .query(({ ctx }) => getUser(ctx.db, ctx.user.id)),
  /** Managers and sales heads. */
  list: procedureFor('users.list', {
    summary: 'Users, list form',
    description: 'Users, list form.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList(),
  })
    .input(filtersListInput)
    .output(listOutput(userOutput))
    .query(({ ctx, input }) => listUsers(ctx.db, input)),
  /** Sales heads only; there is no open self-registration. */
  register: procedureFor('users.register', {
    summary: 'Creates a user with roles',
    description: 'Creates a user with roles.',
    appCodes: ['USER_EXISTS'],
    example: {
      email: `matrix-${sample.n}@example.test`,
      password: 'matrix-password-1',
      phone: `+7999${sample.n}`,
      first_name: 'Матрица',
      roles: ['ROLE_READ_ONLY'],
    },
  })
    .input(registerUserInput)
    .output(savedOutput())
    .mutation(({ ctx, input }) => registerUser(ctx.db, input)),
  updateMe: protectedProcedure({
    summary: 'Changes the caller’s name, phone, region, birth date, settings',
    description:
      'Changes the caller’s name, phone, region, birth date, settings (merged key by key).',
    appCodes: ['USER_EXISTS'],
    example: { second_name: `Матричная${sample.n}` },
  })
    .input(updateMeInput)
    .output(savedOutput())
    .mutation(({ ctx, input }) => updateMe(ctx.db, ctx.user.id, input)),
});
