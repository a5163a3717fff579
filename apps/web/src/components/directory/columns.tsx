'use client';

import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ActiveBadge, BadgeList, DateCell, fullName } from '~/components/data-table/cells';
import type { SelectOption } from '~/components/ui/select';

/** A column whose cell renders the row (the directory tables have no sorting or meta). */
export const column = <T,>(
  id: string,
  header: string,
  cell: (row: T) => ReactNode,
): ColumnDef<T> => ({ id, header, cell: ({ row }) => cell(row.original) });

/** The row's main name, in bold. */
export const strongColumn = <T,>(id: string, header: string, value: (row: T) => ReactNode) =>
  column<T>(id, header, (row) => <span className="font-medium">{value(row)}</span>);

export const nameColumn = <
  T extends { first_name: string; last_name: string | null; second_name: string | null },
>(
  header: string,
) => strongColumn<T>('name', header, fullName);

export const badgesColumn = <T,>(id: string, header: string, values: (row: T) => string[]) =>
  column<T>(id, header, (row) => <BadgeList values={values(row)} />);

export const rolesColumn = <T extends { roles: { title: string }[] }>(header: string) =>
  badgesColumn<T>('roles', header, (row) => row.roles.map((r) => r.title));

export const activeColumn = <T extends { active: boolean }>(header: string) =>
  column<T>('active', header, (row) => <ActiveBadge active={row.active} />);

export const updatedColumn = <T extends { updated_at: string | null }>(header: string) =>
  column<T>('updated_at', header, (row) => <DateCell value={row.updated_at} />);

/** Search options from `[property, label]` pairs. */
export const searchOptions = (fields: [string, string][]): SelectOption[] =>
  fields.map(([value, label]) => ({ value, label }));
