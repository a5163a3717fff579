import { createTRPCRouter } from '../../trpc';
import { agentsProcedure } from './agents';
import { departmentsProcedure } from './departments';
import { employeesProcedure } from './employees';
import { partnersProcedure } from './partners';
import { rolesProcedure } from './roles';
import { usersProcedure } from './users';

/** `directory.*`: the read-only directories. */
export const directoryRouter = createTRPCRouter({
  partners: partnersProcedure,
  employees: employeesProcedure,
  agents: agentsProcedure,
  roles: rolesProcedure,
  departments: departmentsProcedure,
  users: usersProcedure,
});
