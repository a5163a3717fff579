import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { anyOf, hashPassword, regions, roles, userRoles, users, type Db } from '@app/db';
import {
  SETTINGS_MAX_BYTES,
  type FiltersListInput,
  type RegisterUserData,
  type UpdateMeData,
} from '@app/validators';
import { AppError, badRequest, notFound, type FieldErrors } from '../../errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { listPage, mapPage, recordList } from '../../lib/list';
import { preparedFor } from '../../lib/prepared';
import { toUserDto, toUserDtos, userRoleSlugs, type UserDto } from './dto';
import { forgetNames } from './names';

const userList = recordList(
  users,
  {
    email: 'string',
    phone: 'string',
    first_name: 'string',
    last_name: 'string',
    second_name: 'string',
    region: 'uuid',
    birth_date: 'date',
  },
  ['email', 'last_name', 'first_name'],
);

/** One user with their roles, in one statement (`users.me` is the most frequent call of all). */
export async function getUser(db: Db, id: string): Promise<UserDto> {
  const query = preparedFor(db, 'getUser', () =>
    db
      .select({ user: users, roles: userRoleSlugs })
      .from(users)
      .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deleted_at)))
      .prepare('getUser'),
  );
  const [row] = await query.execute({ id });
  if (!row) throw notFound('USER_NOT_FOUND', 'User not found');
  return toUserDto(row.user, row.roles);
}

export async function listUsers(db: Db, input: FiltersListInput) {
  const page = await listPage(db, userList, input, [
    eq(users.is_system, false),
    eq(users.is_service, false),
  ]);
  return mapPage(page, (rows) => toUserDtos(db, rows));
}

const userExists = (fieldErrors: FieldErrors) =>
  new AppError('CONFLICT', 'USER_EXISTS', 'A user with this e-mail or phone already exists', {
    fieldErrors,
  });

/** Which of e-mail / phone are taken by another user (for a clear 409 naming the fields). */
async function takenFields(
  db: Db,
  opts: { email?: string; phone?: string; exceptId?: string },
): Promise<FieldErrors> {
  const conds = [
    opts.email ? sql`lower(${users.email}) = lower(${opts.email})` : undefined,
    opts.phone ? eq(users.phone, opts.phone) : undefined,
  ].filter(Boolean);
  if (conds.length === 0) return {};
  const rows = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(and(or(...conds), opts.exceptId ? ne(users.id, opts.exceptId) : undefined));
  const errors: FieldErrors = {};
  if (opts.email && rows.some((r) => r.email.toLowerCase() === opts.email?.toLowerCase()))
    errors.email = ['Already in use'];
  if (opts.phone && rows.some((r) => r.phone === opts.phone)) errors.phone = ['Already in use'];
  return errors;
}

/** A user's region must be one of the regions of the reference data: 400 naming `region` otherwise. */
async function assertRegion(db: Db, id: string | undefined): Promise<void> {
  if (!id) return;
  const [row] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, id), isNull(regions.deleted_at)));
  if (!row)
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      region: ['No region with this id'],
    });
}

/** Settings never hold `null`: a key set to null is removed (docs/decisions.md, Accounts). */
const withoutNulls = (settings: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== null));

const settingsTooLarge = () =>
  badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
    settings: [`All settings together take at most ${SETTINGS_MAX_BYTES / 1024} KiB as JSON`],
  });

export async function registerUser(db: Db, input: RegisterUserData) {
  await assertRegion(db, input.region);
  const taken = await takenFields(db, { email: input.email, phone: input.phone });
  if (Object.keys(taken).length > 0) throw userExists(taken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          phone: input.phone,
          password_hash: passwordHash,
          first_name: input.first_name,
          last_name: input.last_name,
          second_name: input.second_name,
          birth_date: input.birth_date,
          region: input.region,
          settings: withoutNulls(input.settings ?? {}),
        })
        .returning({ id: users.id });
      const id = (user as { id: string }).id;
      const slugs = [...new Set(['ROLE_USER', ...input.roles])];
      const roleRows = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(anyOf(roles.slug, slugs));
      await tx.insert(userRoles).values(roleRows.map((r) => ({ user_id: id, role_id: r.id })));
      return { item: { id }, message: 'User registered' };
    });
  } catch (e) {
    // Two registrations racing for one address: the unique index decides, the answer stays a 409.
    if (isUniqueViolation(e))
      throw userExists(await takenFields(db, { email: input.email, phone: input.phone }));
    throw e;
  }
}

export async function updateMe(db: Db, userId: string, input: UpdateMeData) {
  await assertRegion(db, input.region);
  if (input.phone) {
    const taken = await takenFields(db, { phone: input.phone, exceptId: userId });
    if (Object.keys(taken).length > 0) throw userExists(taken);
  }
  try {
    await db.transaction(async (tx) => {
      const { settings, ...fields } = input;
      const [row] = await tx
        .update(users)
        .set({
          ...fields,
          // Settings are merged key by key, so one screen's preference does not erase another's;
          // a key sent as null is removed.
          ...(settings
            ? {
                settings: sql`jsonb_strip_nulls(${users.settings} || ${JSON.stringify(settings)}::jsonb)`,
              }
            : {}),
          updated_at: new Date(),
        })
        .where(eq(users.id, userId))
        .returning({ settings: users.settings });
      // The patch is within the limit (the schema); the merged whole must be too.
      const size = new TextEncoder().encode(JSON.stringify(row?.settings ?? {})).length;
      if (settings && size > SETTINGS_MAX_BYTES) throw settingsTooLarge();
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw userExists({ phone: ['Already in use'] });
    throw e;
  }
  forgetNames(db, [userId]);
  return { item: { id: userId }, message: 'Profile updated' };
}
