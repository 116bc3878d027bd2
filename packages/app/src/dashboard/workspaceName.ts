import type { Workspace } from './dashboardApi.js';

/** A workspace's shown name: a virtual workspace is called "Shared with me" (spec §2 Page title), translated. */
export function workspaceName(workspace: Pick<Workspace, 'name' | 'virtual'>, t: (key: 'sharedWithMe') => string): string {
  return workspace.virtual ? t('sharedWithMe') : workspace.name;
}
