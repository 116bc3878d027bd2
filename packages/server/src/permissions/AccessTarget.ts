/**
 * What a permission is checked on: a workspace of an account, and optionally one agreement in it
 * (§6: per-agreement ACL entries, and a workspace ACL keyed by permission name).
 */
export interface AccessTarget {
  accountId: number;
  collectionId: number;
  agreementId?: number;
}

/** The target of a loaded agreement (`LoadedAgreement` or `AgreementTarget`). */
export function agreementTarget(loaded: { accountId: number; agreement: { id: number; collectionId: number } }): AccessTarget {
  return { accountId: loaded.accountId, collectionId: loaded.agreement.collectionId, agreementId: loaded.agreement.id };
}
