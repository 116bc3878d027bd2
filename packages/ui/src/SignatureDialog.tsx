import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.js';
import { SignatureCapture, type SignatureType } from './SignatureCapture.js';

/** Props of SignatureDialog. */
export interface SignatureDialogProps {
  /** The signer's name, prefilled for a typed signature. */
  defaultName: string;
  busy: boolean;
  onClose: () => void;
  /** The PNG data URL of the signature and how it was made (§7 sign body). */
  onConfirm: (pngDataUrl: string, type: SignatureType) => void;
}

/**
 * The "Your signature" dialog of a handwritten signer (§3 sign method 10): SignatureCapture
 * (draw or type) in a modal Dialog. SignPanel loads this module on demand, so the embed's
 * initial JavaScript carries neither the dialog nor the capture.
 */
export function SignatureDialog({ defaultName, busy, onClose, onConfirm }: SignatureDialogProps) {
  const { t } = useTranslation('sign');
  return (
    <Dialog title={t('handwritten.title')} onClose={onClose}>
      <SignatureCapture busy={busy} defaultName={defaultName} onCancel={onClose} onConfirm={onConfirm} />
    </Dialog>
  );
}
