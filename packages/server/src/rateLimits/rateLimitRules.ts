/**
 * The API's rate limits (DESIGN.md "Rate limits on login, code requests and sign-up"; docs:
 * accounts-api.md and documents-api.md "Rate limits"). Each is `max` calls per `timeWindow`
 * milliseconds for one key, counted in the shared RateLimitStore.
 */

/** `max` calls per `timeWindow` ms. */
export interface RateLimitRule {
  max: number;
  timeWindow: number;
}

/** Every limit the API applies, by what it protects. */
export interface RateLimitRules {
  /** Per IP and email on login and recovery; per IP on sign-up, code requests and token checks. */
  login: RateLimitRule;
  /** Logins per IP across all emails, so one address cannot try a password on many accounts. */
  loginPerIp: RateLimitRule;
  /** Reminders (POST .../participants/{pid}/remind) per participant. */
  remind: RateLimitRule;
  /** Change-email requests per position. */
  changeEmail: RateLimitRule;
  /** Change-email requests per IP. */
  changeEmailPerIp: RateLimitRule;
  /** Invites per IP (beside 1014, invites per account per day). */
  invitePerIp: RateLimitRule;
  /** Agreements created through template signing links per IP. */
  templateSigning: RateLimitRule;
  /** Client error reports (POST /client_errors, §8 Error reporting) per IP. */
  clientErrors: RateLimitRule;
}

const minute = 60_000;
const hour = 60 * minute;

/** The defaults: what a person needs, with room to retry; far below what a script would use. */
export const defaultRateLimitRules: RateLimitRules = {
  login: { max: 10, timeWindow: minute },
  // Offices and mobile carriers put many people behind one address, so the cap is several
  // times what one person needs; the captcha after 10 failures from an IP comes first.
  loginPerIp: { max: 50, timeWindow: 15 * minute },
  remind: { max: 3, timeWindow: hour },
  changeEmail: { max: 5, timeWindow: hour },
  changeEmailPerIp: { max: 20, timeWindow: hour },
  invitePerIp: { max: 10, timeWindow: minute },
  templateSigning: { max: 20, timeWindow: minute },
  // A reporter batches and sends at most 300 items a minute; a few pages per IP fit.
  clientErrors: { max: 60, timeWindow: minute },
};
