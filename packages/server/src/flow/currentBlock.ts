/**
 * Sign order (§4, config.signOrder): participants act in blocks (block_index, 0-based). The
 * current block is the lowest block that still holds someone who must act (an unsigned
 * signatory or an external approver who has not approved); everyone up to it has their turn.
 * Without a signing order everyone has their turn at once.
 */
import type { ParticipantRow } from '../agreements/agreementContent.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';
import { mustStillAct } from '../participants/participantKind.js';
import { flowConfig } from './agreementConfig.js';

/** The current block, or null when there is no signing order or nobody has to act any more. */
export function currentBlock(loaded: LoadedAgreement): number | null {
  if (!flowConfig(loaded.agreement).signOrder) return null;
  const waiting = loaded.participants.filter(mustStillAct).map((p) => p.blockIndex);
  return waiting.length ? Math.min(...waiting) : null;
}

/** True when it is `participant`'s turn (always true without a signing order). */
export function isParticipantsTurn(loaded: LoadedAgreement, participant: ParticipantRow): boolean {
  const block = currentBlock(loaded);
  return block === null || participant.blockIndex <= block;
}
