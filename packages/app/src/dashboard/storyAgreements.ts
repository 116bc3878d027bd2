/** Story-only rows of the dashboard (GET /agreements/ wire shape) for the dialogs' stories. */
import type { ListedAgreement } from './dashboardApi.js';

const listed = { created: '2026-01-10T08:00:00Z', updated: '2026-03-02T10:00:00Z', agreement_value: null, expire_date: null, tags: [] };

/** A draft in workspace 1, folder 3 (Sales). */
export const storyContract: ListedAgreement = { ...listed, id: 12, name: 'Lease of the red bicycle', state: 0, collection_id: 1, folder_id: 3 };

/** Templates of workspace 1, by name. */
export const storyTemplates: ListedAgreement[] = [
  { ...listed, id: 21, name: 'Consulting agreement', state: 6, collection_id: 1, folder_id: null },
  { ...listed, id: 22, name: 'Mutual NDA', state: 6, collection_id: 1, folder_id: null },
  { ...listed, id: 23, name: 'Office lease', state: 6, collection_id: 1, folder_id: null },
];
