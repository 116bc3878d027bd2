import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { rememberMessageLink } from './messageLink.js';

/**
 * `/documents/:id/m/:messageId` (§2 message deep links): keeps the message id in session storage
 * and replaces the URL by `/documents/:id`, where the document page opens the thread (the sidebar
 * on Collaboration → Comments, or Chat for a chat message). The guest variant
 * `/documents/:id/at/:guestToken/m/:messageId` goes to the guest page the same way (it reads the
 * id with takeMessageLink). Renders nothing meanwhile.
 */
export function MessageLinkRoute() {
  const { id = '', messageId = '', guestToken } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    const agreementId = Number(id);
    const message = Number(messageId);
    if (Number.isInteger(agreementId) && Number.isInteger(message) && message > 0) rememberMessageLink(agreementId, message);
    void navigate(guestToken ? `/documents/${id}/at/${guestToken}` : `/documents/${id}`, { replace: true });
  }, [id, messageId, guestToken, navigate]);
  return null;
}
