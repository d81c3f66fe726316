import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { HoverAnchor, HoverPanel, PanelDivider } from '../shared/hover-panel';
import { ClockIcon } from '../icons/line-icons';
import { HeaderIconButton } from '../header/HeaderIconButton';
import { useHoverOpen } from '../shared/use-hover-open';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { HistoryEntry } from './HistoryEntry';
import { historyDropdownMachine, historyItemsOf } from './history-machine';
import { useOpenHistoryItem } from './use-open-history-item';

const PANEL_WIDTH_PX = 420;

const Notice = styled('div', { padding: `${rem(24)} ${rem(20)}`, fontSize: rem(15), color: '$textMuted', textAlign: 'center' });

const ViewMore = styled(Link, {
  display: 'block',
  padding: `${rem(8)} ${rem(20)}`,
  fontSize: rem(15),
  color: '$primaryText',
  textAlign: 'center',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

/** Recently watched lessons on hover (SPEC §2 "Watch-history dropdown"), refreshed at most once a minute. */
export function HistoryDropdown() {
  const { t } = useI18n();
  const [snapshot, send] = useMachine(historyDropdownMachine);
  const { open, close, anchorProps } = useHoverOpen(() => send({ type: 'history.open' }));
  const openItem = useOpenHistoryItem();
  const items = historyItemsOf(snapshot.context.items);
  const loading = snapshot.matches('refreshing') && items.length === 0;

  return (
    <HoverAnchor {...anchorProps} data-testid="history-dropdown">
      <HeaderIconButton type="button" aria-label={t('header.history')} title={t('header.history')} aria-expanded={open}>
        <ClockIcon size={rem(24)} />
      </HeaderIconButton>
      {open ? (
        <HoverPanel align="end" css={{ width: rem(PANEL_WIDTH_PX) }} data-testid="history-panel">
          {loading ? <Notice>{t('app.loading')}</Notice> : null}
          {!loading && items.length === 0 ? <Notice>{t('history.empty')}</Notice> : null}
          {items.map((item) => (
            <HistoryEntry
              key={`${item.vodId}-${item.watchedAt}`}
              item={item}
              onOpen={(picked) => {
                close();
                void openItem(picked);
              }}
            />
          ))}
          <PanelDivider />
          <ViewMore to="/personal-center/my-record" onClick={close}>
            {t('history.viewMore')}
          </ViewMore>
        </HoverPanel>
      ) : null}
    </HoverAnchor>
  );
}
