import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FullWindowFrame } from '../shared/FullWindowFrame';
import { useI18n } from '../i18n/i18n-context';
import { EmptyBlock } from '../kit/EmptyBlock';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { helpArticlesQuery } from './help-api';
import { byCategory } from './help-categories';
import { HelpArticleItem } from './HelpArticleItem';
import { HelpSearchBox } from './HelpSearchBox';
import { MarkedText } from './MarkedText';

const route = getRouteApi('/layout/help-center');

const Banner = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: rem(14),
  padding: `${rem(56)} ${rem(24)} ${rem(60)}`,
  borderRadius: '$lg',
  background: 'linear-gradient(135deg, $primary 0%, #1f2d3d 130%)',
  color: '#fff',
  textAlign: 'center',
});

const Heading = styled('h1', { margin: 0, fontSize: rem(38), fontWeight: 700 });

const Intro = styled('p', { margin: `0 0 ${rem(14)}`, fontSize: rem(17), opacity: 0.9 });

const Column = styled('div', { width: rem(960), maxWidth: '100%', margin: `${rem(36)} auto 0` });

const Count = styled('p', { margin: `0 0 ${rem(8)}`, fontSize: rem(15), color: '$textMuted' });

const Group = styled('section', { marginTop: rem(28) });

const GroupTitle = styled('h2', { margin: `0 0 ${rem(14)}`, fontSize: rem(20), fontWeight: 700, color: '$text' });

const Articles = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(12),
  variants: { loading: { true: { opacity: 0.55, transition: 'opacity 150ms' } } },
});

/** /help-center: help articles by category, searched by a keyword kept in the address. */
export function HelpCenterPage() {
  const { t } = useI18n();
  const keyword = route.useSearch({ select: (search) => search.keyword ?? '' });
  const navigate = route.useNavigate();
  // The loader has the answer in the cache; while the next keyword's loads, the last one stays.
  const query = useQuery({ ...helpArticlesQuery(keyword), placeholderData: keepPreviousData });
  const articles = query.data ?? null;

  const search = (next: string) => void navigate({ search: next === '' ? {} : { keyword: next } });

  return (
    <FullWindowFrame title={t('route.helpCenter')} testId="help-center-page">
      <Banner>
        <Heading>{t('help.heading')}</Heading>
        <Intro>{t('help.intro')}</Intro>
        <HelpSearchBox keyword={keyword} onSearch={search} />
      </Banner>
      <Column>
        {articles === null ? (
          query.isError ? (
            <EmptyBlock text={t('help.failed')} />
          ) : (
            <Articles aria-busy="true" />
          )
        ) : articles.length === 0 ? (
          <EmptyBlock text={keyword === '' ? t('help.noArticles') : t('help.noMatch', { keyword })} />
        ) : (
          <>
            <Count data-testid="help-count">
              {keyword === '' ? t('help.count', { count: articles.length }) : t('help.matchCount', { count: articles.length, keyword })}
            </Count>
            {byCategory(articles).map((group) => (
              <Group key={group.category} data-testid="help-category">
                <GroupTitle>
                  <MarkedText text={group.category} keyword={keyword} />
                </GroupTitle>
                <Articles loading={query.isPlaceholderData}>
                  {group.articles.map((article) => (
                    <HelpArticleItem key={article.id} article={article} keyword={keyword} />
                  ))}
                </Articles>
              </Group>
            ))}
          </>
        )}
      </Column>
    </FullWindowFrame>
  );
}
