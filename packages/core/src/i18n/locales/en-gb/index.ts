// British English: only the texts that differ from en (the rest falls back to it).
import errors from './errors.json' with { type: 'json' };
import sign from './sign.json' with { type: 'json' };

export default { errors, sign };
