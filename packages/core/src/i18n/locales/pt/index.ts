// The namespaces shared by the app and the embed (all but collab) in this folder's language; one chunk per language, loaded on demand (i18n/languages.ts).
import boxes from './boxes.json' with { type: 'json' };
import common from './common.json' with { type: 'json' };
import embed from './embed.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import pdf from './pdf.json' with { type: 'json' };
import sign from './sign.json' with { type: 'json' };

export default { boxes, common, embed, errors, pdf, sign };
