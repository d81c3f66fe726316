import { useState } from 'react';
import type { ShareListItem } from '../../schemas/sharing';
import { ActionButton } from '../detail/detail-buttons';
import { useI18n } from '../i18n/i18n-context';
import { shownData, type Remote } from '../lists/use-remote';
import { revokeShareLink } from './share-api';
import { clockTime, shareDateTime } from './share-dates';
import { Item, ItemText, List, Note, Section, StateBadge } from './share-dialog-styles';

/** The class's links, newest first, with their state; an active one can be revoked. */
export function ShareLinkList({ links, onChanged }: { links: Remote<ShareListItem[]>; onChanged: () => void }) {
  const { t, language } = useI18n();
  const [revoking, setRevoking] = useState<string | null>(null);
  const shown = shownData(links);
  const revoke = (shareId: string) => {
    setRevoking(shareId);
    revokeShareLink(shareId)
      .then(onChanged, (error: unknown) => console.warn('share link could not be revoked', error))
      .finally(() => setRevoking(null));
  };
  return (
    <>
      <Section>{t('share.existing')}</Section>
      {links.status === 'failed' && <Note tone="warning">{t('share.failed')}</Note>}
      {shown !== null && shown.length === 0 && <Note>{t('share.none')}</Note>}
      {shown !== null && shown.length > 0 && (
        <List data-testid="share-links">
          {shown.map((link) => (
            <Item key={link.shareId} data-testid="share-link-item" data-state={link.state}>
              <ItemText>
                <strong>{link.title}</strong>
                <span>
                  {t('share.until', { date: shareDateTime(link.expiresAt, language) })}
                  {link.startS !== null && ` · ${t('share.startsAt', { time: clockTime(link.startS) })}`}
                </span>
              </ItemText>
              <StateBadge state={link.state}>{t(`share.state.${link.state}`)}</StateBadge>
              {link.state === 'active' && (
                <ActionButton type="button" tone="outline" disabled={revoking === link.shareId} onClick={() => revoke(link.shareId)} data-testid="share-revoke">
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
