/**
 * The limits of the §7 account actions "export", "data management" and "cancellation"
 * (docs/account-data.md), shared by the server and the app.
 */

/** An export's download link works this many days after the export finished. */
export const exportLinkDays = 7;

/** Trashed agreements are deleted after this many days when the account's trash rule is on (the default). */
export const trashRetentionDays = 30;

/** The retention of concluded agreements, in months: at least 1, at most 120 (10 years). */
export const concludedRetentionMonths = { min: 1, max: 120 } as const;

/** Days between closing an account and the deletion of its data, unless ACCOUNT_DELETION_GRACE_DAYS says otherwise. */
export const defaultDeletionGraceDays = 30;
