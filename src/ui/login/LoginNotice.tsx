import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** GET /v1/web/login/acknowledge for one school, asked before sign-in (the tenant header names it). */
const loginNoticeQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['login-acknowledge', tenantId],
    queryFn: async (): Promise<LoginAcknowledge> =>
      loginAcknowledgeSchema.parse(
        await apiRequest('/v1/web/login/acknowledge', { headers: { [TENANT_HEADER]: tenantId }, noMessage: true }),
      ),
  });

/**
 * The school's login notice (GET /v1/web/login/acknowledge: terms of use, a privacy note), for
 * the school chosen on the form; plain text. Nothing shows when the school has none.
 */
export function LoginNotice({ tenantId }: { tenantId: string }) {
  // A notice that cannot be loaded is not shown: signing in must still work.
  const notice = useQuery(loginNoticeQuery(tenantId)).data;
  if (notice === undefined || !notice.show) return null;
  return (
    <Notice data-testid="login-notice">
      {notice.title ? <strong>{notice.title}</strong> : null}
      {notice.content}
    </Notice>
  );
}
