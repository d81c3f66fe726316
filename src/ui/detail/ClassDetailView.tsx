import type { ReactNode } from 'react';
import type { ClassDetail } from '../../schemas/detail';
import { useI18n } from '../i18n/i18n-context';
import { Section, SectionHead, SectionTitle } from '../shared/page-layout';
import { ClassHero } from './ClassHero';
import { currentLesson } from './current-lesson';
import { Column, Columns, Count, Quiet, SidePanel } from './detail-sections';
import { LiveLessonAction, RecordingAction } from './HeroAction';
import { RecordingList } from './RecordingList';
import { ResourceList } from './ResourceList';
import { ScheduleTable } from './ScheduleTable';
import { UploadButton } from '../uploader/UploadButton';

/** /live-detail puts the lesson and the timetable first; /video-detail the recordings. */
export type DetailFocus = 'live' | 'recordings';

export function ClassDetailView({ detail, focus }: { detail: ClassDetail; focus: DetailFocus }) {
  const { t, tc } = useI18n();
  const current = currentLesson(detail);
  const { teclId } = detail;

  const schedule = (
    <SectionBlock
      key="schedule"
      testId="schedule-section"
      title={t('detail.schedule')}
      count={tc('detail.lessonCount', detail.sessions.length)}
    >
      {detail.sessions.length === 0 ? (
        <Quiet>{t('detail.noLessons')}</Quiet>
      ) : (
        <ScheduleTable
          sessions={detail.sessions}
          teclId={teclId}
          currentCourId={current?.courId ?? null}
          canUpload={detail.canUpload}
          recordingTitles={new Map(detail.recordings.map((recording) => [recording.vodId, recording.title]))}
        />
      )}
    </SectionBlock>
  );
  const recordings = (
    <SectionBlock
      key="recordings"
      testId="recordings-section"
      title={t('detail.recordings')}
      count={tc('card.recordings', detail.recordings.length)}
    >
      {detail.recordings.length === 0 ? (
        <Quiet>{t('detail.noRecordings')}</Quiet>
      ) : (
        <RecordingList
          recordings={detail.recordings}
          teclId={teclId}
          teclImgUrl={detail.teclImgUrl}
          focusCourId={detail.focusCourId}
          canRename={detail.canUpload}
        />
      )}
    </SectionBlock>
  );

  return (
    <>
      <ClassHero
        detail={detail}
        current={current}
        action={
          focus === 'live' ? (
            <LiveLessonAction lesson={current} teclId={teclId} />
          ) : (
            <RecordingAction recordings={detail.recordings} focusCourId={detail.focusCourId} teclId={teclId} />
          )
        }
      />
      <Columns>
        <Column>{focus === 'live' ? [schedule, recordings] : [recordings, schedule]}</Column>
        <SidePanel data-testid="resources-section">
          <SectionHead>
            <SectionTitle>{t('detail.resources')}</SectionTitle>
            <Count>{detail.resources.length}</Count>
          </SectionHead>
          {detail.canUpload && (
            <UploadButton
              target={{ target: 'attachment', teclId }}
              labelKey="uploader.uploadResource"
              tone="outline"
              testId="upload-resource"
            />
          )}
          {detail.resources.length === 0 ? <Quiet>{t('detail.noResources')}</Quiet> : <ResourceList resources={detail.resources} />}
        </SidePanel>
      </Columns>
    </>
  );
}

function SectionBlock({ title, count, testId, children }: { title: string; count: string; testId: string; children: ReactNode }) {
  return (
    <Section css={{ marginTop: 0 }} data-testid={testId}>
      <SectionHead>
        <SectionTitle>{title}</SectionTitle>
        <Count>{count}</Count>
      </SectionHead>
      {children}
    </Section>
  );
}
