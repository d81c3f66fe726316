import { useI18n } from '../i18n/i18n-context';
import { UploadButton } from '../uploader/UploadButton';
import type { ResourceListInputs } from './media-api';
import { Toolbar } from '../kit/toolbar';
import { ResourceList } from './ResourceList';
import { TitleSearch } from './TitleSearch';

type Props = { inputs: ResourceListInputs; onSearch: (title: string) => void; onPage: (page: number) => void };

/** The personal-resources tab: search, upload a video, and the table (SPEC §2 "Other screens"). */
export function ResourcesTab({ inputs, onSearch, onPage }: Props) {
  const { t } = useI18n();
  return (
    <>
      <Toolbar>
        <TitleSearch title={inputs.title} label={t('media.searchResources')} onSearch={onSearch} testId="resource-search" />
        <UploadButton target={{ target: 'resource' }} labelKey="media.upload" accept="video/*" />
      </Toolbar>
      <ResourceList inputs={inputs} onPage={onPage} emptyText={t('media.empty')} caption={t('media.tab.resources')} />
    </>
  );
}
