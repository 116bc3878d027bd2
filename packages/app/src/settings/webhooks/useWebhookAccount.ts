import { useSession } from '../../session/services.js';

/**
 * The signed-in position's account id, and whether its premium features have ended (§1: the
 * trial is over; the webhook calls that change anything answer 2002, nothing is sent).
 */
export function useWebhookAccount(now = Date.now()): { accountId: number | undefined; premiumEnded: boolean } {
  const accountId = useSession((s) => s.position?.account.id);
  const trialEndsAt = useSession((s) => s.position?.account.trialEndsAt);
  return { accountId, premiumEnded: typeof trialEndsAt === 'string' && new Date(trialEndsAt).getTime() <= now };
}
