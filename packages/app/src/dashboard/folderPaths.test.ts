import { describe, expect, it } from 'vitest';
import { folderPaths } from './folderPaths.js';

const folder = (id: number, name: string, parent_id: number | null) => ({ id, name, parent_id, collection_id: 1 });

describe('folderPaths', () => {
  it('orders parents before children, siblings by name, with full paths', () => {
    const paths = folderPaths([folder(3, 'Leases', 1), folder(1, 'Sales', null), folder(2, 'HR', null), folder(4, 'Archive', 1), folder(5, 'Lost', 99)]);
    expect(paths.map((p) => p.path)).toEqual(['HR', 'Lost', 'Sales', 'Sales / Archive', 'Sales / Leases']);
  });
});
