import { z } from 'zod';
import { recordOutput, uuidOut } from './common';

/** A department (`directory.departments`, nested in employees). */
export const departmentOutput = recordOutput({ name: z.string() }).meta({ id: 'Department' });

/** A job role of employees and agents (`directory.roles`); not an authentication role. */
export const staffRoleOutput = recordOutput({ title: z.string() }).meta({ id: 'StaffRole' });

/** An agency or other partner of the developer (`directory.partners`, nested in agents). */
export const partnerOutput = recordOutput({
  name: z.string(),
  inn: z.string().meta({ description: 'Taxpayer number (INN), 10 or 12 digits' }),
  legal_name: z.string().nullable(),
  partner_type: uuidOut.nullable(),
  region: uuidOut.nullable(),
  comment: z.string().nullable(),
  subsidiary: z.boolean(),
}).meta({ id: 'Partner' });

const personNames = {
  first_name: z.string(),
  last_name: z.string().nullable(),
  second_name: z.string().nullable(),
};

/** An employee of the developer with their job roles and department. */
export const employeeOutput = recordOutput({
  ...personNames,
  roles: z.array(staffRoleOutput),
  user: uuidOut.nullable().meta({ description: 'The linked user account, if any' }),
  department: departmentOutput.nullable(),
}).meta({ id: 'Employee' });

/** An agency agent with their job roles and partners. */
export const agentOutput = recordOutput({
  ...personNames,
  roles: z.array(staffRoleOutput),
  user: uuidOut.nullable().meta({ description: 'The linked user account, if any' }),
  curator: uuidOut.nullable().meta({ description: 'The employee who curates this agent' }),
  partners: z.array(partnerOutput),
}).meta({ id: 'Agent' });

/** An entry of `directory.users`: a user with their linked agent and employee records. */
export const directoryUserOutput = recordOutput({
  full_name: z.string().meta({ description: '"Last First Second", missing parts skipped' }),
  email: z.string(),
  region: uuidOut.nullable(),
  agent: agentOutput.nullable(),
  employee: employeeOutput.nullable(),
}).meta({ id: 'DirectoryUser' });
