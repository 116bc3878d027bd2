/**
 * The dashboard's calls (spec §7): the agreement list with every filter, workspaces, folders,
 * tags, move, trash and the creation paths, on the typed client (`api.call`, core's route
 * contract). Failures reject with core's ApiError (a 401 also ends the session).
 */
import { BoxTypeCode, type AgreementSummaryWire, type CollectionWire, type CreateAgreementFullRequest, type FolderWire, type SearchParamValues, type TagWire } from '@inkflow/core';
import { api } from '../session/services.js';

/** A row of GET /agreements/ (wire names kept). `updated`/`created` are ISO 8601. */
export type ListedAgreement = AgreementSummaryWire;

/** A list page: the rows and the total before paging. */
export interface AgreementPage {
  collection: ListedAgreement[];
  count: number;
}

/** A workspace of GET /collections/; id 0 is the virtual "Shared with me". `acl` is unknown until the list is fetched (the session's workspaces lack it). */
export type Workspace = Omit<CollectionWire, 'acl'> & Partial<Pick<CollectionWire, 'acl'>>;

/** A folder; the tree is the flat list linked by `parent_id` (null: top level). */
export type Folder = FolderWire;

/** A tag of the account (§3 Tag). */
export type Tag = TagWire;

/** What the dashboard needs of a created agreement. */
export interface CreatedAgreement {
  id: number;
  name: string;
  state: number;
}

/** §7 list query params, as built by listQueryParams. */
export type ListParams = SearchParamValues;

/** GET /agreements/ with the given §7 params (limit, offset, sort, filters). 400 on a bad filter. */
export function listAgreementPage(params: ListParams): Promise<AgreementPage> {
  return api.call('GET /agreements/', { query: params });
}

/** GET /collections/: the usable workspaces, then Shared with me (id 0). */
export async function listWorkspaces(): Promise<Workspace[]> {
  return (await api.call('GET /collections/')).collection;
}

/** GET /collections/{id}/folders/: the workspace's folders, flat. 403 (99) without access. */
export async function listFolders(workspaceId: number): Promise<Folder[]> {
  return (await api.call('GET /collections/:id/folders/', { params: { id: workspaceId } })).collection;
}

/** POST /folders/: a folder in `workspaceId` under `parentId` (null: top level). */
export function createFolder(workspaceId: number, name: string, parentId: number | null): Promise<Folder> {
  return api.call('POST /folders/', { body: { collection_id: workspaceId, parent_id: parentId, name } });
}

/** PUT /folders/{id}: renames the folder. */
export function renameFolder(id: number, name: string): Promise<Folder> {
  return api.call('PUT /folders/:id', { params: { id }, body: { name } });
}

/** DELETE /folders/{id}: the folder and its subtree; their agreements stay, with no folder. */
export async function deleteFolder(id: number): Promise<void> {
  await api.call('DELETE /folders/:id', { params: { id } });
}

/** GET /tags/: the account's tags. */
export async function listTags(): Promise<Tag[]> {
  return (await api.call('GET /tags/')).collection;
}

/** POST /tags/: a new tag (name 1-100 characters). */
export function createTag(name: string): Promise<Tag> {
  return api.call('POST /tags/', { body: { name } });
}

/** The agreement's tags, from GET /agreements/{id} (fresh, for the tags dialog). */
export async function agreementTags(id: number): Promise<Tag[]> {
  return (await api.call('GET /agreements/:id', { params: { id } })).tags ?? [];
}

/** POST /agreements/{id}/tags/: connects a tag. */
export async function addAgreementTag(id: number, tagId: number): Promise<void> {
  await api.call('POST /agreements/:id/tags/', { params: { id }, body: { tag_id: tagId } });
}

/** DELETE /agreements/{id}/tags/{tagId}: disconnects a tag. */
export async function removeAgreementTag(id: number, tagId: number): Promise<void> {
  await api.call('DELETE /agreements/:id/tags/:tagId', { params: { id, tagId } });
}

/** POST /agreements/{id}/move: to another workspace and folder (-1: no folder). 403 (99) without agreement:move. */
export async function moveAgreement(id: number, workspaceId: number, folderId: number): Promise<void> {
  await api.call('POST /agreements/:id/move', { params: { id }, body: { collection_id: workspaceId, folder_id: folderId } });
}

/** DELETE /agreements/{id}: to the trash. */
export async function trashAgreement(id: number): Promise<void> {
  await api.call('DELETE /agreements/:id', { params: { id } });
}

/** POST /agreements/{id}/restore: back from the trash. */
export async function restoreAgreement(id: number): Promise<void> {
  await api.call('POST /agreements/:id/restore', { params: { id } });
}

/** POST /agreements/{id}/permanently_delete: only from the trash. */
export async function permanentlyDeleteAgreement(id: number): Promise<void> {
  await api.call('POST /agreements/:id/permanently_delete', { params: { id } });
}

/** DELETE /collections/{id}/empty_agreement_trash: resolves with how many were purged. */
export async function emptyTrash(workspaceId: number): Promise<number> {
  return (await api.call('DELETE /collections/:id/empty_agreement_trash', { params: { id: workspaceId } })).count;
}

/** The body of POST /agreements/ (core's createAgreementRequestSchema): workspace, folder, name, state, source, import, from_pdf. */
export type CreateRequest = CreateAgreementFullRequest;

/** POST /agreements/: any creation path; 400 on a bad body, 403 (99) without the workspace. */
export function createAgreementVia(body: CreateRequest): Promise<CreatedAgreement> {
  return api.call('POST /agreements/', { body });
}

/** POST /assets/ multipart (asset_type=pdf, file): resolves with the asset id. 4506 when too big. */
export async function uploadPdf(file: File): Promise<number> {
  const body = new FormData();
  body.append('asset_type', 'pdf');
  body.append('file', file);
  return (await api.call('POST /assets/', { body })).id;
}

/** POST /collections/: a new workspace (name 1-100 characters); 403 (99) unless an account admin. */
export function createWorkspace(name: string): Promise<Workspace> {
  return api.call('POST /collections/', { body: { name } });
}

/** PUT /collections/{id}: renames a workspace; 403 (99) without collection:acl:update. */
export function renameWorkspace(id: number, name: string): Promise<Workspace> {
  return api.call('PUT /collections/:id', { params: { id }, body: { name } });
}

/** DELETE /collections/{id}: only an empty workspace (400 otherwise); 403 (99) unless an account admin. */
export async function deleteWorkspace(id: number): Promise<void> {
  await api.call('DELETE /collections/:id', { params: { id } });
}

/** The sample template of the first-run state: its name and paragraphs (from the locale files). */
export interface SampleTemplate {
  name: string;
  paragraphs: string[];
}

/**
 * Creates the sample template in `workspaceId`: POST /agreements/ (state 6, the sample name),
 * then PUT /agreements/{id} with one text section holding the paragraphs (with the checksum
 * the creation answered). Resolves with the template.
 */
export async function createSampleTemplate(workspaceId: number, sample: SampleTemplate): Promise<CreatedAgreement> {
  const created = await api.call('POST /agreements/', { body: { collection_id: workspaceId, state: 6, name: sample.name } });
  const nodes = sample.paragraphs.map((text) => ({ type: 'paragraph', children: [{ text }] }));
  await api.call('PUT /agreements/:id', { params: { id: created.id }, body: { checksum: created.checksum, boxes: [{ id: 1, type: BoxTypeCode.Text, content: { nodes }, config: {} }] } });
  return created;
}

/** Renames an agreement: GET /agreements/{id} for the fresh checksum, then PUT /agreements/{id} with the name (4002 when it changed meanwhile). */
export async function renameAgreement(id: number, name: string): Promise<void> {
  const { checksum } = await api.call('GET /agreements/:id', { params: { id } });
  await api.call('PUT /agreements/:id', { params: { id }, body: { checksum, name } });
}
