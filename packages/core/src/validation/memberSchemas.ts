/**
 * Request schemas of the members, seats and groups calls (spec §3 Position userRole, §3 Group,
 * §5 Number of seats, §7 account actions "buy seats", position actions, list calls), shared by
 * the settings pages and the server. Wire shapes, snake_case.
 */
import { z } from 'zod';
import { numberOfSeatsSchema, requiredChoice } from './fieldRules.js';
import { idNumberSchema } from './idSchemas.js';
import { limits } from './schemas.js';

/**
 * The account roles a position can hold (§6 "The account role is the position's userRole"):
 * `admin` holds every permission in its account and manages members, seats and groups;
 * `member` holds what the roles bound to it (or to its groups) allow.
 */
export const accountRoles = ['admin', 'member'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** A §3 userRole value ("User role is required" when missing or unknown). */
export const userRoleSchema = requiredChoice('User role', accountRoles);

/** PUT /positions/{id}/user_role body: the position's new account role. */
export const userRoleChangeSchema = z.object({ user_role: userRoleSchema }).meta({ id: 'UserRoleChange', examples: [{ user_role: 'admin' }] });
export type UserRoleChangeRequest = z.input<typeof userRoleChangeSchema>;

/**
 * POST /accounts/{id}/seats body (§7 account action "buy seats", §5 numberOfSeats 1-10000): the
 * account's new number of seats. More than today buys the difference; fewer gives seats back,
 * never below the seats in use.
 */
export const seatsChangeSchema = z.object({ number_of_seats: numberOfSeatsSchema }).meta({ id: 'SeatsChange', examples: [{ number_of_seats: 12 }] });
export type SeatsChangeRequest = z.input<typeof seatsChangeSchema>;

/** §3 Group name: required, at most 100 characters (§9 name max). */
export const groupNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { message: 'Name is required' })
  .max(limits.nameMax, { message: `Name must contain at most ${limits.nameMax} character(s)` });

/** POST /groups/ body: a name and, optionally, the first members (positions of the account). */
export const createGroupSchema = z
  .object({
    name: groupNameSchema,
    position_ids: z.array(idNumberSchema('position_ids')).max(1000).optional().default([]),
  })
  .meta({ id: 'GroupCreate', examples: [{ name: 'Sales', position_ids: [4, 7] }] });
export type CreateGroupRequest = z.input<typeof createGroupSchema>;

/** PUT /groups/{id} body: rename. */
export const renameGroupSchema = z.object({ name: groupNameSchema }).meta({ id: 'GroupRename', examples: [{ name: 'Sales Nordics' }] });
export type RenameGroupRequest = z.input<typeof renameGroupSchema>;

/** The §7 list page of the members and groups lists: limit (20, at most 100) and offset (0). */
const pageSchema = {
  limit: z.coerce.number({ message: 'limit must be a number' }).int().min(1, { message: 'limit must be at least 1' }).max(100, { message: 'limit must be at most 100' }).optional().default(limits.pageSize),
  offset: z.coerce.number({ message: 'offset must be a number' }).int().min(0, { message: 'offset must be at least 0' }).max(2_147_483_647).optional().default(0),
};

/** GET /accounts/{id}/members/ query (§7 list params): sort by name, email, status or last_login. */
export const memberListQuerySchema = z.object({
  ...pageSchema,
  sort: z
    .enum(['name:asc', 'name:desc', 'email:asc', 'email:desc', 'status:asc', 'status:desc', 'last_login:asc', 'last_login:desc'], {
      message: 'sort must be name, email, status or last_login with :asc or :desc',
    })
    .optional()
    .default('name:asc'),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

/** GET /groups/ query (§7 list params): sort by name or created. */
export const groupListQuerySchema = z.object({
  ...pageSchema,
  sort: z.enum(['name:asc', 'name:desc', 'created:asc', 'created:desc'], { message: 'sort must be name or created with :asc or :desc' }).optional().default('name:asc'),
});
export type GroupListQuery = z.input<typeof groupListQuerySchema>;
