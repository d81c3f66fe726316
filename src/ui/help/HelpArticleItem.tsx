import type { HelpArticle } from '../../schemas/content';
import { ChevronIcon } from '../icons/line-icons';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { helpParagraphs } from './help-body';
import { MarkedText } from './MarkedText';

const Details = styled('details', {
  borderRadius: '$md',
  backgroundColor: '$surface',
  boxShadow: '0 1px 2px rgba(31, 35, 41, 0.06)',
  transition: 'box-shadow 150ms',
  '&[open]': { boxShadow: '$card' },
  '&[open] summary svg': { transform: 'rotate(90deg)' },
});

const Summary = styled('summary', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(12),
  padding: `${rem(18)} ${rem(24)}`,
  listStyle: 'none',
  cursor: 'pointer',
  fontSize: rem(18),
  fontWeight: 600,
  color: '$text',
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { color: '$primaryText' },
  '& svg': { flex: 'none', color: '$textMuted', transition: 'transform 150ms' },
});

const Body = styled('div', {
  padding: `0 ${rem(24)} ${rem(20)} ${rem(56)}`,
  fontSize: rem(16),
  lineHeight: 1.75,
  color: '#3b4048',
  '& p': { margin: `0 0 ${rem(10)}` },
  '& p:last-child': { marginBottom: 0 },
});

/** One help article: its title, opened to its body on a click (open from the start on a search). */
export function HelpArticleItem({ article, keyword }: { article: HelpArticle; keyword: string }) {
  return (
    <Details open={keyword !== ''} data-testid="help-article" data-article-id={article.id}>
      <Summary>
        <ChevronIcon size={rem(20)} />
        <span>
          <MarkedText text={article.title} keyword={keyword} />
        </span>
      </Summary>
      <Body data-testid="help-article-body">
        {helpParagraphs(article.body).map((runs, i) => (
          <p key={i}>
            {runs.map((run, j) =>
              run.bold ? (
                <strong key={j}>
                  <MarkedText text={run.text} keyword={keyword} />
                </strong>
              ) : (
                <MarkedText key={j} text={run.text} keyword={keyword} />
              ),
            )}
          </p>
        ))}
      </Body>
    </Details>
  );
}
