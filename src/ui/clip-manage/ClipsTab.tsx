import { useState } from 'react';
import type { ClipSource } from '../../schemas/media-library';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { Panel } from '../shared/page-layout';
import { styled } from '../theme/stitches';
import { ClipEditor } from './ClipEditor';
import type { ResourceListInputs } from './media-api';
import { SectionTitle, Toolbar } from '../kit/toolbar';
import { ResourceList } from './ResourceList';
import { SourcePicker } from './SourcePicker';
import { TitleSearch } from './TitleSearch';

const Workspace = styled('div', {
  display: 'grid',
  gridTemplateColumns: `${rem(400)} minmax(0, 1fr)`,
  gap: rem(28),
  alignItems: 'start',
  '& h3': { margin: `0 0 ${rem(12)}`, fontSize: rem(17), fontWeight: 600 },
});

const Waiting = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '16 / 9',
  borderRadius: '$md',
  border: '1px dashed $border',
  color: '$textMuted',
  fontSize: rem(16),
});

const Clips = styled('section', { marginTop: rem(36) });

type Props = { inputs: ResourceListInputs; onSearch: (title: string) => void; onPage: (page: number) => void };

/** The clips tab: pick a recording, cut a clip from it, and the caller's clips below. */
export function ClipsTab({ inputs, onSearch, onPage }: Props) {
  const { t } = useI18n();
  const [source, setSource] = useState<ClipSource | null>(null);
  return (
    <>
      <Panel>
        <SectionTitle>{t('clip.heading')}</SectionTitle>
        <Workspace css={{ marginTop: rem(16) }}>
          <SourcePicker chosen={source?.vodId ?? null} onChoose={setSource} />
          <div>
            <h3>{source === null ? t('clip.editor') : source.title}</h3>
            {source === null ? <Waiting>{t('clip.chooseSource')}</Waiting> : <ClipEditor key={source.vodId} source={source} />}
          </div>
        </Workspace>
      </Panel>
      <Clips aria-labelledby="my-clips-heading">
        <Toolbar>
          <SectionTitle id="my-clips-heading">{t('clip.myClips')}</SectionTitle>
          <TitleSearch title={inputs.title} label={t('clip.searchClips')} onSearch={onSearch} testId="clip-search" />
        </Toolbar>
        <ResourceList inputs={inputs} onPage={onPage} emptyText={t('clip.noClips')} caption={t('clip.myClips')} />
      </Clips>
    </>
  );
}
