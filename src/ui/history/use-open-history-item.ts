import { useRouter } from '@tanstack/react-router';
import type { WatchHistoryItem } from '../../schemas/shell';
import { useI18n } from '../i18n/i18n-context';
import { showWarningToast } from '../kit/toast/toast-store';
import { verifyCourse } from './history-api';

/** The course page of a history item, after checking it may still be viewed (SPEC §2, §6). */
export function useOpenHistoryItem(): (item: WatchHistoryItem) => Promise<void> {
  const { t } = useI18n();
  const router = useRouter();
  return async (item) => {
    if (!(await verifyCourse(item.courId))) {
      showWarningToast(t('permission.denied'));
      return;
    }
    await router.navigate({ to: '/video-detail', search: { courseId: item.courId, teclId: item.courseOfEsDto.teclId } });
  };
}
