import type { DataBoard } from '../../schemas/data-board';
import { formatFileSize, formatNumber } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { Figure, FigureLabel, FigureNote, FigureValue, Figures, LiveDot } from './board-styles';

/**
 * The board's big figures: who watches live now, broadcast lessons whose classroom sends
 * nothing (docs/capture.md "No signal"), today's visits and visitors, the period's
 * visits, watch records, and uploads with the storage they take. Each carries its value in
 * `data-value` for the browser tests.
 */
export function BoardFigures({ board }: { board: DataBoard }) {
  const { t, language } = useI18n();
  const today = board.visits.at(-1);
  const periodVisits = board.visits.reduce((sum, day) => sum + day.visits, 0);
  const watchRecords = board.completion.reduce((sum, bucket) => sum + bucket.records, 0);
  const number = (value: number) => formatNumber(value, language);
  return (
    <Figures aria-label={t('route.dataBoard')}>
      <Figure data-testid="board-figure-live" data-value={board.liveViewersNow}>
        <FigureLabel>
          <LiveDot aria-hidden="true" />
          {t('board.liveNow')}
        </FigureLabel>
        <FigureValue live>{number(board.liveViewersNow)}</FigureValue>
      </Figure>
      <Figure data-testid="board-figure-silent" data-value={board.silentClassroomsNow} warning={board.silentClassroomsNow > 0}>
        <FigureLabel>{t('board.silentClassrooms')}</FigureLabel>
        <FigureValue>{number(board.silentClassroomsNow)}</FigureValue>
        {board.silentClassroomsNow > 0 && <FigureNote>{t('board.silentClassroomsHint')}</FigureNote>}
      </Figure>
      <Figure data-testid="board-figure-visits-today" data-value={today?.visits ?? 0}>
        <FigureLabel>{t('board.visitsToday')}</FigureLabel>
        <FigureValue>{number(today?.visits ?? 0)}</FigureValue>
      </Figure>
      <Figure data-testid="board-figure-visitors-today" data-value={today?.visitors ?? 0}>
        <FigureLabel>{t('board.visitorsToday')}</FigureLabel>
        <FigureValue>{number(today?.visitors ?? 0)}</FigureValue>
      </Figure>
      <Figure data-testid="board-figure-visits-period" data-value={periodVisits}>
        <FigureLabel>{t('board.visitsPeriod', { days: board.visits.length })}</FigureLabel>
        <FigureValue>{number(periodVisits)}</FigureValue>
      </Figure>
      <Figure data-testid="board-figure-watch-records" data-value={watchRecords}>
        <FigureLabel>{t('board.watchRecords')}</FigureLabel>
        <FigureValue>{number(watchRecords)}</FigureValue>
      </Figure>
      <Figure data-testid="board-figure-uploads" data-value={board.uploads.files}>
        <FigureLabel>{t('board.uploads')}</FigureLabel>
        <FigureValue>{number(board.uploads.files)}</FigureValue>
        <FigureNote data-testid="board-storage" data-value={board.uploads.bytes}>
          {t('board.storage', { size: formatFileSize(board.uploads.bytes, language) })}
        </FigureNote>
      </Figure>
    </Figures>
  );
}
