import { useQuery } from '@tanstack/react-query';
import type { AdminClassDetail } from '../../../schemas/admin-detail';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { EmptyBlock } from '../../kit/EmptyBlock';
import { ClassTableBox, Muted, TableScroll, TagChip } from '../admin-styles';
import { classViewingQuery } from './class-detail-api';
import { Bar, Block, Figure, Figures, NameList } from './detail-styles';
import { percentOf, viewingFiguresOf } from './viewing-figures';

/**
 * How the class is watched: its figures (ready recordings, students who watched any, average
 * completion), views per recording, each student's completion and last watch, and who has not
 * watched yet. The per-student figures are the report center's (GET /v1/reports/classes/:teclId/students).
 */
export function ViewingTab({ detail }: { detail: AdminClassDetail }) {
  const { t, tc, language } = useI18n();
  const query = useQuery(classViewingQuery(detail.teclId));
  const report = query.data;
  const ready = detail.recordings.filter((recording) => recording.status === 'ready');
  const mostViews = Math.max(1, ...ready.map((recording) => recording.viewCount));
  if (query.isError && report === undefined) return <EmptyBlock text={t('adminDetail.viewing.failed')} />;
  if (report === undefined) return <Muted>{t('app.loading')}</Muted>;
  const figures = viewingFiguresOf(report.records);
  const percent = (share: number) => `${formatNumber(share * 100, language, 1)} %`;

  return (
    <div data-testid="viewing">
      <Figures>
        <Figure data-testid="viewing-recordings">
          <strong>{formatNumber(report.recordings, language)}</strong>
          <span>{t('adminDetail.viewing.recordings')}</span>
        </Figure>
        <Figure data-testid="viewing-watched">
          <strong>
            {formatNumber(figures.watchedAny, language)} / {formatNumber(figures.enrolled, language)}
          </strong>
          <span>{t('adminDetail.viewing.watchedAny')}</span>
        </Figure>
        <Figure data-testid="viewing-average">
          <strong>{percent(figures.averagePercent)}</strong>
          <span>{t('adminDetail.viewing.average')}</span>
        </Figure>
      </Figures>

      <Block>
        <h3>{t('adminDetail.viewing.perRecording')}</h3>
        {ready.length === 0 ? (
          <Muted>{t('adminDetail.viewing.noRecordings')}</Muted>
        ) : (
          <TableScroll>
            <ClassTableBox data-testid="viewing-recording-table">
              <tbody>
                {ready.map((recording) => (
                  <tr key={recording.vodId}>
                    <td>
                      {recording.title}
                      <br />
                      <Muted>{formatDateTime(recording.recordedAt, language)}</Muted>
                    </td>
                    <td>
                      <Bar aria-hidden>
                        <span style={{ width: `${percentOf(recording.viewCount / mostViews)}%` }} />
                      </Bar>
                    </td>
                    <td data-count style={{ whiteSpace: 'nowrap' }}>
                      {tc('adminDetail.viewing.views', recording.viewCount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ClassTableBox>
          </TableScroll>
        )}
      </Block>

      <Block>
        <h3>{t('adminDetail.viewing.notWatched', { n: figures.notWatched.length })}</h3>
        {figures.notWatched.length === 0 ? (
          <Muted>{t(figures.enrolled === 0 ? 'adminDetail.viewing.noStudents' : 'adminDetail.viewing.everyoneWatched')}</Muted>
        ) : (
          <NameList data-testid="viewing-not-watched">
            {figures.notWatched.map((student) => (
              <li key={student.userId}>
                <TagChip data-username={student.username}>{student.name}</TagChip>
              </li>
            ))}
          </NameList>
        )}
      </Block>

      <Block>
        <h3>{t('adminDetail.viewing.perStudent')}</h3>
        {report.records.length === 0 ? (
          <Muted>{t('adminDetail.viewing.noStudents')}</Muted>
        ) : (
          <TableScroll>
            <ClassTableBox data-testid="viewing-student-table">
              <thead>
                <tr>
                  <th scope="col">{t('adminDetail.viewing.student')}</th>
                  <th scope="col" data-count>
                    {t('adminDetail.viewing.watched')}
                  </th>
                  <th scope="col">{t('adminDetail.viewing.completion')}</th>
                  <th scope="col">{t('adminDetail.viewing.last')}</th>
                </tr>
              </thead>
              <tbody>
                {report.records.map((student) => (
                  <tr key={student.userId} data-testid="viewing-student" data-username={student.username}>
                    <td>
                      <strong>{student.name}</strong>
                      <br />
                      <Muted>
                        {student.username}
                        {student.code !== '' && ` · ${student.code}`}
                      </Muted>
                    </td>
                    <td data-count>
                      {formatNumber(student.watched, language)} / {formatNumber(report.recordings, language)}
                    </td>
                    <td>
                      <div style={{ display: 'flex', alignItems: 'center', gap: '8px' }}>
                        <Bar aria-hidden>
                          <span style={{ width: `${percentOf(student.averagePercent)}%` }} />
                        </Bar>
                        <span style={{ whiteSpace: 'nowrap' }}>{percent(student.averagePercent)}</span>
                      </div>
                    </td>
                    <td style={{ whiteSpace: 'nowrap' }}>
                      {student.lastWatchedAt === null ? (
                        <Muted>{t('lastWatched.never')}</Muted>
                      ) : (
                        formatDateTime(student.lastWatchedAt, language)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ClassTableBox>
          </TableScroll>
        )}
      </Block>
    </div>
  );
}
