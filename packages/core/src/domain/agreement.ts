/**
 * Agreement domain types of spec §3 "Agreement", "Box", "Participant", "Party" and the state
 * values of §4 (0 and 6 fixed by the spec; 1-5 fixed by the foundation issue).
 *
 * Client-side shapes are camelCase; the wire is snake_case and is mapped in `api/wire.ts` only.
 */
import type { DocumentFont } from './documentFonts.js';
import type { MessageWire } from '../contract/messagesContract.js';

/** Agreement states (§4). 0 draft and 6 template come from the spec; the rest from issue #2. */
export const AgreementState = {
  Draft: 0,
  Pending: 1,
  Overdue: 2,
  Declined: 3,
  Signed: 4,
  Cancelled: 5,
  Template: 6,
} as const;
export type AgreementState = (typeof AgreementState)[keyof typeof AgreementState];

/** Participant role values of §3 "Participant role values" (the `type` field). */
export const ParticipantRole = {
  Influencer: 0,
  Signatory: 1,
  Organizer: 2,
  Viewer: 3,
} as const;
export type ParticipantRole = (typeof ParticipantRole)[keyof typeof ParticipantRole];

/** Sign methods of §3 "Sign methods". */
export const SignMethod = {
  Standard: 0,
  Sms: 1,
  SwedishBankId: 2,
  NorwegianBankId: 4,
  DanishMitId: 5,
  FinnishFtn: 6,
  Handwritten: 10,
  EidHub: 13,
} as const;
export type SignMethod = (typeof SignMethod)[keyof typeof SignMethod];

/** Box (section) types of §3 "Box". */
export const BoxType = {
  Duration: 2,
  Pdf: 3,
  Attachments: 4,
  Text: 10,
  FormInput: 12,
  ProductTable: 13,
} as const;
export type BoxType = (typeof BoxType)[keyof typeof BoxType];

/**
 * A leaf of rich text (Slate text node): its text and marks; `font` is a §9 document font
 * (documentFonts.ts). Validated by core richTextSchema.ts.
 */
export interface TextLeaf {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  font?: DocumentFont;
}

/** Horizontal alignment of a block; absent means left. */
export type TextAlign = 'left' | 'center' | 'right';

/** Inline link; `url` is http(s) or mailto only (others are refused with 400). */
export interface LinkElement {
  type: 'link';
  url: string;
  children: TextLeaf[];
}

/**
 * Void inline placeholder of a §3 data field: shows the value of the agreement data field whose
 * `key` it names. Its one child is the empty text Slate needs for voids.
 */
export interface DataFieldElement {
  type: 'data-field';
  key: string;
  children: TextLeaf[];
}

/** What may sit inside a line of text. */
export type TextInline = TextLeaf | LinkElement | DataFieldElement;

/** A paragraph of inline content. */
export interface ParagraphElement {
  type: 'paragraph';
  align?: TextAlign;
  children: TextInline[];
}

/** A heading; `level` 1 to 3, absent means 1 (content saved before levels existed). */
export interface HeadingElement {
  type: 'heading';
  level?: 1 | 2 | 3;
  align?: TextAlign;
  children: TextInline[];
}

/** A bulleted or numbered list: its items, and nested lists as siblings of the items. */
export interface ListElement {
  type: 'bulleted-list' | 'numbered-list';
  children: (ListItemElement | ListElement)[];
}

/** A list item: a line of inline content, or blocks (paragraphs, nested lists). */
export interface ListItemElement {
  type: 'list-item';
  children: TextInline[] | TextBlock[];
}

/** A table of rows of cells. */
export interface TableElement {
  type: 'table';
  children: TableRowElement[];
}

/** A table row. */
export interface TableRowElement {
  type: 'table-row';
  children: TableCellElement[];
}

/** A table cell: a line of inline content, or blocks. */
export interface TableCellElement {
  type: 'table-cell';
  children: TextInline[] | TextBlock[];
}

/** The top-level blocks of a text box. */
export type TextBlock = ParagraphElement | HeadingElement | ListElement | TableElement;

/** Any rich-text element (Slate element) of a text box. */
export type TextElement = TextBlock | ListItemElement | TableRowElement | TableCellElement | LinkElement | DataFieldElement;

/** Content of a type 10 text box: Slate nodes under `nodes` (§3 Box, issue #4). */
export interface TextBoxContent {
  nodes: TextBlock[];
}

/** A box (section) of an agreement. `content` and `config` are stored as given. */
export interface Box {
  id: number;
  type: BoxType;
  content: TextBoxContent | Record<string, unknown>;
  config: Record<string, unknown>;
  /** Server-owned values computed on save, e.g. a product table's row and table sums (§3). */
  store?: unknown;
}

/** A participant of an agreement (§3 Participant). Times are ISO 8601 strings. */
export interface Participant {
  id: number;
  fullname: string;
  email: string;
  type: ParticipantRole;
  signMethod: SignMethod;
  companyName: string | null;
  individual: boolean;
  partyId: number | null;
  signedAt: string | null;
  declinedAt: string | null;
  enabled: boolean;
  // Issue #5 (§3 Participant payload, §4 flow). Optional so fixtures written before it stay valid.
  /** The role value incl. the approver codes 1000 / 1001 (§3). */
  role?: number;
  roles?: { role: string; block_index?: number }[];
  title?: string | null;
  phoneNumber?: string | null;
  /** The personal ID; only the owner sees it. */
  ssn?: string | null;
  deliveryChannel?: 'email' | 'sms';
  mfaChannel?: 'email' | 'sms' | null;
  delegate?: boolean;
  former?: boolean;
  /** Signing-order block (0-based). */
  blockIndex?: number;
  invitedAt?: string | null;
  approvedAt?: string | null;
  declineReason?: string | null;
  /** True while this guest must still pass participant MFA before seeing the content. */
  mfaRequired?: boolean;
}

/** A party (§3 Party): an individual or a company the participants belong to. */
export interface Party {
  id: number;
  name: string;
  country: string | null;
  orgnr: string | null;
  individual: boolean;
}

/** An agreement (contract or template) as the client sees it (§3 Agreement). */
/**
 * The sender of an agreement as its counterparties see it: the account holder's name and email
 * (whom to contact), the account's company name, and its logo URL (null: none, show initials).
 */
export interface AgreementSender {
  name: string;
  email: string | null;
  companyName: string | null;
  logoUrl: string | null;
}

export interface Agreement {
  id: number;
  name: string;
  state: AgreementState;
  checksum: string;
  collectionId: number;
  boxes: Box[];
  boxOrder: number[];
  data: unknown[];
  config: Record<string, unknown>;
  subject: string | null;
  message: string | null;
  language: string | null;
  participants: Participant[];
  parties: Party[];
  /** The participant the caller acts as (a guest token's participant), else null. */
  currentParticipantId: number | null;
  /** Issue #5: when a pending agreement becomes overdue (ISO 8601), or null. */
  expireDate?: string | null;
  /** §6: the permission names the caller holds on the agreement (from `acl`), when the server sent them. */
  allowed?: string[];
  /** Issue #4 document fields; absent from guest answers and older fixtures. */
  folderId?: number | null;
  /** The template this agreement was created from (POST /agreements/ source_id). */
  sourceId?: number | null;
  /** §3 agreementValue.amount: a decimal string with up to 2 fraction digits, or null. */
  agreementValue?: string | null;
  /** Stored as an already-signed import (mark as signed, §4 imported reset). */
  imported?: boolean;
  /** When it was moved to the trash (ISO 8601), or null. */
  deletedAt?: string | null;
  tags?: { id: number; name: string }[];
  noteCount?: number;
  /** Internal reminders (delayed events) of the agreement. */
  userEventsCount?: number;
  linkCount?: number;
  templateGroup?: string | null;
  counterpartDecline?: boolean;
  /** Who sent it, as a guest sees it (the guest view only): the sender card of the signing page. */
  sender?: AgreementSender;
  created: string;
  updated: string;
  /** Who saved the current version (their display name at save time), or null when unknown; owner view only. */
  updatedBy?: string | null;
  publishedAt: string | null;
  /** §3 Agreement messages: the last 6 threads the caller may see, newest first (wire shape; agreementFromWire gives [] when the answer had none). */
  messages?: MessageWire[];
}

/** A workspace (the API calls it a collection), §3 Workspace. */
export interface Collection {
  id: number;
  name: string;
  virtual: boolean;
}

/** A position (a user's membership of an account), §3 Position, as GET /positions/me returns it. */
export interface Position {
  id: number;
  fullname: string;
  email: string;
  language: string;
  userRole: string;
  /** Job title (My settings), null when none; absent from answers that did not carry it. */
  title?: string | null;
  /** Phone number with country code (My settings), null when none. */
  phone?: string | null;
  /** The emails the position chose to get (My settings). */
  notifications?: PositionNotifications;
  /** `trialEndsAt`: end of the §1 free trial (ISO 8601), null without one. */
  account: { id: number; name: string; features: AccountFeatures; trialEndsAt?: string | null };
  collections: Collection[];
}

/** The email notification choices of a position (My settings): each true until turned off. */
export interface PositionNotifications {
  /** Email me when a counterparty signs an agreement I own or take part in. */
  agreementSigned: boolean;
  /** Email me when someone comments on such an agreement. */
  commentPosted: boolean;
  /** Email me when someone mentions me. */
  mentioned: boolean;
}

/** The account's §3 features map, e.g. `{ personalIdentificationMfa: { enabled: 1 } }`. */
export type AccountFeatures = Record<string, { enabled: 0 | 1 }>;


/** True when the agreement's state still lets a signatory sign (pending or overdue). */
export function isSignable(state: AgreementState): boolean {
  return state === AgreementState.Pending || state === AgreementState.Overdue;
}

/**
 * True when the agreement has concluded (§4): signed (4), declined (3) or cancelled (5, which
 * includes terminated). Nothing may be added to it any more: 4999 "Document is locked" (§8).
 * An overdue (expired, 2) agreement is not concluded: its signatories may still sign.
 */
export function isConcluded(state: AgreementState): boolean {
  return state === AgreementState.Signed || state === AgreementState.Declined || state === AgreementState.Cancelled;
}

/** The participant the caller acts as, if any. */
export function currentParticipant(agreement: Agreement): Participant | undefined {
  return agreement.participants.find((p) => p.id === agreement.currentParticipantId);
}
