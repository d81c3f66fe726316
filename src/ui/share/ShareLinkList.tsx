import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionButton } from '../kit/buttons';
import { formatDateTime, formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { revokeShareLink, shareLinksQuery } from './share-api';
import type { ShareState } from '../../schemas/sharing';
import { Badge } from '../kit/badge';
import { Item, ItemText, List, Note, Section } from './share-dialog-styles';

const TONES = { active: 'primary', expired: 'warning', revoked: 'danger' } as const satisfies Record<ShareState, string>;

/** The class's links, newest first, with their state; an active one can be revoked. */
export function ShareLinkList({ teclId }: { teclId: string }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  // The list stays on screen while it is asked again after a link is made or revoked; a
  // revoked link's button stays disabled until the list says it is revoked.
  const links = useQuery(shareLinksQuery(teclId));
  const revoking = useMutation({
    mutationFn: revokeShareLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQuery(teclId).queryKey }),
    onError: (error) => console.warn('share link could not be revoked', error),
  });
  const shown = links.isError ? null : (links.data ?? null);
  return (
    <>
      <Section>{t('share.existing')}</Section>
      {links.isError && <Note tone="warning">{t('share.failed')}</Note>}
      {shown !== null && shown.length === 0 && <Note>{t('share.none')}</Note>}
      {shown !== null && shown.length > 0 && (
        <List data-testid="share-links">
          {shown.map((link) => (
            <Item key={link.shareId} data-testid="share-link-item" data-state={link.state}>
              <ItemText>
                <strong>{link.title}</strong>
                <span>
                  {t('share.until', { date: formatDateTime(link.expiresAt, language) })}
                  {link.startS !== null && ` · ${t('share.startsAt', { time: formatDuration(link.startS) })}`}
                </span>
              </ItemText>
              <Badge tone={TONES[link.state]} size="small">
                {t(`share.state.${link.state}`)}
              </Badge>
              {link.state === 'active' && (
                <ActionButton
                  type="button"
                  tone="outline"
                  disabled={revoking.isPending && revoking.variables === link.shareId}
                  onClick={() => revoking.mutate(link.shareId)}
                  data-testid="share-revoke"
                >
                  {t('share.revoke')}
                </ActionButton>
              )}
            </Item>
          ))}
        </List>
      )}
    </>
  );
}
