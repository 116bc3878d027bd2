import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@inkflow/core';
import type { GuestCollaboration, GuestCollaborationState } from './guestCollaboration.js';

const empty: GuestCollaborationState = { annotations: [], unread: { chat: 0, comments: 0 } };

/**
 * The guest page's collaboration (collaboration/guestCollaboration.ts), loaded on demand once the
 * agreement is shown (`enabled`), so none of it weighs on the first paint: the handle (null until
 * loaded) and its state. `onAgreementChanged` runs on a push save or state change.
 */
export function useGuestCollaboration(options: {
  api: ApiClient;
  agreementId: number;
  participantId: number | null;
  pushOrigin: string | null;
  enabled: boolean;
  onAgreementChanged: () => void;
}): { collaboration: GuestCollaboration | null; state: GuestCollaborationState } {
  const { api, agreementId, participantId, pushOrigin, enabled } = options;
  const [collaboration, setCollaboration] = useState<GuestCollaboration | null>(null);
  const [state, setState] = useState<GuestCollaborationState>(empty);
  const changed = useRef(options.onAgreementChanged);
  changed.current = options.onAgreementChanged;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let handle: GuestCollaboration | null = null;
    void import('./guestCollaboration.js').then((m) => {
      if (!live) return;
      handle = m.connectGuestCollaboration({ api, agreementId, participantId, pushOrigin, onAgreementChanged: () => changed.current() });
      handle.subscribe(() => setState(handle!.getState()));
      setCollaboration(handle);
    });
    return () => {
      live = false;
      handle?.close();
      setCollaboration(null);
      setState(empty);
    };
  }, [api, agreementId, participantId, pushOrigin, enabled]);

  return { collaboration, state };
}
