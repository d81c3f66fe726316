import * as Tabs from '@radix-ui/react-tabs';
import { TabList, TabTrigger } from '../kit/tabs';
import { useI18n } from '../i18n/i18n-context';
import { CandidateSearch } from './CandidateSearch';
import { CsvImport } from './CsvImport';
import { EnrolledList } from './EnrolledList';

const TABS = ['enrolled', 'add', 'import'] as const;

/** A class's students: who is enrolled (remove), search and add, import a CSV file. In /admin/home's dialog and /admin/detail's tab. */
export function StudentTabs({ teclId }: { teclId: string }) {
  const { t } = useI18n();
  return (
    <Tabs.Root defaultValue="enrolled">
      <TabList css={{ marginBottom: '16px' }}>
        {TABS.map((tab) => (
          <TabTrigger key={tab} value={tab} data-testid={`students-tab-${tab}`}>
            {t(`admin.students.tab.${tab}`)}
          </TabTrigger>
        ))}
      </TabList>
      <Tabs.Content value="enrolled">
        <EnrolledList teclId={teclId} />
      </Tabs.Content>
      <Tabs.Content value="add">
        <CandidateSearch teclId={teclId} />
      </Tabs.Content>
      <Tabs.Content value="import">
        <CsvImport teclId={teclId} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
