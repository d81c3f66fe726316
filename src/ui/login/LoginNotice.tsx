import { useEffect, useState } from 'react';
import { TENANT_HEADER } from '../../schemas/auth';
import { loginAcknowledgeSchema, type LoginAcknowledge } from '../../schemas/access';
import { apiRequest } from '../../services/http/api';
import { styled } from '../theme/stitches';

const Notice = styled('aside', {
  margin: '0 0 18px',
  padding: '10px 12px',
  borderLeft: '3px solid $primary',
  borderRadius: '$sm',
  backgroundColor: '$page',
  fontSize: '13px',
  color: '$text',
  whiteSpace: 'pre-line',
  '& strong': { display: 'block', marginBottom: '4px' },
});

/**
 * The school's login notice (GET /v1/web/login/acknowledge: terms of use, a privacy note), for
 * the school chosen on the form; plain text. Nothing shows when the school has none.
 */
export function LoginNotice({ tenantId }: { tenantId: string }) {
  const [notice, setNotice] = useState<LoginAcknowledge | null>(null);
  useEffect(() => {
    let current = true;
    apiRequest('/v1/web/login/acknowledge', { headers: { [TENANT_HEADER]: tenantId }, noMessage: true })
      .then((answer) => current && setNotice(loginAcknowledgeSchema.parse(answer)))
      .catch((error: unknown) => console.warn('login notice not loaded', error));
    return () => {
      current = false;
    };
  }, [tenantId]);
  if (notice === null || !notice.show) return null;
  return (
    <Notice data-testid="login-notice">
      {notice.title ? <strong>{notice.title}</strong> : null}
      {notice.content}
    </Notice>
  );
}
