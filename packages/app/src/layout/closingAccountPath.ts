/** The one page the admins of a closing account can reach (§7 cancellation: the export and Keep my account). */
export const closingAccountPath = '/settings/account-data';
