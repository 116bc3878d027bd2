import app from './en/app.json' with { type: 'json' };
import auth from './en/auth.json' with { type: 'json' };
import boxes from './en/boxes.json' with { type: 'json' };
import common from './en/common.json' with { type: 'json' };
import embed from './en/embed.json' with { type: 'json' };
import errors from './en/errors.json' with { type: 'json' };
import pdf from './en/pdf.json' with { type: 'json' };
import sign from './en/sign.json' with { type: 'json' };

/** English resources, one namespace per file. English is the default and fallback (§1). */
export const en = { app, auth, boxes, common, embed, errors, pdf, sign };
