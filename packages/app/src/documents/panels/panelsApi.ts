/**
 * The calls the contract's side panels make (§7 Agreements), mapped to the app's shapes, on the
 * typed client (`api.call`, core's route contract). Errors are the client's ApiError (§8).
 */
import type { Agreement, ColleagueWire, DelayedEventWire, LinkWire, NoteWire, UpdateAgreementRequest } from '@inkflow/core';
import { api } from '../../session/services.js';

/** §3 Contract note: `content.nodes` holds the text as paragraphs. */
export interface Note {
  id: number;
  positionId: number | null;
  name: string;
  /** The note's plain text, one paragraph per line. */
  text: string;
  updatedTime: string;
}

/** One linked agreement, seen from this one. */
export type AgreementLink = LinkWire;

/** §3 Internal reminder (a delayed event). `sentAt` set: already delivered, read-only. */
export interface Reminder {
  id: number;
  toPositions: number[];
  /** ISO 8601. */
  dateTime: string;
  subject: string;
  message: string;
  sentAt: string | null;
}

/** A position of the account (GET /positions/). */
export type Colleague = ColleagueWire;

/** A page of a list call. */
export interface Page<T> {
  items: T[];
  count: number;
}


/** §9: notes come 50 at a time, newest change first. */
export const notesPageSize = 50;

/** Plain text as §3 content.nodes: one paragraph per line. */
export function textToNodes(text: string): { nodes: { type: 'paragraph'; children: { text: string }[] }[] } {
  return { nodes: text.split('\n').map((line) => ({ type: 'paragraph', children: [{ text: line }] })) };
}

/** The plain text of content.nodes: each top-level node's text, one per line. */
export function nodesToText(content: unknown): string {
  const textOf = (node: unknown): string => {
    if (node && typeof node === 'object') {
      const n = node as { text?: unknown; children?: unknown[] };
      if (typeof n.text === 'string') return n.text;
      if (Array.isArray(n.children)) return n.children.map(textOf).join('');
    }
    return '';
  };
  const nodes = (content as { nodes?: unknown[] } | null)?.nodes;
  return Array.isArray(nodes) ? nodes.map(textOf).join('\n') : '';
}

const noteFromWire = (n: NoteWire): Note => ({ id: n.id, positionId: n.position_id, name: n.name, text: nodesToText(n.content), updatedTime: n.updated_time });
const reminderFromWire = (r: DelayedEventWire): Reminder => ({ id: r.id, toPositions: r.to_positions, dateTime: r.date_time, subject: r.subject, message: r.message, sentAt: r.sent_at });

/** The calls of the panels. */
export const panelsApi = {
  /** PUT /agreements/{id} with the agreement's checksum (409/4002 when stale). */
  async updateSettings(id: number, body: UpdateAgreementRequest): Promise<Agreement> {
    return api.updateAgreement(id, body);
  },
  /** PUT /agreements/{id}/agreement_value: a decimal string ("1250.50") or null. */
  async setAgreementValue(id: number, amount: string | null): Promise<string | null> {
    return (await api.call('PUT /agreements/:id/agreement_value', { params: { id }, body: { amount } })).amount;
  },

  async listNotes(agreementId: number, offset: number): Promise<Page<Note>> {
    const page = await api.call('GET /agreements/:id/notes/', { params: { id: agreementId }, query: { limit: notesPageSize, offset, sort: '-updated_time' } });
    return { items: page.collection.map(noteFromWire), count: page.count };
  },
  async createNote(agreementId: number, name: string, text: string): Promise<Note> {
    return noteFromWire(await api.call('POST /agreements/:id/notes/', { params: { id: agreementId }, body: { name, content: textToNodes(text) } }));
  },
  async updateNote(agreementId: number, noteId: number, name: string, text: string): Promise<Note> {
    return noteFromWire(await api.call('PUT /agreements/:id/notes/:noteId', { params: { id: agreementId, noteId }, body: { name, content: textToNodes(text) } }));
  },
  async deleteNote(agreementId: number, noteId: number): Promise<void> {
    await api.call('DELETE /agreements/:id/notes/:noteId', { params: { id: agreementId, noteId } });
  },

  async listLinks(agreementId: number): Promise<Page<AgreementLink>> {
    const page = await api.call('GET /agreements/:id/links/', { params: { id: agreementId }, query: { limit: 100 } });
    return { items: page.collection, count: page.count };
  },
  async addLink(agreementId: number, otherId: number): Promise<AgreementLink> {
    return api.call('POST /agreements/:id/links/', { params: { id: agreementId }, body: { agreement_id: otherId } });
  },
  async removeLink(agreementId: number, linkId: number): Promise<void> {
    await api.call('DELETE /agreements/:id/links/:linkId', { params: { id: agreementId, linkId } });
  },
  /** Agreements whose name contains `q` (GET /agreements/?q=…&limit=10), without `excludeId`. */
  async searchAgreements(q: string, excludeId: number): Promise<{ id: number; name: string }[]> {
    const page = await api.call('GET /agreements/', { query: { q, limit: 10, exclude_ids: [excludeId] } });
    return page.collection.map((a) => ({ id: a.id, name: a.name }));
  },

  async listReminders(agreementId: number): Promise<Reminder[]> {
    const page = await api.call('GET /agreements/:id/delayed_events/', { params: { id: agreementId } });
    return page.collection.map(reminderFromWire);
  },
  async createReminder(agreementId: number, body: { toPositions: number[]; dateTime: string; subject: string; message: string }): Promise<Reminder> {
    const json = { agreement_id: agreementId, to_positions: body.toPositions, date_time: body.dateTime, subject: body.subject, message: body.message };
    return reminderFromWire(await api.call('POST /agreements/delayed_events/', { body: json }));
  },
  async updateReminder(id: number, body: { toPositions: number[]; dateTime: string; subject: string; message: string }): Promise<Reminder> {
    const json = { to_positions: body.toPositions, date_time: body.dateTime, subject: body.subject, message: body.message };
    return reminderFromWire(await api.call('PUT /agreements/delayed_events/:id', { params: { id }, body: json }));
  },
  async deleteReminder(id: number): Promise<void> {
    await api.call('DELETE /agreements/delayed_events/:id', { params: { id } });
  },
  async listColleagues(): Promise<Colleague[]> {
    return (await api.call('GET /positions/')).collection;
  },
};
