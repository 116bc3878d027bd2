/**
 * The dashboard's calls (issue #4, docs/documents-api.md, spec §7): the agreement list with every
 * filter, workspaces, folders, tags, move, trash and the creation paths. Thin typed wrappers over
 * `api.request`; failures reject with core's ApiError (a 401 also ends the session).
 */
import type { ApiRequestOptions } from '@inkflow/core';
import { api } from '../session/services.js';

/** A row of GET /agreements/ (wire names kept). `updated`/`created` are ISO 8601; `tags` only when the server sends them. */
export interface ListedAgreement {
  id: number;
  name: string;
  state: number;
  collection_id: number;
  folder_id: number | null;
  updated: string;
  created?: string;
  tags?: Tag[];
}

/** A list page: the rows and the total before paging. */
export interface AgreementPage {
  collection: ListedAgreement[];
  count: number;
}

/** A workspace of GET /collections/; id 0 is the virtual "Shared with me". */
export interface Workspace {
  id: number;
  name: string;
  virtual: boolean;
  acl?: Record<string, boolean>;
}

/** A folder; the tree is the flat list linked by `parent_id` (null: top level). */
export interface Folder {
  id: number;
  collection_id: number;
  parent_id: number | null;
  name: string;
}

/** A tag of the account (§3 Tag). */
export interface Tag {
  id: number;
  name: string;
}

/** What the dashboard needs of a created agreement. */
export interface CreatedAgreement {
  id: number;
  name: string;
  state: number;
}

/** §7 list query params, as built by listQueryParams. */
export type ListParams = NonNullable<ApiRequestOptions['searchParams']>;

/** GET /agreements/ with the given §7 params (limit, offset, sort, filters). 400 on a bad filter. */
export function listAgreementPage(params: ListParams): Promise<AgreementPage> {
  return api.request<AgreementPage>('GET', 'agreements/', { searchParams: params });
}

/** GET /collections/: the usable workspaces, then Shared with me (id 0). */
export async function listWorkspaces(): Promise<Workspace[]> {
  return (await api.request<{ collection: Workspace[] }>('GET', 'collections/')).collection;
}

/** GET /collections/{id}/folders/: the workspace's folders, flat. 403 (99) without access. */
export async function listFolders(workspaceId: number): Promise<Folder[]> {
  return (await api.request<{ collection: Folder[] }>('GET', `collections/${workspaceId}/folders/`)).collection;
}

/** POST /folders/: a folder in `workspaceId` under `parentId` (null: top level). */
export function createFolder(workspaceId: number, name: string, parentId: number | null): Promise<Folder> {
  return api.request<Folder>('POST', 'folders/', { json: { collection_id: workspaceId, parent_id: parentId, name } });
}

/** PUT /folders/{id}: renames the folder. */
export function renameFolder(id: number, name: string): Promise<Folder> {
  return api.request<Folder>('PUT', `folders/${id}`, { json: { name } });
}

/** DELETE /folders/{id}: the folder and its subtree; their agreements stay, with no folder. */
export async function deleteFolder(id: number): Promise<void> {
  await api.request('DELETE', `folders/${id}`);
}

/** GET /tags/: the account's tags. */
export async function listTags(): Promise<Tag[]> {
  return (await api.request<{ collection: Tag[] }>('GET', 'tags/')).collection;
}

/** POST /tags/: a new tag (name 1-100 characters). */
export function createTag(name: string): Promise<Tag> {
  return api.request<Tag>('POST', 'tags/', { json: { name } });
}

/** The agreement's tags, from GET /agreements/{id} (fresh, for the tags dialog). */
export async function agreementTags(id: number): Promise<Tag[]> {
  return (await api.request<{ tags?: Tag[] }>('GET', `agreements/${id}`)).tags ?? [];
}

/** POST /agreements/{id}/tags/: connects a tag. */
export async function addAgreementTag(id: number, tagId: number): Promise<void> {
  await api.request('POST', `agreements/${id}/tags/`, { json: { tag_id: tagId } });
}

/** DELETE /agreements/{id}/tags/{tagId}: disconnects a tag. */
export async function removeAgreementTag(id: number, tagId: number): Promise<void> {
  await api.request('DELETE', `agreements/${id}/tags/${tagId}`);
}

/** POST /agreements/{id}/move: to another workspace and folder (-1: no folder). 403 (99) without agreement:move. */
export async function moveAgreement(id: number, workspaceId: number, folderId: number): Promise<void> {
  await api.request('POST', `agreements/${id}/move`, { json: { collection_id: workspaceId, folder_id: folderId } });
}

/** DELETE /agreements/{id}: to the trash. */
export async function trashAgreement(id: number): Promise<void> {
  await api.request('DELETE', `agreements/${id}`);
}

/** POST /agreements/{id}/restore: back from the trash. */
export async function restoreAgreement(id: number): Promise<void> {
  await api.request('POST', `agreements/${id}/restore`, { json: {} });
}

/** POST /agreements/{id}/permanently_delete: only from the trash. */
export async function permanentlyDeleteAgreement(id: number): Promise<void> {
  await api.request('POST', `agreements/${id}/permanently_delete`, { json: {} });
}

/** DELETE /collections/{id}/empty_agreement_trash: resolves with how many were purged. */
export async function emptyTrash(workspaceId: number): Promise<number> {
  return (await api.request<{ count: number }>('DELETE', `collections/${workspaceId}/empty_agreement_trash`)).count;
}

/** The body of POST /agreements/ as the dashboard sends it (docs/documents-api.md "Creation"). */
export interface CreateRequest {
  collection_id: number;
  folder_id?: number;
  name?: string;
  /** 0 contract (default), 6 template. */
  state?: 0 | 6;
  /** Copy a template (or agreement). */
  source_id?: number;
  /** 1: an already-signed contract, stored as signed (state 4). */
  import?: 1;
  /** An uploaded PDF asset id. */
  from_pdf?: number;
}

/** POST /agreements/: any creation path; 400 on a bad body, 403 (99) without the workspace. */
export function createAgreementVia(body: CreateRequest): Promise<CreatedAgreement> {
  return api.request<CreatedAgreement>('POST', 'agreements/', { json: body });
}

/** POST /assets/ multipart (asset_type=pdf, file): resolves with the asset id. 4506 when too big. */
export async function uploadPdf(file: File): Promise<number> {
  const body = new FormData();
  body.append('asset_type', 'pdf');
  body.append('file', file);
  return (await api.call('POST /assets/', { body })).id;
}
