import { useSyncExternalStore } from 'react';
import { styled } from '../../theme/stitches';
import { currentToasts, dismissToast, subscribeToasts } from './toast-store';

const Area = styled('div', {
  position: 'fixed',
  top: '24px',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  zIndex: 1000,
  pointerEvents: 'none',
});

const ToastBox = styled('div', {
  pointerEvents: 'auto',
  minWidth: '240px',
  maxWidth: '560px',
  padding: '10px 16px',
  borderRadius: '$md',
  border: '1px solid $danger',
  backgroundColor: '$dangerLight',
  color: '$danger',
  boxShadow: '$toast',
  fontSize: '14px',
  cursor: 'pointer',
  variants: {
    kind: {
      error: {},
      warning: { borderColor: '$warning', backgroundColor: '$warningLight', color: '$warning' },
      success: { borderColor: '$primary', backgroundColor: '$primaryLight', color: '$text' },
    },
  },
});

/** Error, warning and success toasts (SPEC §8); a click dismisses one early. */
export function ToastArea() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  return (
    <Area aria-live="assertive">
      {toasts.map((toast) => (
        <ToastBox
          key={toast.id}
          data-testid="toast"
          role={toast.kind === 'success' ? 'status' : 'alert'}
          kind={toast.kind}
          data-kind={toast.kind}
          onClick={() => dismissToast(toast.id)}
        >
          {toast.message}
        </ToastBox>
      ))}
    </Area>
  );
}
