import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { callLogout } from '../../services/auth/logout-call';
import { endSession } from '../../services/auth/session';
import { getRuntimeConfig } from '../../services/runtime-config';
import { useI18n } from '../i18n/i18n-context';
import { styled } from '../theme/stitches';

const Button = styled('button', {
  height: '32px',
  padding: '0 16px',
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '14px',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { borderColor: '$primary', color: '$primary' },
  '&:disabled': { cursor: 'wait', opacity: 0.6 },
});

/** Interim logout (the logout machine adds the marker, delay and exit variants): revoke, forget, sign in again. */
export function LogoutButton() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    await callLogout(getRuntimeConfig());
    endSession();
    await navigate({ to: '/login' });
  };

  return (
    <Button type="button" disabled={leaving} onClick={() => void logout()}>
      {t('header.logout')}
    </Button>
  );
}
