/**
 * The permission names of §6 this server checks. ACL entries on agreements and the workspace
 * ACL are keyed by these names; roles are sets of them. The built-in roles (ids 1-3, inserted by
 * migration 0004_documents, Manager extended by 0010) hold the same names: keep both in step.
 */
export const Permission = {
  /** §3: the virtual workspace 0 allows exactly this. */
  WorkspaceUse: 'collection:module:agreement:use',
  View: 'agreement:view',
  Create: 'agreement:create',
  Update: 'agreement:update',
  Move: 'agreement:move',
  /** Move to the trash and restore from it. */
  Delete: 'agreement:delete',
  PermanentlyDelete: 'agreement:permanently_delete',
  NoteView: 'agreement:note:view',
  NoteCreate: 'agreement:note:create',
  /** Edit and delete other positions' notes. */
  NoteManage: 'agreement:note:manage',
  DelayedEventView: 'agreement:delayed_event:view',
  DelayedEventCreate: 'agreement:delayed_event:create',
  /** §6 example: read the AI review of an agreement (the aiReview extension; migration 0021 gives it to the built-in roles). */
  AiReviewView: 'agreement:ai_review:view',
  TagUpdate: 'agreement:tag:update',
  AclUpdate: 'agreement:acl:update',
  FolderUpdate: 'collection:folder:update',
  CollectionAclUpdate: 'collection:acl:update',
  TrashEmpty: 'collection:trash:empty',
  /** §6: a colleague may be picked as the internal approver (1000). */
  DraftApprovalFlowUpdate: 'agreement:draft_approval_flow:update',
  /** §6: the external approver role (1001) is offered. */
  PendingStateApproverCreate: 'agreement:participant:pending_state_approver:create',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

/** Every permission name, for validation of custom roles and for account admins. */
export const allPermissions: readonly Permission[] = Object.values(Permission);

/** The built-in role ids of migration 0004 (account_id NULL). */
export const BuiltInRole = { Viewer: 1, Editor: 2, Manager: 3 } as const;
