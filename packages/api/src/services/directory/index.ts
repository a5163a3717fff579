/** The read-only directories (`directory.*`). */
export { listAgents } from './agents';
export { listDepartments } from './departments';
export { listEmployees } from './employees';
export { listPartners } from './partners';
export { listStaffRoles } from './roles';
export { listUserDirectory } from './user-directory';
