/**
 * An in-memory stand-in for the server's members, seats, groups, roles and sharing calls, for
 * stories and unit tests (with session/storyFakes' serveForStory). It keeps the server's rules
 * that the pages show: seats in use count invitations (101 past the seats), fewer seats than in
 * use is a 400, the last active admin stays (409 LAST_ADMIN), binding twice is one binding.
 */
import type { BindingEntryWire, GroupWire, MemberWire, RoleWire, SeatsWire } from '@inkflow/core';
import { storyAccountId, storyError, storyPositionId, type StoryAnswer, type StoryRoute } from '../session/storyFakes.js';

/** The fake's data, readable by tests. */
export interface FakeAccountState {
  members: MemberWire[];
  seats: number;
  groups: GroupWire[];
  roles: RoleWire[];
  bindings: BindingEntryWire[];
  /** Every write received, `METHOD /path body`, for tests that check what was sent. */
  writes: string[];
}

const at = '2026-11-20T09:30:00.000Z';

/** The built-in roles as GET /roles/ sends them. */
export const fakeRoles: RoleWire[] = [
  { id: 1, account_id: null, name: 'Viewer', permissions: ['collection:module:agreement:use', 'agreement:view', 'agreement:note:view', 'agreement:delayed_event:view'] },
  {
    id: 2,
    account_id: null,
    name: 'Editor',
    permissions: ['collection:module:agreement:use', 'agreement:view', 'agreement:note:view', 'agreement:delayed_event:view', 'agreement:create', 'agreement:update', 'agreement:move', 'agreement:delete', 'agreement:note:create', 'agreement:delayed_event:create', 'agreement:tag:update', 'collection:folder:update'],
  },
  {
    id: 3,
    account_id: null,
    name: 'Manager',
    permissions: [
      'collection:module:agreement:use',
      'agreement:view',
      'agreement:note:view',
      'agreement:delayed_event:view',
      'agreement:create',
      'agreement:update',
      'agreement:move',
      'agreement:delete',
      'agreement:note:create',
      'agreement:delayed_event:create',
      'agreement:tag:update',
      'collection:folder:update',
      'agreement:permanently_delete',
      'agreement:note:manage',
      'agreement:acl:update',
      'collection:acl:update',
      'collection:trash:empty',
      'agreement:draft_approval_flow:update',
      'agreement:participant:pending_state_approver:create',
    ],
  },
];

const position = (id: number, fullname: string, email: string, user_role: string, status: MemberWire['status'] = 'active'): MemberWire => ({
  kind: 'position',
  id,
  fullname,
  email,
  user_role,
  status,
  last_login_at: status === 'active' ? at : null,
  created: '2026-01-10T08:00:00.000Z',
  expires_at: null,
});

/** A starting account: the story admin, two members (one deactivated), one invitation, 5 seats, one group. */
export function fakeAccountState(overrides: Partial<FakeAccountState> = {}): FakeAccountState {
  const members = [
    position(storyPositionId, 'Demo User', 'demo@inkflow.test', 'admin'),
    position(11, 'Ada Lovelace', 'ada@inkflow.test', 'member'),
    position(12, 'Carl Former', 'carl@inkflow.test', 'member', 'deactivated'),
    { kind: 'invitation', id: 901, fullname: 'Ivy', email: 'ivy@inkflow.test', user_role: 'member', status: 'invited', last_login_at: null, created: at, expires_at: '2026-11-27T09:30:00.000Z' } as MemberWire,
  ];
  return {
    members,
    seats: 5,
    groups: [{ id: 21, account_id: storyAccountId, name: 'Sales', positions: [{ id: 11, fullname: 'Ada Lovelace', email: 'ada@inkflow.test' }], created: at }],
    roles: fakeRoles,
    bindings: [],
    writes: [],
    ...overrides,
  };
}

/** Seats of the state: active positions and invitations count. */
export function fakeSeats(state: FakeAccountState): SeatsWire {
  const active = state.members.filter((m) => m.status === 'active').length;
  const invited = state.members.filter((m) => m.status === 'invited').length;
  const used = active + invited;
  return { number_of_seats: state.seats, used, active, invited, available: Math.max(0, state.seats - used), payment_provider: 'recording' };
}

const ok = (body?: unknown, status = 200): StoryAnswer => ({ status, body });

/**
 * The routes of `state` for serveForStory (account `storyAccountId`). Paths with ids are matched
 * by pattern, so every member, group, workspace and agreement id works.
 */
export function fakeAccountRoutes(state: FakeAccountState): Record<string, StoryRoute> {
  const a = `/api/accounts/${storyAccountId}`;
  const routes: Record<string, StoryRoute> = {
    [`GET ${a}/members/`]: ({ query }) => {
      const limit = Number(query.get('limit') ?? 20);
      const offset = Number(query.get('offset') ?? 0);
      return ok({ collection: state.members.slice(offset, offset + limit), count: state.members.length });
    },
    [`GET ${a}/seats`]: () => ok(fakeSeats(state)),
    [`POST ${a}/seats`]: ({ body }) => {
      const n = (body as { number_of_seats: number }).number_of_seats;
      state.writes.push(`POST seats ${n}`);
      if (n < fakeSeats(state).used) return storyError(400, 0, 'below') as StoryAnswer;
      state.seats = n;
      return ok(fakeSeats(state));
    },
    'POST /api/positions/invite': ({ body }) => {
      const b = body as { email: string; fullname?: string; user_role: string; language: string };
      state.writes.push(`POST invite ${JSON.stringify(b)}`);
      if (fakeSeats(state).available === 0) return storyError(403, 101, 'Account limit exceeded');
      state.members.push({ kind: 'invitation', id: 900 + state.members.length, fullname: b.fullname ?? '', email: b.email, user_role: b.user_role, status: 'invited', last_login_at: null, created: at, expires_at: at });
      return ok({ email: b.email });
    },
    'GET /api/roles/': () => ok({ collection: state.roles, count: state.roles.length }),
    'GET /api/groups/': () => ok({ collection: state.groups, count: state.groups.length }),
    'POST /api/groups/': ({ body }) => {
      const b = body as { name: string };
      state.writes.push(`POST group ${b.name}`);
      if (state.groups.some((g) => g.name.toLowerCase() === b.name.toLowerCase())) return { status: 400, body: { status_code: 400, api_error_code: 'BAD_REQUEST', message: `name: a group named "${b.name}" already exists` } };
      const group: GroupWire = { id: 30 + state.groups.length, account_id: storyAccountId, name: b.name, positions: [], created: at };
      state.groups.push(group);
      return ok(group, 201);
    },
    'GET /api/positions/': () => {
      const colleagues = state.members.filter((m) => m.kind === 'position').map((m) => ({ id: m.id, fullname: m.fullname, email: m.email }));
      return ok({ collection: colleagues, count: colleagues.length });
    },
  };
  return new Proxy(routes, {
    get(target, key: string) {
      if (key in target) return target[key];
      return patternRoute(state, key);
    },
  });
}

/** The routes with ids in their path. */
function patternRoute(state: FakeAccountState, key: string): StoryRoute | undefined {
  let m = /^POST \/api\/positions\/(\d+)\/(deactivate|reactivate|revoke_trusted_devices)$/.exec(key);
  if (m) {
    const [, id, action] = m;
    return () => {
      state.writes.push(`POST ${action} ${id}`);
      const member = state.members.find((x) => x.kind === 'position' && x.id === Number(id));
      if (!member) return storyError(404, 0, 'Position not found');
      if (action === 'revoke_trusted_devices') return ok({ sessions_revoked: 2 });
      if (action === 'reactivate' && fakeSeats(state).available === 0) return storyError(403, 101, 'Account limit exceeded');
      member.status = action === 'deactivate' ? 'deactivated' : 'active';
      return ok(member);
    };
  }
  m = /^PUT \/api\/positions\/(\d+)\/user_role$/.exec(key);
  if (m) {
    const id = Number(m[1]);
    return ({ body }) => {
      const role = (body as { user_role: string }).user_role;
      state.writes.push(`PUT user_role ${id} ${role}`);
      const member = state.members.find((x) => x.kind === 'position' && x.id === id)!;
      const otherAdmins = state.members.filter((x) => x.kind === 'position' && x.id !== id && x.user_role === 'admin' && x.status === 'active');
      if (member.user_role === 'admin' && role !== 'admin' && otherAdmins.length === 0) {
        return { status: 409, body: { status_code: 409, api_error_code: 'LAST_ADMIN', message: 'The account needs at least one active admin' } };
      }
      member.user_role = role;
      return ok(member);
    };
  }
  m = /^(POST|DELETE) \/api\/invitations\/(\d+)(\/resend)?$/.exec(key);
  if (m) {
    const [, method, id, resend] = m;
    return () => {
      state.writes.push(`${method} invitation ${id}${resend ? ' resend' : ''}`);
      const index = state.members.findIndex((x) => x.kind === 'invitation' && x.id === Number(id));
      if (index < 0) return storyError(404, 0, 'Invitation not found');
      if (method === 'DELETE') {
        state.members.splice(index, 1);
        return { status: 204 };
      }
      return ok(state.members[index]);
    };
  }
  m = /^(PUT|DELETE) \/api\/groups\/(\d+)$/.exec(key);
  if (m) {
    const [, method, id] = m;
    return ({ body }) => {
      const index = state.groups.findIndex((g) => g.id === Number(id));
      if (index < 0) return storyError(404, 0, 'Group not found');
      state.writes.push(`${method} group ${id}`);
      if (method === 'DELETE') {
        state.groups.splice(index, 1);
        return { status: 204 };
      }
      state.groups[index] = { ...state.groups[index]!, name: (body as { name: string }).name };
      return ok(state.groups[index]);
    };
  }
  m = /^(POST|DELETE) \/api\/groups\/(\d+)\/positions\/(\d+)$/.exec(key);
  if (m) {
    const [, method, id, pid] = m;
    return () => {
      const group = state.groups.find((g) => g.id === Number(id));
      if (!group) return storyError(404, 0, 'Group not found');
      state.writes.push(`${method} group ${id} member ${pid}`);
      const member = state.members.find((x) => x.kind === 'position' && x.id === Number(pid))!;
      group.positions = method === 'POST' ? [...group.positions.filter((p) => p.id !== member.id), { id: member.id, fullname: member.fullname, email: member.email }] : group.positions.filter((p) => p.id !== member.id);
      return ok(group);
    };
  }
  m = /^GET \/api\/(collections|agreements)\/(\d+)\/bindings\/$/.exec(key);
  if (m) {
    const type = m[1] === 'collections' ? 'collection' : 'agreement';
    const id = Number(m[2]);
    return () => {
      const collection = state.bindings.filter((b) => b.resource_type === type && b.resource_id === id);
      return ok({ collection, count: collection.length });
    };
  }
  m = /^(POST|DELETE) \/api\/(collections|agreements)\/(\d+)\/(positions|groups)\/(\d+)\/bindings\/$/.exec(key);
  if (m) {
    const [, method, resource, rid, actor, aid] = m;
    return ({ body }) => {
      const roleId = (body as { role_id: number }).role_id;
      const resourceType = resource === 'collections' ? 'collection' : 'agreement';
      const actorType = actor === 'positions' ? 'position' : 'group';
      state.writes.push(`${method} ${resourceType} ${rid} ${actorType} ${aid} role ${roleId}`);
      const same = (b: BindingEntryWire) => b.resource_type === resourceType && b.resource_id === Number(rid) && b.actor_type === actorType && b.actor_id === Number(aid) && b.role_id === roleId;
      if (method === 'DELETE') {
        state.bindings = state.bindings.filter((b) => !same(b));
        return { status: 204 };
      }
      const group = state.groups.find((g) => g.id === Number(aid));
      const person = state.members.find((x) => x.kind === 'position' && x.id === Number(aid));
      const role = state.roles.find((r) => r.id === roleId)!;
      const entry: BindingEntryWire = {
        id: 500 + state.bindings.length,
        resource_type: resourceType,
        resource_id: Number(rid),
        actor_type: actorType,
        actor_id: Number(aid),
        role_id: roleId,
        actor_name: actorType === 'group' ? (group?.name ?? '') : (person?.fullname ?? ''),
        actor_email: actorType === 'group' ? null : (person?.email ?? null),
        role_name: role.name,
      };
      if (!state.bindings.some(same)) state.bindings.push(entry);
      return ok(entry, 201);
    };
  }
  return undefined;
}
