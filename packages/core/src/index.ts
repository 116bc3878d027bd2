/**
 * @inkflow/core: the framework-free Inkflow domain (DESIGN.md "Packages"). Imports no React.
 */
import './zodWithoutEval.js';
export {
  AgreementState,
  BoxType,
  ParticipantRole,
  SignMethod,
  currentParticipant,
  isConcluded,
  isSignable,
} from './domain/agreement.js';
export type {
  AccountFeatures,
  Agreement,
  AgreementSender,
  Box,
  Collection,
  Participant,
  Party,
  Position,
  PositionNotifications,
  DataFieldElement,
  HeadingElement,
  LinkElement,
  ListElement,
  ListItemElement,
  ParagraphElement,
  TableCellElement,
  TableElement,
  TableRowElement,
  TextAlign,
  TextBlock,
  TextBoxContent,
  TextElement,
  TextInline,
  TextLeaf,
} from './domain/agreement.js';
export {
  accountFeatureDefaults,
  accountFeatureEnabled,
  accountFeatureKeys,
  isAccountFeatureKey,
  resolveAccountFeatures,
  type AccountFeatureKey,
} from './domain/accountFeatures.js';
export { documentFonts, fontFamilyCss, type DocumentFont } from './domain/documentFonts.js';
export { accountPlans, hasPremium, mayStartTrial, trialDays, trialMs, type AccountPlan, type AccountPlanState } from './domain/accountPlan.js';
export {
  brandColorPattern,
  brandPalette,
  contrastRatio,
  isBrandColor,
  minimumContrast,
  normalizeBrandColor,
  relativeLuminance,
  type BrandPalette,
} from './domain/brandPalette.js';
export { bidiControlPattern, neutralizeBidi } from './text/neutralizeBidi.js';
export { anchorAt, anchorContextLength, dataFieldPlacements, locateAnchor, replaceTextRange, textBoxPlainText } from './text/textAnchor.js';
export type { TextAnchor, TextRange } from './text/textAnchor.js';
export { isAllowedLinkUrl, isRichTextEmpty, linkSchemes, richTextLimits, walkRichText } from './validation/richText.js';
export { richTextNodesSchema, textBoxContentSchema } from './validation/richTextSchema.js';
export type { AgreementEvent } from './domain/agreementEvent.js';
export type { AgreementEventWire } from './api/agreementEventWire.js';
export { agreementEventFromWire } from './api/agreementEventWire.js';
export {
  ApproverRoleCode,
  ParticipantRoleName,
  allSignMethods,
  eidSignMethods,
  isEidSignMethod,
  roleValueOf,
  selectableRoles,
  typeOfRole,
} from './domain/participantRoles.js';
export type { ParticipantRoleEntry, RolePermissions, SelectableRole } from './domain/participantRoles.js';
export {
  approveSchema,
  cancelSchema,
  declineSchema,
  eidStartSchema,
  mfaCodeValidateSchema,
  participantRuleIssue,
  participantTypeSchema,
  partySchema,
  phoneNumberSchema,
  signCodeRequestSchema,
  signMethodSchema,
  ssnSchema,
} from './validation/participantSchemas.js';
export type { PartyRequest, SignCodeRequest } from './validation/participantSchemas.js';
export { ApiError, ApiErrorCode, StringErrorCode, errorMessageKey, isApiErrorBody, isBenignNetworkError } from './errors.js';
export type { ApiErrorBody } from './errors.js';
export { createApiClient, toSearchParams } from './api/createApiClient.js';
export type { AgreementSummary, ApiClient, ApiClientOptions } from './api/createApiClient.js';
export { AccountApiError, createAccountApi, loginMethodFromWire, loginResultFromWire } from './api/createAccountApi.js';
export type {
  AccountApi,
  AccountApiOptions,
  AccountLoginRequest,
  CompleteRegistrationRequest,
  InviteCompletionRequest,
  LoginMethod,
  LoginMfa,
  LoginResult,
  SignupRequest,
  SignupTokenRecord,
} from './api/createAccountApi.js';
export { agreementFromWire, participantFromWire, positionFromWire } from './api/wire.js';
export type { AgreementWire, ListWire, ParticipantWire, PartyWire, PositionWire } from './api/wire.js';
export {
  boxInputSchema,
  createAgreementSchema,
  createParticipantSchema,
  describeZodError,
  emailSchema,
  limits,
  listQuerySchema,
  loginRequestSchema,
  publishSchema,
  signSchema,
  updateAgreementSchema,
  updateParticipantSchema,
} from './validation/schemas.js';
export { coercedIdSchema, idNumberSchema, maxId } from './validation/idSchemas.js';
export type {
  CreateAgreementRequest,
  CreateParticipantRequest,
  LoginRequest,
  PublishRequest,
  SignRequest,
  UpdateAgreementRequest,
  UpdateParticipantRequest,
} from './validation/schemas.js';
export {
  agreementConfigSchema,
  agreementListQuerySchema,
  agreementValueSchema,
  bindingSchema,
  createAgreementRequestSchema,
  createFolderSchema,
  delayedEventSchema,
  listDateFields,
  moveAgreementSchema,
  noFolderId,
  noteListQuerySchema,
  noteSchema,
  replaceAgreementSchema,
  roleSchema,
  tagConnectionSchema,
  tagSchema,
  updateDelayedEventSchema,
  updateFolderSchema,
  updateNoteSchema,
} from './validation/documentSchemas.js';
export type {
  AgreementConfigRequest,
  AgreementListQuery,
  AgreementValueRequest,
  BindingRequest,
  CreateAgreementFullRequest,
  CreateFolderRequest,
  DelayedEventRequest,
  MoveAgreementRequest,
  NoteRequest,
  ReplaceAgreementRequest,
  RoleRequest,
  TagConnectionRequest,
  TagRequest,
  UpdateFolderRequest,
} from './validation/documentSchemas.js';
export {
  changeEmailRequestSchema,
  completeRegistrationSchema,
  currentPasswordSchema,
  forgotPasswordSchema,
  hasAgreedToTermsSchema,
  inviteCompletionSchema,
  inviteRequestSchema,
  languageSchema,
  loginMfaCodeRequestSchema,
  mfaChannels,
  mfaChannelValidateSchema,
  mfaDisableSchema,
  mfaSettingsSchema,
  newPasswordSchema,
  passwordMismatchMessage,
  privateTokenSchema,
  resetPasswordSchema,
  securityCodeSchema,
  signupCompanySchema,
  signupPersonalSchema,
  signupRequestSchema,
  signupSettingsSchema,
  ssoSettingsSchema,
  timezoneSchema,
} from './validation/accountSchemas.js';
export type {
  ChangeEmailRequest,
  CompleteRegistrationInput,
  ForgotPasswordRequest,
  InviteCompletionInput,
  InviteRequest,
  MfaChannel,
  MfaSettingsRequest,
  ResetPasswordRequest,
  SignupRequestInput,
  SsoSettingsRequest,
} from './validation/accountSchemas.js';
export {
  maxLengthMessage,
  minLengthMessage,
  numberField,
  numberOfSeatsSchema,
  patternField,
  phoneField,
  requiredChoice,
  requiredChoices,
  requiredMessage,
  requiredText,
  urlField,
  webhookUrlSchema,
} from './validation/fieldRules.js';
export { signupOptions } from './validation/signupOptions.js';
export {
  BoxTypeCode,
  boxRuleViolation,
  dataFieldSchema,
  dataFieldsByKey,
  formInputAssigneeSchema,
  formInputTypes,
  isBoxEmpty,
  normalizeBox,
} from './validation/boxSchemas.js';
// Zod-free (the embed's viewers use them without pulling zod into its bundle).
export { boxLimits, computeProductTable, productNumberKeys, truncateColumnLabel } from './validation/productTable.js';
export { isCheckboxUnchecked, isDataFieldEmpty } from './validation/dataFieldValues.js';
export { firstSignatoryAssignee, formInputAssignee, mayFillFormBox } from './validation/formInputAssignment.js';
export type { FormInputAssignee } from './validation/formInputAssignment.js';
export type { BoxInput, BoxRuleViolation, DataField } from './validation/boxSchemas.js';
export type { ProductColumn, ProductRow, ProductRowSums, ProductSums } from './validation/productTable.js';
export { addDecimal, decimalOf, formatDecimal, mulDecimal, parseDecimal, percentOf } from './validation/decimal.js';
export { returnPathMaxLength, safeReturnPath } from './validation/safeReturnPath.js';
export type { Decimal } from './validation/decimal.js';
export { evaluateVisibilityRule, isBoxVisible, isVisibilityRule, visibilityOperators, visibilityRuleOf } from './validation/visibilityRule.js';
export type { VisibilityCondition, VisibilityOperator, VisibilityRule } from './validation/visibilityRule.js';
export { boxVisibilitySchema, visibilityGroupMax, visibilityRuleSchema } from './validation/visibilityRuleSchema.js';
export { dataFieldValues } from './validation/dataFieldValues.js';
export type { DataFieldValue } from './validation/dataFieldValues.js';
export {
  chooseLanguage,
  createI18n,
  languageCookie,
  languageCookieValue,
  languageEndonyms,
  languageTag,
  loadCollabTexts,
  localeFolder,
  namespaces,
  parseLanguage,
  readLanguageCookie,
  recommendedLanguage,
  registerTexts,
  setLanguage,
  storedLanguage,
  supportedLanguages,
  syncDocumentLanguage,
} from './i18n/createI18n.js';
export type { InterfaceLanguage, LocaleFolder, LocaleLoader, SupportedLanguage } from './i18n/createI18n.js';
export { coreLocales } from './i18n/locales/index.js';
export type { LocaleBundle } from './i18n/locales/index.js';
export { apiContract } from './contract/apiContract.js';
export type { ApiContract, ApiRouteKey } from './contract/apiContract.js';
export { contractOf, defineRoute } from './contract/defineRoute.js';
export type { HttpMethod, RouteAuth, RouteBody, RouteDefinition, RouteError, RouteInput, RouteKeyOf, RouteOutput } from './contract/defineRoute.js';
export { apiErrorBodySchema, listOf, noContent, pathIdSchema, queryIntSchema } from './contract/commonSchemas.js';
export { noteWireSchema, notesContract } from './contract/notesContract.js';
export type { NoteWire } from './contract/notesContract.js';
export type { RouteCaller } from './api/createRouteCaller.js';
export type { SearchParamValues } from './api/toSearchParams.js';
export { agreementWireSchema, boxWireSchema, participantWireSchema, partyWireSchema } from './contract/agreementWire.js';
// Transport (§7 common headers, reload marker) and client error reports (§8 Error reporting).
export { browserTimezone, cookieXsrfToken } from './api/createHttp.js';
export type { ClientSource, HttpOptions, ServerErrorInfo } from './api/createHttp.js';
export { createReloadMarker, reloadMarkerHeader } from './api/reloadMarker.js';
export { builtClientVersion, clientVersionOf } from './api/clientVersion.js';
export type { ReloadMarker } from './api/reloadMarker.js';
export { createErrorReporter, isNetworkFailure, maxRepeats, maxReportsPerMinute } from './errors/createErrorReporter.js';
export type { ClientErrorItem, ErrorContext, ErrorReporter, ErrorReporterOptions } from './errors/createErrorReporter.js';
export { failureMessage } from './errors.js';
export type { FailureMessage } from './errors.js';
export { listenForErrors } from './errors/listenForErrors.js';
export { scrubSecrets, scrubText, scrubbedText, secretFieldNames } from './errors/scrubSecrets.js';
export { clientErrorItemSchema, clientErrorsBodySchema, clientErrorsContract, maxClientErrorItems } from './contract/clientErrorsContract.js';
export type { ClientErrorItemWire } from './contract/clientErrorsContract.js';
// Accounts: session, positions (recovery, change email, invite, MFA), sign-up, captcha, SSO.
export { codeSentWireSchema, loginAnswerSchema, loginMfaWireSchema, positionWireSchema, sessionContract } from './contract/sessionContract.js';
export { positionNotificationsWireSchema } from './contract/sessionContract.js';
export type { LoginMfaWire, PositionNotificationsWire } from './contract/sessionContract.js';
export { emailAnswerSchema, emptyAnswerSchema, mfaSettingsWireSchema, positionSettingsSchema, positionsContract } from './contract/positionsContract.js';
export type { MfaSettingsWire, PositionSettingsRequest } from './contract/positionsContract.js';
export { completeSignupBodySchema, signupContract, signupTokenWireSchema } from './contract/signupContract.js';
export type { SignupTokenWire } from './contract/signupContract.js';
export { captchaChallengeWireSchema, captchaContract } from './contract/captchaContract.js';
export { ssoContract, ssoSettingsWireSchema } from './contract/ssoContract.js';
export {
  accountSettingsSchema,
  accountWireSchema,
  accountsContract,
  logoBytesMax,
  logoMimeTypes,
  trialUnavailableCode,
  type AccountSettingsRequest,
  type AccountWire,
} from './contract/accountsContract.js';
export type { SsoSettingsWire } from './contract/ssoContract.js';
// §7 account actions: export, data management (retention, account audit log), cancellation.
export {
  accountDataContract,
  accountExportFileSchema,
  accountExportWireSchema,
  cancellationRequestSchema,
  cancellationWireSchema,
  dataLogActions,
  dataLogEntryWireSchema,
  dataLogQuerySchema,
  dataManagementWireSchema,
  retentionSchema,
} from './contract/accountDataContract.js';
export type { AccountExportWire, CancellationWire, DataLogEntryWire, DataManagementWire, RetentionRequest } from './contract/accountDataContract.js';
export { concludedRetentionMonths, defaultDeletionGraceDays, exportLinkDays, trashRetentionDays } from './domain/accountData.js';
// Participants, parties, the flow, signing, eID and sealing calls (contract/*Contract.ts).
export { correctRecipientSchema, participantsContract, type CorrectRecipientRequest } from './contract/participantsContract.js';
export { agreementAnswerSchema, cancelRequestSchema, extendExpirySchema, flowContract, linksRevokedSchema, reminderSentSchema, type CancelRequest } from './contract/flowContract.js';
export { mfaCodeSentSchema, signCodeSentSchema, signingContract } from './contract/signingContract.js';
export { eidCallbackQuerySchema, eidContract, eidStartedSchema } from './contract/eidContract.js';
export { concludedCopySentSchema, sealedPdfSchema, sealingContract } from './contract/sealingContract.js';
// Assets, images, messages, reminders, embed API and development outboxes (route contracts).
export {
  MessageType,
  commentScopeSchema,
  listMessagesQuerySchema,
  markMessagesReadSchema,
  messageListWireSchema,
  messageReplyWireSchema,
  messageWireSchema,
  messagesContract,
  postMessageSchema,
  suggestionChangeSchema,
  updateMessageSchema,
} from './contract/messagesContract.js';
export { createPushClient } from './push/createPushClient.js';
export { mergeMessage } from './domain/mergeMessage.js';
export type { PushClient, PushClientOptions, PushStatus } from './push/createPushClient.js';
export { pushAuthRequestSchema, pushAuthWireSchema, pushContract, pushTicketRejected } from './contract/pushContract.js';
export type { PushAuthWire, PushEvent, PushEventInput } from './contract/pushContract.js';
export type {
  CommentScope,
  MessageListWire,
  MessageReplyWire,
  MessageWire,
  PostMessageRequest,
  SuggestionChange,
  UpdateMessageRequest,
} from './contract/messagesContract.js';
export { delayedEventWireSchema, remindersContract } from './contract/remindersContract.js';
export type { DelayedEventWire } from './contract/remindersContract.js';
export {
  createdFromTemplateWireSchema,
  createdSigningLinkWireSchema,
  embedContract,
  embedSettingsSchema,
  embedSettingsWireSchema,
  signingLinkWireSchema,
  templateSignerSchema,
} from './contract/embedContract.js';
export type {
  CreatedFromTemplateWire,
  CreatedSigningLinkWire,
  EmbedSettingsRequest,
  EmbedSettingsWire,
  SigningLinkWire,
  TemplateSignerRequest,
} from './contract/embedContract.js';
// Webhooks of an account (docs/webhooks.md).
export {
  createWebhookSchema,
  createdWebhookWireSchema,
  updateWebhookSchema,
  webhookAttemptWireSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryPageSize,
  webhookDeliveryStatuses,
  webhookDeliveryWireSchema,
  webhookEventTypes,
  webhookListWireSchema,
  webhookTestEventType,
  webhookUrlFieldSchema,
  webhookUrlMax,
  webhookWireSchema,
  webhooksContract,
} from './contract/webhooksContract.js';
export type {
  CreateWebhookRequest,
  CreatedWebhookWire,
  UpdateWebhookRequest,
  WebhookAttemptWire,
  WebhookDeliveryStatus,
  WebhookDeliveryWire,
  WebhookEventType,
  WebhookListWire,
  WebhookWire,
} from './contract/webhooksContract.js';
export { devContract, outboxEmailWireSchema, outboxSmsWireSchema } from './contract/devContract.js';
export type { OutboxEmailWire, OutboxSmsWire } from './contract/devContract.js';
export { assetTypes, assetWireSchema, assetsContract, imageWireSchema } from './contract/assetsContract.js';
export type { AssetType, AssetWire, ImageWire } from './contract/assetsContract.js';
// Box rules (§3 boxOrder and visibility, §5 required inputs): one copy for server, ui and app.
export { emptyRequiredInputs } from './domain/emptyRequiredInputs.js';
export type { RequiredInputCandidate } from './domain/emptyRequiredInputs.js';
export { isBoxHidden } from './domain/isBoxHidden.js';
export { orderedBoxes } from './domain/orderedBoxes.js';
// Agreements and their document calls (contract): agreements, audit, workspaces and folders, tags, links, roles and bindings.
export { agreementSummaryWireSchema, agreementValueWireSchema, agreementsContract, movedAgreementWireSchema } from './contract/agreementsContract.js';
export type { AgreementSummaryWire } from './contract/agreementsContract.js';
export { agreementEventWireSchema, auditContract } from './contract/auditContract.js';
export { collectionWireSchema, collectionsContract, folderWireSchema } from './contract/collectionsContract.js';
export type { CollectionWire, FolderWire } from './contract/collectionsContract.js';
export { tagConnectionWireSchema, tagWireSchema, tagsContract } from './contract/tagsContract.js';
export type { TagWire } from './contract/tagsContract.js';
export { linkListQuerySchema, linkPageSize, linkRequestSchema, linkWireSchema, linksContract } from './contract/linksContract.js';
export type { LinkWire } from './contract/linksContract.js';
export { bindingEntryWireSchema, bindingWireSchema, permissionsContract, roleWireSchema } from './contract/permissionsContract.js';
export type { BindingEntryWire, BindingWire, RoleWire } from './contract/permissionsContract.js';
export { colleagueListQuerySchema, colleagueWireSchema } from './contract/positionsContract.js';
export type { ColleagueWire } from './contract/positionsContract.js';
// Members, seats and groups (§3 Position userRole, §3 Group, §5 Number of seats, §7 account and position actions).
export { memberStatuses, memberWireSchema, membersContract, revokedDevicesWireSchema, seatsWireSchema } from './contract/membersContract.js';
export type { MemberStatus, MemberWire, RevokedDevicesWire, SeatsWire } from './contract/membersContract.js';
export { groupMemberWireSchema, groupWireSchema, groupsContract } from './contract/groupsContract.js';
export type { GroupWire } from './contract/groupsContract.js';
export {
  accountRoles,
  createGroupSchema,
  groupListQuerySchema,
  groupNameSchema,
  memberListQuerySchema,
  renameGroupSchema,
  seatsChangeSchema,
  userRoleChangeSchema,
  userRoleSchema,
} from './validation/memberSchemas.js';
export type {
  AccountRole,
  CreateGroupRequest,
  GroupListQuery,
  MemberListQuery,
  RenameGroupRequest,
  SeatsChangeRequest,
  UserRoleChangeRequest,
} from './validation/memberSchemas.js';
// Account features (§3 features map) and the AI extensions (§7 /ext/…).
export { accountAdminRoles, isAccountAdminRole } from './domain/accountRoles.js';
export { accountFeatureWireSchema, accountFeaturesWireSchema, extensionDisabledError, featuresContract, setAccountFeatureSchema } from './contract/featuresContract.js';
export type { AccountFeatureWire } from './contract/featuresContract.js';
export {
  agreementReviewWireSchema,
  aiContract,
  importHighlightWireSchema,
  importHighlightsWireSchema,
  reviewFindingCodes,
  reviewFindingWireSchema,
  reviewQuerySchema,
  reviewSeverities,
} from './contract/aiContract.js';
export type { AgreementReviewWire, ImportHighlightWire, ImportHighlightsWire, ReviewFindingCode, ReviewFindingWire, ReviewSeverity } from './contract/aiContract.js';
