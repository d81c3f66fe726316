import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ROLE } from '../../constants';
import type { Message } from '../../schemas/messages';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import type { MessageKey } from '../i18n/messages-en';
import { Pager } from '../kit/Pager';
import { usePermissions } from '../permission/permission-context';
import { useWatchLesson } from '../playback/use-watch-lesson';
import { rem } from '../scaling/rem';
import { EmptyBlock } from '../kit/EmptyBlock';
import { styled } from '../theme/stitches';
import {
  INBOX,
  INBOX_PAGE_SIZE,
  deleteMessages,
  inboxInputsOf,
  inboxQuery,
  markAllRead,
  markRead,
  type MyMessageSearch,
} from './inbox-api';
import { AnnouncementDialog } from './AnnouncementDialog';
import { MessageItem } from './MessageItem';

const route = getRouteApi('/layout/personal-center/my-message');

const Heading = styled('h2', { margin: 0, fontSize: rem(24), fontWeight: 700, color: '$text' });
const Bar = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: rem(12), marginBottom: rem(16) });
const Summary = styled('span', { fontSize: rem(15), color: '$textMuted' });
const Spacer = styled('span', { flex: 1 });
const Filters = styled('div', { display: 'flex', gap: rem(8), marginBottom: rem(16) });
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });
const Failure = styled('p', { color: '$danger', fontSize: rem(15) });

type Filter = { id: 'all' | 'unread' | 'course' | 'system'; labelKey: MessageKey; search: MyMessageSearch };
const FILTERS: readonly Filter[] = [
  { id: 'all', labelKey: 'inbox.filter.all', search: {} },
  { id: 'unread', labelKey: 'inbox.filter.unread', search: { unread: true } },
  { id: 'course', labelKey: 'inbox.filter.course', search: { kind: 'course' } },
  { id: 'system', labelKey: 'inbox.filter.system', search: { kind: 'system' } },
];

const filterOf = (search: MyMessageSearch): Filter['id'] => (search.unread ? 'unread' : (search.kind ?? 'all'));

/**
 * /personal-center/my-message (docs/personal-center.md "Messages"): the caller's course and system
 * messages, newest first, a page at a time. Opening one marks it read; new ones arrive through the
 * session's event stream, which invalidates these queries (src/app/wire-session.ts). An
 * administrator also writes announcements to the whole school from here (AnnouncementDialog).
 */
export function MyMessagePage() {
  const { t, tc } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const watch = useWatchLesson();
  const inputs = inboxInputsOf(search);
  const query = useQuery({ ...inboxQuery(inputs), placeholderData: keepPreviousData });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  // Announcements are the administrators' (POST /v1/messages/announcement refuses anyone else).
  const mayAnnounce = usePermissions().user?.role === ROLE.administrator;
  const [announcing, setAnnouncing] = useState(false);

  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
    } catch {
      // The API client has shown the server's message (SPEC §8).
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: [INBOX] });
    }
  };
  const read = (message: Message) => (message.isRead ? Promise.resolve() : run(() => markRead([message.id])));
  const toggle = (message: Message) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(message.id)) next.add(message.id);
      return next;
    });
    void read(message);
  };
  const follow = (message: Message) => {
    void read(message);
    // A released note opens where it can be read; the recording is one click further (its time cards).
    const noteId = message.params.noteId;
    if (noteId) return void router.navigate({ to: '/personal-center/my-note', search: { scope: 'shared', note: noteId } });
    if (message.teclId === null) return;
    if (message.vodId !== null) void watch({ kind: 'video', courseId: message.courId, teclId: message.teclId, vodId: message.vodId });
    else void router.navigate({ to: '/video-detail', search: { teclId: message.teclId, courseId: message.courId ?? undefined } });
  };
  const page = query.data;
  const current = filterOf(search);
  // The last message of a page deleted: show the page before it.
  const goPage = (n: number) => void navigate({ search: (previous) => ({ ...previous, page: n > 1 ? n : undefined }) });

  return (
    <section aria-labelledby="inbox-heading" data-testid="inbox-page">
      <Bar>
        <Heading id="inbox-heading">{t('inbox.heading')}</Heading>
        {page && (
          <Summary data-testid="inbox-unread-summary" data-unread={page.unread}>
            {t('inbox.unreadSummary', { n: page.unread })}
          </Summary>
        )}
        <Spacer />
        {mayAnnounce && (
          <ActionButton type="button" tone="outline" onClick={() => setAnnouncing(true)} data-testid="announce-open">
            {t('inbox.announce.open')}
          </ActionButton>
        )}
        <ActionButton
          type="button"
          tone="primary"
          disabled={busy || !page || page.unread === 0}
          onClick={() => void run(markAllRead)}
          data-testid="inbox-mark-all-read"
        >
          {t('inbox.markAllRead')}
        </ActionButton>
      </Bar>
      <Filters role="group" aria-label={t('inbox.filterLabel')}>
        {FILTERS.map((filter) => (
          <ActionButton
            key={filter.id}
            type="button"
            tone={filter.id === current ? 'soft' : 'outline'}
            aria-pressed={filter.id === current}
            onClick={() => void navigate({ search: filter.search })}
            data-testid={`inbox-filter-${filter.id}`}
          >
            {t(filter.labelKey)}
          </ActionButton>
        ))}
      </Filters>
      {query.isError && !page ? (
        <Failure role="alert">{t('inbox.failed')}</Failure>
      ) : !page ? null : page.records.length === 0 ? (
        <EmptyBlock text={t(current === 'unread' ? 'inbox.emptyUnread' : 'inbox.empty')} />
      ) : (
        <>
          <List aria-label={tc('inbox.unreadBadge', page.unread)}>
            {page.records.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                expanded={expanded.has(message.id)}
                busy={busy}
                onToggle={() => toggle(message)}
                onRead={() => void read(message)}
                onFollow={message.teclId === null ? null : () => follow(message)}
                onDelete={() =>
                  void run(async () => {
                    await deleteMessages([message.id]);
                    if (page.records.length === 1 && inputs.pageIndex > 1) goPage(inputs.pageIndex - 1);
                  })
                }
              />
            ))}
          </List>
          <Pager pageIndex={page.pageIndex} pageSize={INBOX_PAGE_SIZE} total={page.total} onPage={goPage} />
        </>
      )}
      {announcing && <AnnouncementDialog onClose={() => setAnnouncing(false)} />}
    </section>
  );
}
