import { z } from 'zod';
import { isoOut, recordOutput, uuidOut } from './common';

/** The public User (docs/api.md): never the password hash. */
export const userOutput = recordOutput({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  second_name: z.string().nullable(),
  phone: z.string().nullable(),
  region: uuidOut.nullable(),
  birth_date: isoOut.nullable(),
  roles: z.array(z.string()).meta({ description: 'Authentication role slugs (`ROLE_*`), sorted' }),
  settings: z
    .record(z.string(), z.unknown())
    .meta({ description: "The user's interface preferences, by key (`users.updateMe` merges)" }),
}).meta({ id: 'User' });
