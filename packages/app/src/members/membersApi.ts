/**
 * The members and seats calls of the settings pages (§3 userRole, §5 Number of seats, §7 account
 * action "buy seats" and position actions), on the typed client. Failures reject with core's
 * ApiError (§8: 99, 101, 6007, LAST_ADMIN, 400 with the server's message).
 */
import type { AccountRole, MemberListQuery, MemberWire, SeatsWire, SupportedLanguage } from '@inkflow/core';
import { api } from '../session/services.js';

export type { MemberWire as Member, SeatsWire as Seats };

/** A page of the account's members (positions and pending invitations) and the total. */
export function listMembers(accountId: number, query: MemberListQuery = {}): Promise<{ collection: MemberWire[]; count: number }> {
  return api.call('GET /accounts/:id/members/', { params: { id: accountId }, query });
}

/** The account's seats: bought, used, available. */
export function loadSeats(accountId: number): Promise<SeatsWire> {
  return api.call('GET /accounts/:id/seats', { params: { id: accountId } });
}

/** Sets the account's number of seats (1-10000); buys the difference when it grows. */
export function changeSeats(accountId: number, numberOfSeats: number): Promise<SeatsWire> {
  return api.call('POST /accounts/:id/seats', { params: { id: accountId }, body: { number_of_seats: numberOfSeats } });
}

/** What an invitation carries. */
export interface InviteInput {
  email: string;
  fullname?: string;
  language: SupportedLanguage;
  userRole: AccountRole;
}

/** Emails an invitation (POST /positions/invite); 403 101 when every seat is in use. */
export async function invite(input: InviteInput): Promise<void> {
  await api.call('POST /positions/invite', {
    body: { email: input.email, language: input.language, user_role: input.userRole, ...(input.fullname ? { fullname: input.fullname } : {}) },
  });
}

/** The actions on one member, each answering the member as listed (or nothing). */
export const memberActions = {
  deactivate: (id: number) => api.call('POST /positions/:id/deactivate', { params: { id } }),
  reactivate: (id: number) => api.call('POST /positions/:id/reactivate', { params: { id } }),
  changeRole: (id: number, role: AccountRole) => api.call('PUT /positions/:id/user_role', { params: { id }, body: { user_role: role } }),
  revokeDevices: (id: number) => api.call('POST /positions/:id/revoke_trusted_devices', { params: { id } }),
  resendInvitation: (id: number) => api.call('POST /invitations/:id/resend', { params: { id } }),
  withdrawInvitation: (id: number) => api.call('DELETE /invitations/:id', { params: { id } }),
};
