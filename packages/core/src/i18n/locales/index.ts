import boxes from './en/boxes.json' with { type: 'json' };
import common from './en/common.json' with { type: 'json' };
import embed from './en/embed.json' with { type: 'json' };
import errors from './en/errors.json' with { type: 'json' };
import pdf from './en/pdf.json' with { type: 'json' };
import sign from './en/sign.json' with { type: 'json' };

/** English resources shared by the embed and the app, one namespace per file (the app adds its own: packages/app/src/i18n). English is the default and fallback (§1). */
export const en = { boxes, common, embed, errors, pdf, sign };
