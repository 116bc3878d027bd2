/**
 * The app's i18n instance: core's namespaces (shared with the embed) plus the namespaces only
 * the signed-in app uses, kept out of the embed bundle (its size budget, README "Figures").
 */
import { createI18n } from '@inkflow/core';
import type { i18n as I18n } from 'i18next';
import app from './en/app.json' with { type: 'json' };
import auth from './en/auth.json' with { type: 'json' };
import panels from './en/panels.json' with { type: 'json' };
import richtext from './en/richtext.json' with { type: 'json' };
import workspace from './en/workspace.json' with { type: 'json' };

/** App-only English resources, one namespace per file: `app` (signed-in pages), `auth` (signed-out area), `workspace` (dashboard), `panels` (notes, reminders, links, settings), `richtext` (text editor). */
export const appResources = { app, auth, workspace, panels, richtext } as const;

/** createI18n(`language`) with the app-only namespaces added (English; other languages fall back to it, §1). */
export async function createAppI18n(language: string): Promise<I18n> {
  const i18n = await createI18n(language);
  for (const [ns, bundle] of Object.entries(appResources)) i18n.addResourceBundle('en', ns, bundle, true, false);
  return i18n;
}
