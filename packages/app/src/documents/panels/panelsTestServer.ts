/**
 * A stubbed fetch for the panel tests and stories: an in-memory agreement 5 with notes, links,
 * reminders and colleagues, answering the §7 calls the panels make the way the server does
 * (checksums, 4002, pages). Installed with `vi.stubGlobal('fetch', server.fetch)` in tests.
 */

type NoteRow = { id: number; position_id: number; name: string; content: unknown; updated_time: string };
type ReminderRow = { id: number; agreement_id: number; to_positions: number[]; date_time: string; subject: string; message: string; sent_at: string | null };

/** Creates the fake server and its inspectable state. */
export function panelsTestServer() {
  const state = {
    checksum: 'c1',
    agreementValue: null as string | null,
    expireDate: null as string | null,
    language: null as string | null,
    templateGroup: null as string | null,
    counterpartDecline: true,
    notes: [] as NoteRow[],
    links: [] as { id: number; agreement: { id: number; name: string; state: number } }[],
    reminders: [] as ReminderRow[],
    agreements: [
      { id: 6, name: 'Main contract', state: 0 },
      { id: 7, name: 'Maintenance annex', state: 1 },
    ],
    colleagues: [
      { id: 1, fullname: 'Demo User', email: 'demo@inkflow.test' },
      { id: 2, fullname: 'Colleague', email: 'colleague@inkflow.test' },
    ],
    /** GET /agreements/5/events (wire shape), for the sidebar's Audit trail. */
    events: [] as unknown[],
    requests: [] as { route: string; body: unknown; search: string }[],
    failNextWith: null as null | { status: number; body: unknown },
    nextId: 100,
  };
  const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const agreementWire = () => ({
    id: 5, name: 'Lease', state: 0, checksum: state.checksum, collection_id: 7, boxes: [], box_order: [], data: [], config: {}, subject: null, message: null,
    language: state.language, participants: [], parties: [], current_participant_id: null, expire_date: state.expireDate, template_group: state.templateGroup,
    counterpart_decline: state.counterpartDecline, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z', published_at: null,
    // The document fields every owner answer carries (server agreements/agreementAnswer.ts).
    acl: [{ name: 'agreement:update', allow: true }], folder_id: null, source_id: null, agreement_value: { amount: state.agreementValue }, imported: false,
    deleted_at: null, tags: [], note_count: state.notes.length, user_events_count: state.reminders.length, link_count: state.links.length,
  });

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    state.requests.push({ route, body, search: url.search });
    if (state.failNextWith) {
      const failure = state.failNextWith;
      state.failNextWith = null;
      return json(failure.status, failure.body);
    }
    let m: RegExpMatchArray | null;
    if (route === 'GET /api/agreements/5/events') return json(200, { collection: state.events });
    if (route === 'PUT /api/agreements/5') {
      if (body!.checksum !== state.checksum) return json(409, { status_code: 409, api_error_code: 4002, message: 'stale' });
      if ('expire_date' in body!) state.expireDate = body!.expire_date ? `${body!.expire_date as string}T23:59:59.999Z` : null;
      if ('language' in body!) state.language = body!.language as string | null;
      if ('template_group' in body!) state.templateGroup = body!.template_group as string | null;
      if ('counterpart_decline' in body!) state.counterpartDecline = body!.counterpart_decline as boolean;
      state.checksum = `${state.checksum}+`;
      return json(200, agreementWire());
    }
    if (route === 'PUT /api/agreements/5/agreement_value') {
      state.agreementValue = body!.amount as string | null;
      return json(200, { amount: state.agreementValue });
    }
    if (route === 'GET /api/agreements/5/notes/') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const sorted = [...state.notes].sort((a, b) => b.updated_time.localeCompare(a.updated_time) || b.id - a.id);
      return json(200, { collection: sorted.slice(offset, offset + limit), count: sorted.length });
    }
    if (route === 'POST /api/agreements/5/notes/') {
      const row = { id: state.nextId++, position_id: 1, name: body!.name as string, content: body!.content, updated_time: new Date().toISOString() };
      state.notes.push(row);
      return json(201, row);
    }
    if ((m = route.match(/^(PUT|DELETE) \/api\/agreements\/5\/notes\/(\d+)$/))) {
      const row = state.notes.find((n) => n.id === Number(m![2]));
      if (!row) return json(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: 'Not found' });
      if (m[1] === 'DELETE') {
        state.notes = state.notes.filter((n) => n !== row);
        return json(204, undefined);
      }
      Object.assign(row, { name: body!.name, content: body!.content, updated_time: new Date().toISOString() });
      return json(200, row);
    }
    if (route === 'GET /api/agreements/5/links/') return json(200, { collection: state.links, count: state.links.length });
    if (route === 'POST /api/agreements/5/links/') {
      const other = state.agreements.find((a) => a.id === body!.agreement_id)!;
      const link = { id: state.nextId++, agreement: other };
      state.links.unshift(link);
      return json(201, link);
    }
    if ((m = route.match(/^DELETE \/api\/agreements\/5\/links\/(\d+)$/))) {
      state.links = state.links.filter((l) => l.id !== Number(m![1]));
      return json(204, undefined);
    }
    if (route === 'GET /api/agreements/') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const found = state.agreements.filter((a) => a.name.toLowerCase().includes(q));
      return json(200, { collection: found.map((a) => ({ ...a, collection_id: 7, updated: '2026-01-01T00:00:00Z' })), count: found.length });
    }
    if (route === 'GET /api/agreements/5/delayed_events/') return json(200, { collection: state.reminders, count: state.reminders.length });
    if (route === 'GET /api/positions/') return json(200, { collection: state.colleagues, count: state.colleagues.length });
    if (route === 'POST /api/agreements/delayed_events/') {
      const row = { id: state.nextId++, ...(body as Omit<ReminderRow, 'id' | 'sent_at'>), sent_at: null };
      state.reminders.push(row);
      return json(201, row);
    }
    if ((m = route.match(/^(PUT|DELETE) \/api\/agreements\/delayed_events\/(\d+)$/))) {
      const row = state.reminders.find((r) => r.id === Number(m![2]))!;
      if (m[1] === 'DELETE') {
        state.reminders = state.reminders.filter((r) => r !== row);
        return json(204, undefined);
      }
      Object.assign(row, body);
      return json(200, row);
    }
    return json(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: `no fake for ${route}` });
  };
  return { state, fetch, agreementWire };
}
