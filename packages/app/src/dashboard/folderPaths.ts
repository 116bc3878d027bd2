import type { Folder } from './dashboardApi.js';

/**
 * The folders in tree order (parents before children, siblings by name), each with its path
 * `Parent / Child` for a flat select. A folder whose parent is missing counts as top level.
 */
export function folderPaths(folders: Folder[]): { folder: Folder; path: string }[] {
  const ids = new Set(folders.map((f) => f.id));
  const out: { folder: Folder; path: string }[] = [];
  const walk = (parentId: number | null, prefix: string) => {
    const children = folders
      .filter((f) => (parentId === null ? f.parent_id === null || !ids.has(f.parent_id) : f.parent_id === parentId))
      .sort((a, b) => a.name.localeCompare(b.name));
    for (const folder of children) {
      const path = prefix ? `${prefix} / ${folder.name}` : folder.name;
      out.push({ folder, path });
      walk(folder.id, path);
    }
  };
  walk(null, '');
  return out;
}
