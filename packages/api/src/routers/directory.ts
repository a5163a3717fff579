import { filtersListInput, userDirectoryInput } from '@app/validators';
import {
  agentOutput,
  departmentOutput,
  directoryUserOutput,
  employeeOutput,
  listOutput,
  partnerOutput,
  staffRoleOutput,
} from '@app/validators/outputs';
import { sample, sampleList, samplePage } from '../procedure-doc';
import {
  listAgents,
  listDepartments,
  listEmployees,
  listPartners,
  listStaffRoles,
  listUserDirectory,
} from '../services/directory';
import { createTRPCRouter, procedureFor } from '../trpc';

/** `directory.*`: the read-only directories. */
export const directoryRouter = createTRPCRouter({
  /** Every role (realtors pick the agency of a customer). */
  partners: procedureFor('directory.partners', {
    summary: 'Partner agencies',
    description: 'Partner agencies.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList(),
  })
    .input(filtersListInput)
    .output(listOutput(partnerOutput))
    .query(({ ctx, input }) => listPartners(ctx.db, input)),
  employees: procedureFor('directory.staff', {
    summary: 'The developer’s employees with their department and job roles',
    description: 'The developer’s employees with their department and job roles.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList(),
  })
    .input(filtersListInput)
    .output(listOutput(employeeOutput))
    .query(({ ctx, input }) => listEmployees(ctx.db, input)),
  /** A realtor sees only their own agent record (scoped in the service). */
  agents: procedureFor('directory.agents', {
    summary: 'Agency agents with their partners',
    description: 'Agency agents with their partners (realtors: their own record).',
    appCodes: ['INVALID_FILTER'],
    example: sampleList([sample.agent]),
  })
    .input(filtersListInput)
    .output(listOutput(agentOutput))
    .query(({ ctx, input }) => listAgents(ctx.db, input, ctx.user)),
  roles: procedureFor('directory.staff', {
    summary: 'Job roles',
    description: 'Job roles.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList(),
  })
    .input(filtersListInput)
    .output(listOutput(staffRoleOutput))
    .query(({ ctx, input }) => listStaffRoles(ctx.db, input)),
  departments: procedureFor('directory.staff', {
    summary: 'Departments',
    description: 'Departments.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList(),
  })
    .input(filtersListInput)
    .output(listOutput(departmentOutput))
    .query(({ ctx, input }) => listDepartments(ctx.db, input)),
  users: procedureFor('directory.staff', {
    summary: 'The combined user directory, by `full_name`',
    description: 'The combined user directory, by `full_name`.',
    example: { filter: {}, pagination: samplePage },
  })
    .input(userDirectoryInput)
    .output(listOutput(directoryUserOutput))
    .query(({ ctx, input }) => listUserDirectory(ctx.db, input)),
});
