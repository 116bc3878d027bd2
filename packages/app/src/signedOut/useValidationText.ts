import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Core's §5 field names and the auth keys of their labels. */
const fieldKeys: Record<string, string> = {
  Email: 'login.email',
  Password: 'login.password',
  Name: 'signup.fullname',
  Language: 'signup.language',
  'Job level': 'signup.jobLevel',
  Team: 'signup.team',
  'Company name': 'signup.companyName',
  'Company size': 'signup.companySize',
  Country: 'signup.country',
  'Security code': 'login.securityCode',
};

/**
 * Core's zod schemas carry the §5 messages in English ("Name is required", "Password must
 * contain at least 12 character(s)", "Email address is invalid", "The password confirmation
 * doesn't match"). This returns a function that puts such a message through i18next (auth
 * `validation.*` keys, the field named by its translated label), so the forms show every text
 * in the interface language. Unknown messages are shown as they are.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return useCallback(
    (message) => {
      if (!message) return message;
      const field = (name: string) => (fieldKeys[name] ? t(fieldKeys[name]) : name);
      if (message === 'Email address is invalid') return t('validation.emailInvalid');
      if (message === "The password confirmation doesn't match") return t('validation.passwordMismatch');
      let m = /^(.+) is required$/.exec(message);
      if (m) return t('validation.required', { field: field(m[1]!) });
      m = /^(.+) are required$/.exec(message);
      if (m) return t('validation.requiredPlural', { field: field(m[1]!) });
      m = /^(.+) must contain at (least|most) (\d+) character\(s\)$/.exec(message);
      if (m) return t(m[2] === 'least' ? 'validation.minLength' : 'validation.maxLength', { field: field(m[1]!), count: Number(m[3]) });
      return message;
    },
    [t],
  );
}
