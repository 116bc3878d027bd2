import { useTranslation } from 'react-i18next';
import { ApproverRoleCode, ParticipantRole, currentParticipant, neutralizeBidi, type Agreement } from '@inkflow/core';

/** Props of SenderCard. */
export interface SenderCardProps {
  /** The agreement as a guest sees it; `sender` names who asks (absent: the card names no one). */
  agreement: Agreement;
}

/** Up to two initials of a name or company, for the logo placeholder. */
const initialsOf = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * The guest page's header card, topped by the sending account's brand colour (BrandStyle's
 * `--ink-brand-accent`): the sender's logo (or their company's initials), name and
 * company, and what they ask of the caller in the right verb: "{name} asks you to sign
 * {contract}", "… to approve …" for an approver (1001), "… to review …" for a viewer or other
 * non-signing participant.
 */
export function SenderCard({ agreement }: SenderCardProps) {
  const { t } = useTranslation('sign');
  const sender = agreement.sender;
  const me = currentParticipant(agreement);
  const verb = me?.role === ApproverRoleCode.ExternalApprover ? 'approve' : me?.type === ParticipantRole.Signatory ? 'sign' : 'review';
  const name = neutralizeBidi(sender?.name || sender?.companyName || '');
  const contract = neutralizeBidi(agreement.name);
  return (
    <header className="ink-sender">
      {sender?.logoUrl ? (
        <img className="ink-sender__logo ink-sender__logo--image" src={sender.logoUrl} alt={sender.companyName ?? sender.name} />
      ) : (
        <span className="ink-sender__logo ink-sender__logo--initials" aria-hidden="true">
          {initialsOf(sender?.companyName || sender?.name || agreement.name)}
        </span>
      )}
      <div className="ink-sender__text">
        <p className="ink-sender__ask">{name ? t(`guest.asks.${verb}`, { name, contract }) : t(`guest.asksAnonymous.${verb}`, { contract })}</p>
        {sender?.companyName && sender.companyName !== sender.name && <p className="ink-sender__company">{neutralizeBidi(sender.companyName)}</p>}
      </div>
    </header>
  );
}
