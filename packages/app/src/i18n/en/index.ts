// The app-only namespaces in this folder's language; one chunk per language, loaded on demand (i18n/languages.ts).
import app from './app.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import extensions from './extensions.json' with { type: 'json' };
import members from './members.json' with { type: 'json' };
import panels from './panels.json' with { type: 'json' };
import profile from './profile.json' with { type: 'json' };
import richtext from './richtext.json' with { type: 'json' };
import webhooks from './webhooks.json' with { type: 'json' };
import workspace from './workspace.json' with { type: 'json' };

export default { app, auth, extensions, members, panels, profile, richtext, webhooks, workspace };
