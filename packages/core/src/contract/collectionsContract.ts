/**
 * The contract of the workspace calls (§3 Workspace, the API's collection): the workspace list
 * with ACLs, the folder tree of a workspace, folders, and emptying a workspace's trash.
 */
import { z } from 'zod';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { requiredText } from '../validation/fieldRules.js';
import { limits } from '../validation/schemas.js';
import { createFolderSchema, updateFolderSchema } from '../validation/documentSchemas.js';
import { listOf, noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';

/** A workspace on the wire; `acl` is keyed by permission name (§6); id 0 is the virtual "Shared with me". */
export const collectionWireSchema = z
  .object({ id: z.number().int(), name: z.string(), virtual: z.boolean(), acl: z.record(z.string(), z.boolean()) })
  .meta({ id: 'Collection', examples: [{ id: 1, name: 'Sales', virtual: false, acl: { 'collection:module:agreement:use': true, 'agreement:create': true } }] });
/** A workspace as the server sends it. */
export type CollectionWire = z.input<typeof collectionWireSchema>;

/** A folder on the wire: the tree is the flat list linked by `parent_id` (null: top level). */
export const folderWireSchema = z
  .object({ id: z.number().int(), collection_id: z.number().int(), parent_id: z.number().int().nullable(), name: z.string() })
  .meta({ id: 'Folder', examples: [{ id: 5, collection_id: 1, parent_id: null, name: 'Customers' }] });
/** A folder as the server sends it. */
export type FolderWire = z.input<typeof folderWireSchema>;

/** POST /collections/ and PUT /collections/{id} body: the workspace name (trimmed, 1 to 100 characters). */
export const workspaceNameSchema = z
  .object({ name: requiredText('Name', { max: limits.nameMax }) })
  .meta({ id: 'WorkspaceName', examples: [{ name: 'Sales' }] });
/** The body of a workspace create or rename. */
export type WorkspaceNameRequest = z.input<typeof workspaceNameSchema>;

const guestToken: RouteError = { status: 403, code: ApiErrorCode.AccessDenied, when: 'A guest token was sent' };
const workspaceParams = z.object({ id: pathIdSchema('Invalid workspace Id') });
const folderParams = z.object({ id: pathIdSchema('Invalid folder Id') });
const folderErrors: RouteError[] = [
  notLoggedInError,
  { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position lacks collection:folder:update (§6), or a guest token was sent' },
  { status: 404, code: StringErrorCode.NotFound, when: 'No such workspace or folder' },
];

/** Every workspace and folder route. */
export const collectionsContract = [
  defineRoute({
    method: 'GET',
    path: '/collections/',
    resource: 'collections',
    summary: 'List the workspaces',
    description: 'The workspaces the position may use (collection:module:agreement:use), each with its ACL, then the virtual "Shared with me" (id 0).',
    auth: 'session',
    responses: { 200: listOf(collectionWireSchema) },
    errors: [notLoggedInError, guestToken],
  }),
  defineRoute({
    method: 'POST',
    path: '/collections/',
    resource: 'collections',
    summary: 'Create a workspace',
    description: 'A new workspace of the account, named `name`. Only account admins create workspaces (§6 userRole admin or owner).',
    auth: 'session',
    body: workspaceNameSchema,
    premium: true,
    responses: { 201: collectionWireSchema },
    errors: [notLoggedInError, { status: 400, code: StringErrorCode.BadRequest, when: 'The name is missing, blank or longer than 100 characters' }, { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position is not an account admin, or a guest token was sent' }],
  }),
  defineRoute({
    method: 'PUT',
    path: '/collections/:id',
    resource: 'collections',
    summary: 'Rename a workspace',
    description: 'Needs collection:acl:update on the workspace (§6). The virtual "Shared with me" (id 0) cannot be renamed.',
    auth: 'session',
    params: workspaceParams,
    body: workspaceNameSchema,
    responses: { 200: collectionWireSchema },
    errors: [
      notLoggedInError,
      { status: 400, code: StringErrorCode.BadRequest, when: 'The name is missing, blank or longer than 100 characters' },
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position lacks collection:acl:update, or a guest token was sent' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such workspace, or id 0 (Shared with me)' },
    ],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/collections/:id',
    resource: 'collections',
    summary: 'Delete a workspace',
    description:
      'Only account admins, and only an empty workspace: one that still holds contracts or templates, in the list or in its trash, is refused (move them or empty the trash first), and so is the last workspace of the account. Its folders and role bindings go with it. The virtual "Shared with me" (id 0) cannot be deleted.',
    auth: 'session',
    params: workspaceParams,
    responses: { 204: noContent },
    errors: [
      notLoggedInError,
      { status: 400, code: StringErrorCode.BadRequest, when: 'The workspace still holds contracts, templates or trashed items, or it is the last one' },
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position is not an account admin, or a guest token was sent' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such workspace, or id 0 (Shared with me)' },
    ],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/collections/:id/empty_agreement_trash',
    resource: 'collections',
    summary: "Empty a workspace's trash",
    description: '§7, §4: permanently deletes every trashed agreement of the workspace in one transaction; answers how many. Needs collection:trash:empty.',
    auth: 'session',
    params: workspaceParams,
    responses: { 200: z.object({ count: z.number().int().nonnegative() }).meta({ id: 'PurgedCount', examples: [{ count: 3 }] }) },
    errors: [notLoggedInError, { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position lacks collection:trash:empty' }, { status: 404, code: StringErrorCode.NotFound, when: 'No such workspace' }],
  }),
  defineRoute({
    method: 'GET',
    path: '/collections/:id/folders/',
    resource: 'folders',
    summary: "A workspace's folder tree",
    description: 'Every folder of the workspace by name, linked by `parent_id`. Needs collection:module:agreement:use.',
    auth: 'session',
    params: workspaceParams,
    responses: { 200: listOf(folderWireSchema) },
    errors: [notLoggedInError, { status: 403, code: ApiErrorCode.AccessDenied, when: 'The position may not use the workspace' }, { status: 404, code: StringErrorCode.NotFound, when: 'No such workspace' }],
  }),
  defineRoute({
    method: 'POST',
    path: '/folders/',
    resource: 'folders',
    summary: 'Create a folder',
    description: 'In `collection_id`, below `parent_id` (omitted or null: top level). Needs collection:folder:update.',
    auth: 'session',
    body: createFolderSchema,
    responses: { 201: folderWireSchema },
    errors: folderErrors,
  }),
  defineRoute({
    method: 'PUT',
    path: '/folders/:id',
    resource: 'folders',
    summary: 'Rename or move a folder',
    description: 'Within its workspace; never below itself. Needs collection:folder:update.',
    auth: 'session',
    params: folderParams,
    body: updateFolderSchema,
    responses: { 200: folderWireSchema },
    errors: folderErrors,
  }),
  defineRoute({
    method: 'DELETE',
    path: '/folders/:id',
    resource: 'folders',
    summary: 'Delete a folder and its subfolders',
    description: 'The agreements inside are kept, in no folder. Needs collection:folder:update.',
    auth: 'session',
    params: folderParams,
    responses: { 204: noContent },
    errors: folderErrors,
  }),
] as const;
