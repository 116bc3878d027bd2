import { hasPremium } from '@inkflow/core';
import { useSession } from '../../session/services.js';

/**
 * The signed-in position's account id, and whether its premium features have ended (§1: the free
 * plan, or a trial that is over — core hasPremium, the rule the server answers 2002 by; the
 * webhook calls that change anything answer 2002, nothing is sent).
 */
export function useWebhookAccount(now = Date.now()): { accountId: number | undefined; premiumEnded: boolean } {
  const accountId = useSession((s) => s.position?.account.id);
  const plan = useSession((s) => s.position?.account.plan);
  const trialEndsAt = useSession((s) => s.position?.account.trialEndsAt);
  return { accountId, premiumEnded: plan !== undefined && !hasPremium({ plan, trialEndsAt: trialEndsAt ?? null }, new Date(now)) };
}
