/**
 * Records of a directory import file (`pnpm db:import <file.json>`). Every record carries its `id`
 * (a UUID, the key it is upserted by). Optional fields that are absent are left as they are on an
 * existing record; `null` clears them. `roles` and `partners`, when present, replace the links.
 */
import { z } from 'zod';

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0) % 11) % 10;

/** Russian taxpayer number: 10 digits (organisation) or 12 (individual) with valid check digits. */
export function isValidInn(inn: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(inn)) return false;
  const d = [...inn].map(Number);
  if (d.length === 10) return checkDigit(d, INN10_WEIGHTS) === d[9];
  return checkDigit(d, INN12_WEIGHTS_11) === d[10] && checkDigit(d, INN12_WEIGHTS_12) === d[11];
}

/** Text with the messages an import file's author needs ("Required" rather than a type name). */
const text = () =>
  z.string({ error: (i) => (i.input === undefined ? 'Required' : 'Must be a string') }).trim();

const id = z.uuid({ error: (i) => (i.input === undefined ? 'Required' : 'Must be a UUID') });
const ref = z.uuid('Must be a UUID').nullable().optional();
const active = z.boolean().optional();
const firstName = text().min(1, 'Required').max(100, 'At most 100 characters');
const otherName = text().max(100, 'At most 100 characters').nullable().optional();
const roleTitles = z
  .array(text().min(1, 'A role title cannot be empty').max(255, 'At most 255 characters'))
  .max(50, 'At most 50 roles')
  .optional();
const userEmail = z.email('Must be the e-mail of an existing user').nullable().optional();

export const departmentRecord = z.strictObject({
  id,
  name: text().min(1, 'Required').max(255, 'At most 255 characters'),
  active,
});

export const partnerRecord = z.strictObject({
  id,
  name: text().min(1, 'Required').max(255, 'At most 255 characters'),
  inn: text().refine(isValidInn, 'Must be a valid INN: 10 or 12 digits with correct check digits'),
  legal_name: text().max(255, 'At most 255 characters').nullable().optional(),
  partner_type: ref,
  region: ref,
  comment: text().max(1000, 'At most 1000 characters').nullable().optional(),
  subsidiary: z.boolean().optional(),
  active,
});

export const employeeRecord = z.strictObject({
  id,
  first_name: firstName,
  last_name: otherName,
  second_name: otherName,
  /** Department id (from the database or this file). */
  department: ref,
  /** Job role titles; a title not known yet creates the role. */
  roles: roleTitles,
  /** E-mail of the user account of this employee. */
  user_email: userEmail,
  active,
});

export const agentRecord = z.strictObject({
  id,
  first_name: firstName,
  last_name: otherName,
  second_name: otherName,
  /** Partner ids (from the database or this file). */
  partners: z.array(z.uuid('Must be a UUID')).max(50, 'At most 50 partners').optional(),
  roles: roleTitles,
  user_email: userEmail,
  /** Employee id of the developer's curator. */
  curator: ref,
  active,
});

export type DepartmentRecord = z.infer<typeof departmentRecord>;
export type PartnerRecord = z.infer<typeof partnerRecord>;
export type EmployeeRecord = z.infer<typeof employeeRecord>;
export type AgentRecord = z.infer<typeof agentRecord>;

export const IMPORT_SECTIONS = ['departments', 'partners', 'employees', 'agents'] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number];

/** The file itself: every section optional, each an array (records are checked one by one). */
export const importFileSchema = z.strictObject({
  departments: z.array(z.unknown()).optional(),
  partners: z.array(z.unknown()).optional(),
  employees: z.array(z.unknown()).optional(),
  agents: z.array(z.unknown()).optional(),
});
export type ImportFile = z.infer<typeof importFileSchema>;
