import {
  hasAgreedToTermsSchema,
  signupCompanySchema,
  signupOptions,
  signupPersonalSchema,
  signupSettingsSchema,
  supportedLanguages,
  type CompleteRegistrationRequest,
} from '@inkflow/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../ChoiceGroup.js';
import { SelectField } from '../SelectField.js';
import { TextField } from '../TextField.js';
import { fieldErrors } from '../fieldErrors.js';
import { productName } from '../productName.js';
import { countryOptions } from './countryOptions.js';

/** The wizard's form values (spec §3 Complete-registration payload, plus the terms checkbox). */
export interface SignupWizardValues {
  fullname: string;
  language: string;
  job_level: string;
  team: string;
  intended_use: string[];
  company_name: string;
  company_size: string;
  tools_used: string[];
  company_country: string;
  password: string;
  hasAgreedToTerms: boolean;
}

/** Props of SignupWizard. */
export interface SignupWizardProps {
  /** The email of the token record: "Complete registration for {email}". */
  email: string;
  /** The language preselected on step 1 (the token record's). */
  language: string;
  busy?: boolean;
  /** A translated failure of the last submit, shown above the buttons. */
  error?: string | undefined;
  /** Called on step 3 with the payload fields (private_token and timezone are added by the page). */
  onSubmit(values: Omit<CompleteRegistrationRequest, 'private_token' | 'timezone'>): void;
}

const steps = [signupPersonalSchema, signupCompanySchema, signupSettingsSchema] as const;
const stepFields = [
  ['fullname', 'language', 'job_level', 'team', 'intended_use'],
  ['company_name', 'company_size', 'tools_used'],
  ['company_country', 'password', 'hasAgreedToTerms'],
] as const;

function languageName(code: string): string {
  try {
    const tag = code === 'no' ? 'nb' : code;
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return code;
  }
}

/**
 * The self sign-up wizard of spec §2 Complete registration, §4 Sign-up wizard and §5 Sign-up:
 * "Complete registration for {email}", "Step {step} out of 3"; 1 Personal details (Name,
 * Language, Job level, Team, usage), 2 Company details (Company name, Company size, tools),
 * 3 Settings (Country from a searchable list in the UI language, Password, terms). Next step is
 * enabled only when the step is valid and the form not pristine; Previous goes back; Create your
 * free account only on step 3 with the terms agreed. Option lists are core's signupOptions (§3).
 */
export function SignupWizard({ email, language, busy = false, error, onSubmit }: SignupWizardProps) {
  const { t, i18n } = useTranslation('auth');
  const [step, setStep] = useState(0);
  const [pristine, setPristine] = useState(true);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [countryText, setCountryText] = useState('');
  const [values, setValues] = useState<SignupWizardValues>({
    fullname: '',
    language: (supportedLanguages as readonly string[]).includes(language) ? language : 'en',
    job_level: '',
    team: '',
    intended_use: [],
    company_name: '',
    company_size: '',
    tools_used: [],
    company_country: '',
    password: '',
    hasAgreedToTerms: false,
  });
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  const set = <K extends keyof SignupWizardValues>(key: K, value: SignupWizardValues[K]) => {
    setPristine(false);
    setTouched((s) => ({ ...s, [key]: true }));
    setValues((v) => ({ ...v, [key]: value }));
  };
  const touch = (key: string) => () => setTouched((s) => ({ ...s, [key]: true }));
  const setCountry = (text: string) => {
    setCountryText(text);
    const match = countries.find((c) => c.name.toLocaleLowerCase() === text.trim().toLocaleLowerCase() || c.code === text.trim().toUpperCase());
    set('company_country', match?.code ?? '');
  };

  const errors = { ...fieldErrors(steps[step]!, values), ...(step === 2 ? fieldErrors(hasAgreedToTermsSchema, values.hasAgreedToTerms) : {}) };
  if (step === 2 && errors['']) {
    errors.hasAgreedToTerms = errors[''];
    delete errors[''];
  }
  const stepValid = stepFields[step]!.every((field) => !errors[field]);
  const canProceed = stepValid && !pristine && !busy;
  const options = (list: readonly string[], group: keyof typeof signupOptions) => list.map((value) => ({ value, label: t(`signup.options.${group}.${value}`) }));
  const product = productName();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canProceed) return;
    if (step < 2) {
      setStep(step + 1);
      return;
    }
    const { hasAgreedToTerms: _terms, ...payload } = values;
    // Every step's schema accepted these values (stepValid), so the choices are the schema's own.
    onSubmit(payload as Parameters<SignupWizardProps['onSubmit']>[0]);
  };

  return (
    <form onSubmit={submit} aria-labelledby="signup-title" noValidate>
      <h1 id="signup-title">{t('signup.completeTitle', { email })}</h1>
      <p className="wizard-step">{t('signup.step', { step: step + 1 })}</p>
      <h2>{t(['signup.stepPersonal', 'signup.stepCompany', 'signup.stepSettings'][step]!)}</h2>
      {step === 0 && (
        <>
          <TextField label={t('signup.fullname')} name="fullname" autoComplete="name" maxLength={100} value={values.fullname} error={errors.fullname} touched={touched.fullname} onChange={(v) => set('fullname', v)} onBlur={touch('fullname')} />
          <SelectField
            label={t('signup.language')}
            name="language"
            value={values.language}
            options={supportedLanguages.map((code) => ({ value: code, label: languageName(code) }))}
            error={errors.language}
            touched={touched.language}
            onChange={(v) => set('language', v)}
          />
          <SelectField label={t('signup.jobLevel')} name="job_level" value={values.job_level} options={options(signupOptions.jobLevel, 'jobLevel')} error={errors.job_level} touched={touched.job_level} onChange={(v) => set('job_level', v)} onBlur={touch('job_level')} />
          <SelectField label={t('signup.team')} name="team" value={values.team} options={options(signupOptions.team, 'team')} error={errors.team} touched={touched.team} onChange={(v) => set('team', v)} onBlur={touch('team')} />
          <ChoiceGroup legend={t('signup.usage', { product })} name="intended_use" value={values.intended_use} options={options(signupOptions.usage, 'usage')} error={errors.intended_use} touched={touched.intended_use} onChange={(v) => set('intended_use', v)} />
        </>
      )}
      {step === 1 && (
        <>
          <TextField label={t('signup.companyName')} name="company_name" autoComplete="organization" maxLength={100} value={values.company_name} error={errors.company_name} touched={touched.company_name} onChange={(v) => set('company_name', v)} onBlur={touch('company_name')} />
          <SelectField label={t('signup.companySize')} name="company_size" value={values.company_size} options={options(signupOptions.companySize, 'companySize')} error={errors.company_size} touched={touched.company_size} onChange={(v) => set('company_size', v)} onBlur={touch('company_size')} />
          <ChoiceGroup legend={t('signup.tools')} name="tools_used" value={values.tools_used} options={options(signupOptions.tools, 'tools')} error={errors.tools_used} touched={touched.tools_used} onChange={(v) => set('tools_used', v)} />
        </>
      )}
      {step === 2 && (
        <>
          <TextField label={t('signup.country')} name="company_country" list="signup-countries" autoComplete="off" value={countryText} error={errors.company_country} touched={touched.company_country} onChange={setCountry} onBlur={touch('company_country')} />
          <datalist id="signup-countries">
            {countries.map((c) => (
              <option key={c.code} value={c.name} />
            ))}
          </datalist>
          <TextField label={t('signup.password')} type="password" name="password" autoComplete="new-password" maxLength={72} value={values.password} error={errors.password} touched={touched.password} onChange={(v) => set('password', v)} onBlur={touch('password')} />
          <div className="field field-inline">
            <input id="signup-terms" type="checkbox" checked={values.hasAgreedToTerms} onChange={(e) => set('hasAgreedToTerms', e.target.checked)} />
            <label htmlFor="signup-terms">{t('signup.terms')}</label>
          </div>
        </>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="wizard-actions">
        {step > 0 && (
          <button type="button" className="button" onClick={() => setStep(step - 1)}>
            {t('signup.previous')}
          </button>
        )}
        <button type="submit" className="button primary" disabled={!canProceed} aria-busy={busy || undefined}>
          {step < 2 ? t('signup.nextStep') : t('signup.create')}
        </button>
      </div>
    </form>
  );
}
