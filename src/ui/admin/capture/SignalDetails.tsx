import type { CaptureSignal } from '../../../schemas/capture';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { Badge } from '../../kit/badge';
import { Figures, Item, ItemName } from './capture-styles';

const NONE = '—';

/**
 * What the ingest last saw of a road (docs/api.md "Lecture capture settings": receiving within
 * the last 10 s): receiving or not, the picture as last seen, and since when / when last.
 */
export function SignalDetails({ signal, testId }: { signal: CaptureSignal; testId: string }) {
  const { t, language } = useI18n();
  const resolution = signal.width !== null && signal.height !== null ? `${signal.width}×${signal.height}` : NONE;
  const frameRate =
    signal.frameRate === null
      ? NONE
      : t('capture.signalInfo.frameRateValue', { fps: formatNumber(Math.round(signal.frameRate * 10) / 10, language) });
  const bitrate =
    signal.bitrateKbps === null ? NONE : t('capture.signalInfo.bitrateValue', { kbps: formatNumber(signal.bitrateKbps, language) });
  const when = (at: string | null) => (at === null ? t('capture.signalInfo.never') : formatDateTime(at, language, { seconds: true }));
  return (
    <Item data-testid={testId} data-receiving={signal.receiving}>
      <ItemName>{t('capture.signalInfo.title')}</ItemName>
      <Badge tone={signal.receiving ? 'success' : 'warning'} css={{ alignSelf: 'flex-start' }} data-testid={`${testId}-state`}>
        {t(signal.receiving ? 'capture.signalInfo.receiving' : 'capture.signalInfo.none')}
      </Badge>
      <Figures>
        <dt>{t('capture.signalInfo.resolution')}</dt>
        <dd data-testid={`${testId}-resolution`}>{resolution}</dd>
        <dt>{t('capture.signalInfo.frameRate')}</dt>
        <dd>{frameRate}</dd>
        <dt>{t('capture.signalInfo.bitrate')}</dt>
        <dd>{bitrate}</dd>
        {signal.receiving ? (
          <>
            <dt>{t('capture.signalInfo.since')}</dt>
            <dd>{when(signal.since)}</dd>
          </>
        ) : (
          <>
            <dt>{t('capture.signalInfo.lastSeen')}</dt>
            <dd>{when(signal.lastSeen)}</dd>
          </>
        )}
      </Figures>
    </Item>
  );
}
