import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { pageCount, pagerItems } from './pager-items';
import { controlBox } from '../theme/control-box';

const Bar = styled('nav', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: rem(8),
  marginTop: rem(32),
  fontSize: rem(15),
  color: '$textMuted',
});

const PageButton = styled('button', {
  ...controlBox,
  minWidth: rem(38),
  height: rem(38),
  padding: `0 ${rem(10)}`,
  fontSize: 'inherit',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { borderColor: '$primary', color: '$primaryText' },
  '&:disabled': { cursor: 'default', opacity: 0.45 },
  variants: {
    current: { true: { backgroundColor: '$primaryFill', borderColor: '$primaryFill', color: '#fff', '&:disabled': { opacity: 1 } } },
  },
});

type Props = { pageIndex: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Previous, numbered pages and next, with the total; hidden when everything fits one page. */
export function Pager({ pageIndex, pageSize, total, onPage }: Props) {
  const { t } = useI18n();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <Bar aria-label={t('pager.label')} data-testid="pager">
      <span>{t('pager.total', { total })}</span>
      <PageButton type="button" disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)}>
        {t('pager.previous')}
      </PageButton>
      {pagerItems(pageIndex, pages).map((item) =>
        item.kind === 'gap' ? (
          <span key={`gap-${item.after}`}>…</span>
        ) : (
          <PageButton
            key={item.page}
            type="button"
            current={item.page === pageIndex}
            disabled={item.page === pageIndex}
            aria-current={item.page === pageIndex ? 'page' : undefined}
            onClick={() => onPage(item.page)}
          >
            {item.page}
          </PageButton>
        ),
      )}
      <PageButton type="button" disabled={pageIndex >= pages} onClick={() => onPage(pageIndex + 1)}>
        {t('pager.next')}
      </PageButton>
    </Bar>
  );
}
