import * as Tabs from '@radix-ui/react-tabs';
import type { ManagedClass } from '../../schemas/admin-classes';
import { TabList, TabTrigger } from '../clip-manage/media-styles';
import { useI18n } from '../i18n/i18n-context';
import { AdminDialog } from './AdminDialog';
import { CandidateSearch } from './CandidateSearch';
import { CsvImport } from './CsvImport';
import { EnrolledList } from './EnrolledList';

const TABS = ['enrolled', 'add', 'import'] as const;

/** A class's students: who is enrolled (remove), search and add, import a CSV file. */
export function StudentsDialog({ cls, onClose }: { cls: ManagedClass; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <AdminDialog title={t('admin.students.title', { name: cls.teclName })} testId="students-dialog" wide onClose={onClose}>
      <Tabs.Root defaultValue="enrolled">
        <TabList css={{ marginBottom: '16px' }}>
          {TABS.map((tab) => (
            <TabTrigger key={tab} value={tab} data-testid={`students-tab-${tab}`}>
              {t(`admin.students.tab.${tab}`)}
            </TabTrigger>
          ))}
        </TabList>
        <Tabs.Content value="enrolled">
          <EnrolledList teclId={cls.teclId} />
        </Tabs.Content>
        <Tabs.Content value="add">
          <CandidateSearch teclId={cls.teclId} />
        </Tabs.Content>
        <Tabs.Content value="import">
          <CsvImport teclId={cls.teclId} />
        </Tabs.Content>
      </Tabs.Root>
    </AdminDialog>
  );
}
