import * as RadixToast from '@radix-ui/react-toast';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { supportEmail } from '@inkflow/ui';
import { dismissToast, toastStore, type Toast } from './toastStore.js';

/** §8: a toast that fails to render shows this fallback with a Contact support link instead. */
function ToastFallback() {
  const { t } = useTranslation();
  const email = supportEmail();
  return (
    <RadixToast.Description className="ds-toast__description">
      {t('errors:toastFailed')}{' '}
      {email && (
        <>
          {t('common:needHelp')} <a href={`mailto:${email}`}>{t('common:contactSupport')}</a>
        </>
      )}
    </RadixToast.Description>
  );
}

class ToastBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ToastFallback /> : this.props.children;
  }
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const duration = toast.durationMs ?? (toast.action ? 10_000 : 5_000);
  return (
    <RadixToast.Root
      className={`ds-toast ds-toast--${toast.type}`}
      open={toast.open}
      duration={duration}
      type={toast.type === 'error' || toast.type === 'warning' ? 'foreground' : 'background'}
      onOpenChange={(open) => !open && dismissToast(toast.id)}
      data-toast-type={toast.type}
    >
      <ToastBoundary>
        <RadixToast.Title className="ds-toast__title">{toast.title}</RadixToast.Title>
        {toast.description && <RadixToast.Description className="ds-toast__description">{toast.description}</RadixToast.Description>}
        {toast.action && (
          <RadixToast.Action className="ds-button ds-button--small" altText={toast.action.label} onClick={() => toast.action?.onAction()}>
            {toast.action.label}
          </RadixToast.Action>
        )}
      </ToastBoundary>
      <RadixToast.Close className="ds-icon-button ds-toast__close" aria-label={t('common:close')}>
        <span aria-hidden="true">×</span>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/**
 * Shows the toasts of `toastStore` (Radix Toast: announced politely, errors assertively, F8
 * focuses the region, swipe or Escape closes). §9: 496 px wide (less on narrow screens), 14 px
 * apart, types warning/success/error/info, removed 200 ms after closing. Mount once in the app.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useStore(toastStore, (s) => s.toasts);
  return (
    <RadixToast.Provider swipeDirection="right" label={t('common:notifications')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
      <RadixToast.Viewport className="ds-toast-viewport" />
    </RadixToast.Provider>
  );
}
