/**
 * `save_to_address_book` of the §3 Participant payload: remembers the person in the account's
 * address book (one entry per email; a later save refreshes it).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { addressBook } from '../db/schema-signing.js';
import type { ParticipantColumns } from './participantFields.js';

/** Inserts or refreshes the address-book entry of `person` for `accountId`. */
export async function saveToAddressBook(
  tx: Db,
  accountId: number,
  person: ParticipantColumns & { companyOrgnr?: string | null; companyCountry?: string | null },
): Promise<void> {
  const values = {
    fullname: person.fullname,
    email: person.email,
    phoneNumber: person.phoneNumber,
    title: person.title,
    companyName: person.companyName,
    companyOrgnr: person.companyOrgnr ?? null,
    companyCountry: person.companyCountry?.toUpperCase() ?? null,
  };
  const match = and(eq(addressBook.accountId, accountId), eq(sql`lower(${addressBook.email})`, person.email.toLowerCase()));
  const [existing] = await tx.select({ id: addressBook.id }).from(addressBook).where(match).limit(1);
  if (existing) await tx.update(addressBook).set(values).where(eq(addressBook.id, existing.id));
  else await tx.insert(addressBook).values({ accountId, ...values });
}
