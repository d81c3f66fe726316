import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { CollectionItem } from '../../schemas/personal';
import { LessonCover } from '../covers/LessonCover';
import { ActionButton } from '../kit/buttons';
import { CLASS_DETAIL, toggleCollection } from '../detail/detail-api';
import { formatDateTime, formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { subjectName } from '../lists/lesson-time';
import { Pager } from '../kit/Pager';
import { useWatchLesson } from '../playback/use-watch-lesson';
import { EmptyBlock } from '../kit/EmptyBlock';
import { showSuccessToast } from '../kit/toast/toast-store';
import { COLLECTION_PAGE_SIZE, MY_COLLECTIONS, myCollectionsQuery } from './personal-api';
import { Card, CardActions, CardBody, CardGrid, CoverButton, Failed, Heading, Muted } from './personal-styles';

// By id, not by importing the route: the route file imports this page (no import circle).
const route = getRouteApi('/layout/personal-center/my-collection');

/** /personal-center/my-collection: the favourites as cards, paged; open one, or remove it. */
export function MyCollectionPage() {
  const { t, language } = useI18n();
  const pageIndex = route.useSearch({ select: (search) => search.page ?? 1 });
  const navigate = route.useNavigate();
  const query = useQuery({ ...myCollectionsQuery(pageIndex), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const watch = useWatchLesson();
  const remove = useMutation({
    mutationFn: (item: CollectionItem) => toggleCollection(item.vodId === null ? { teclId: item.teclId } : { vodId: item.vodId }),
    onSuccess: () => {
      showSuccessToast(t('detail.removed'));
      void queryClient.invalidateQueries({ queryKey: [MY_COLLECTIONS] });
      void queryClient.invalidateQueries({ queryKey: [CLASS_DETAIL] });
    },
    onError: (error) => console.error('favourite could not be removed', error),
  });
  const open = (item: CollectionItem) => {
    if (item.vodId === null) void navigate({ to: '/video-detail', search: { teclId: item.teclId } });
    else void watch({ kind: 'video', courseId: null, teclId: item.teclId, vodId: item.vodId });
  };
  const goTo = (page: number) => void navigate({ search: (prev) => ({ ...prev, page }) });
  const data = query.data;

  return (
    <section data-testid="my-collection">
      <Heading>{t('route.myCollection')}</Heading>
      {query.isError && !data ? <Failed role="alert">{t('personal.collection.failed')}</Failed> : null}
      {data && data.records.length === 0 ? <EmptyBlock text={t('personal.collection.empty')} /> : null}
      {data && data.records.length > 0 ? (
        <>
          <CardGrid>
            {data.records.map((item) => {
              const course = subjectName(item, language);
              return (
                <Card key={item.collectionId} data-testid="collection-card" data-vod-id={item.vodId ?? undefined}>
                  {/* A mouse shortcut to the Open button, which keyboards and screen readers use. */}
                  <CoverButton type="button" tabIndex={-1} aria-hidden="true" onClick={() => open(item)}>
                    <LessonCover poster={item.posterUrl} src={item.teclImgUrl} coverKey={item.teclId} title={course} />
                  </CoverButton>
                  <CardBody>
                    <strong title={item.title}>{item.title}</strong>
                    <Muted>
                      {course} · {item.teacName}
                    </Muted>
                    <Muted>
                      {item.vodId === null ? t('personal.collection.wholeClass') : formatDuration(item.durationS)} ·{' '}
                      {t('personal.collection.collectedAt', { time: formatDateTime(item.collectedAt, language) })}
                    </Muted>
                  </CardBody>
                  <CardActions>
                    <ActionButton type="button" onClick={() => open(item)} data-testid="collection-open">
                      {t('personal.open.short')}
                    </ActionButton>
                    <ActionButton
                      type="button"
                      tone="outline"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(item)}
                      data-testid="collection-remove"
                    >
                      {t('personal.collection.remove')}
                    </ActionButton>
                  </CardActions>
                </Card>
              );
            })}
          </CardGrid>
          <Pager pageIndex={pageIndex} pageSize={COLLECTION_PAGE_SIZE} total={data.total} onPage={goTo} />
        </>
      ) : null}
    </section>
  );
}
