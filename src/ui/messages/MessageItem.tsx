import type { Message } from '../../schemas/messages';
import { ActionButton } from '../kit/buttons';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { messageText } from './message-text';

const Item = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(6),
  padding: `${rem(14)} ${rem(18)}`,
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  '& + &': { marginTop: rem(10) },
  variants: { unread: { true: { borderLeft: `${rem(4)} solid $colors$primary` } } },
});

const Top = styled('div', { display: 'flex', alignItems: 'center', gap: rem(10), flexWrap: 'wrap' });

const Kind = styled('span', {
  padding: `${rem(1)} ${rem(8)}`,
  borderRadius: rem(10),
  fontSize: rem(12),
  fontWeight: 600,
  variants: {
    kind: {
      course: { backgroundColor: '$primaryLight', color: '$primaryText' },
      system: { backgroundColor: '#eef0f3', color: '$textMuted' },
    },
  },
});

/** The title opens the message: it is read once opened. */
const Title = styled('button', {
  flex: 1,
  minWidth: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  textAlign: 'start',
  fontFamily: 'inherit',
  fontSize: rem(16),
  color: '$text',
  cursor: 'pointer',
  '&:hover': { color: '$primaryText' },
  variants: { unread: { true: { fontWeight: 700 }, false: { fontWeight: 400 } } },
});

const Dot = styled('span', { width: rem(8), height: rem(8), borderRadius: '50%', backgroundColor: '$danger', flexShrink: 0 });
const Time = styled('time', { fontSize: rem(13), color: '$textMuted' });
const Content = styled('p', {
  margin: 0,
  fontSize: rem(14),
  lineHeight: 1.6,
  color: '$textMuted',
  whiteSpace: 'pre-wrap',
  variants: { collapsed: { true: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } } },
});
const Actions = styled('div', { display: 'flex', gap: rem(8), flexWrap: 'wrap' });

const small = { height: rem(28), padding: `0 ${rem(12)}`, fontSize: rem(13) };

type Props = {
  message: Message;
  expanded: boolean;
  busy: boolean;
  onToggle: () => void;
  onRead: () => void;
  onFollow: (() => void) | null;
  onDelete: () => void;
};

/** One message: kind, title, time and content; unread ones marked; its link, read and delete. */
export function MessageItem({ message, expanded, busy, onToggle, onRead, onFollow, onDelete }: Props) {
  const { t, language } = useI18n();
  const text = messageText(message, t, language);
  const contentId = `message-content-${message.id}`;
  return (
    <Item unread={!message.isRead} data-testid="inbox-message" data-read={message.isRead} data-kind={message.kind}>
      <Top>
        {!message.isRead && <Dot role="img" aria-label={t('inbox.unreadMark')} />}
        <Kind kind={message.kind}>{t(message.kind === 'course' ? 'inbox.kind.course' : 'inbox.kind.system')}</Kind>
        <Title type="button" unread={!message.isRead} aria-expanded={expanded} aria-controls={contentId} onClick={onToggle}>
          {text.title}
        </Title>
        <Time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</Time>
      </Top>
      <Content id={contentId} collapsed={!expanded}>
        {text.content}
      </Content>
      <Actions>
        {onFollow && (
          <ActionButton type="button" tone="soft" css={small} onClick={onFollow} data-testid="inbox-follow">
            {t(message.params.noteId ? 'inbox.openNote' : message.vodId ? 'inbox.openRecording' : 'inbox.openClass')}
          </ActionButton>
        )}
        {!message.isRead && (
          <ActionButton type="button" tone="outline" css={small} disabled={busy} onClick={onRead} data-testid="inbox-mark-read">
            {t('inbox.markRead')}
          </ActionButton>
        )}
        <ActionButton type="button" tone="outline" css={small} disabled={busy} onClick={onDelete} data-testid="inbox-delete">
          {t('inbox.delete')}
        </ActionButton>
      </Actions>
    </Item>
  );
}
