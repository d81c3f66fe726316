import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DATA_BOARD_REFRESH_MS } from '../../constants';
import { formatTime } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { useRootScaling } from '../scaling/use-root-scaling';
import { BoardCharts } from './BoardCharts';
import { BoardFigures } from './BoardFigures';
import { Board, Head, Message, ScopeBadge, Status, Title } from './board-styles';
import { dataBoardQuery } from './data-board-api';
import { useBoardViewport } from './use-board-viewport';

const BOARD_PATH = '/data-board';
const REFRESH_S = DATA_BOARD_REFRESH_MS / 1000;

/**
 * /data-board (SPEC §2; docs/admin.md "The data board page"): a wall screen of how the school uses
 * Lectern, in its own window (the user menu opens it, named 'data board'). Outside the signed-in
 * layout: no header, its own dark look, the page scaled to the 1920 px design like the others.
 * One GET /v1/data-board feeds every figure and chart, asked again every 30 s; when a refresh
 * fails the last figures stay, marked with their time.
 */
export function DataBoardPage() {
  const { t, language } = useI18n();
  useRootScaling(BOARD_PATH);
  const viewport = useBoardViewport(BOARD_PATH);
  const title = t('route.dataBoard');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const query = useQuery(dataBoardQuery());
  const board = query.data;
  const updatedAt = formatTime(query.dataUpdatedAt, language, { seconds: true });

  return (
    <Board data-testid="data-board-page" data-updated-at={query.dataUpdatedAt}>
      <Head>
        <Title>
          {title}
          {board && <ScopeBadge data-testid="board-scope">{t(board.scope === 'tenant' ? 'board.scope.tenant' : 'board.scope.ownClasses')}</ScopeBadge>}
        </Title>
        {board && (
          <Status stale={query.isError}>
            {query.isError ? t('board.staleSince', { time: updatedAt }) : t('board.updatedAt', { time: updatedAt })}
            {' · '}
            {t('board.refreshEvery', { seconds: REFRESH_S })}
          </Status>
        )}
      </Head>
      {board ? (
        <>
          <BoardFigures board={board} />
          <BoardCharts board={board} viewport={viewport} />
        </>
      ) : (
        <Message role="status">{query.isError ? t('board.loadFailed', { seconds: REFRESH_S }) : t('board.loading')}</Message>
      )}
    </Board>
  );
}
