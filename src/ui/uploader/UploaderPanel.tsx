import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { hasUnfinished, isTransferring } from '../../services/upload/upload-manager';
import { readUserInfo } from '../../services/storage';
import { ChevronDownIcon } from '../icons/line-icons';
import { useI18n } from '../i18n/i18n-context';
import { usePermissions } from '../permission/permission-context';
import { useAppServices } from '../shared/use-app-context';
import { UploadTable } from './UploadTable';
import { Head, Hint, IconButton, Panel, Room, Scroller, Title } from './uploader-styles';
import { useLeaveWarning } from './use-leave-warning';
import { usePanelRoom } from './use-panel-room';
import { useUploadPanel } from './use-upload-panel';

// The dialog (and Radix's dialog code with it) loads when first asked for, not with every page.
const CloseConfirm = lazy(async () => ({ default: (await import('./CloseConfirm')).CloseConfirm }));

/**
 * The floating uploader panel (SPEC §2), mounted once in the signed-in layout so it stays
 * while the user moves between pages. It opens when a file is added, or at start when the user
 * has unfinished uploads from an earlier page (listed as paused until chosen again).
 */
export function UploaderPanel() {
  const { t } = useI18n();
  const { uploads } = useAppServices();
  const panel = useUploadPanel();
  const userId = usePermissions().user?.id ?? readUserInfo()?.id ?? null;
  const [confirming, setConfirming] = useState(false);
  const element = useRef<HTMLElement>(null);
  const room = usePanelRoom(element, panel.open);

  useEffect(() => {
    void uploads.showRemembered(userId);
  }, [uploads, userId]);
  useLeaveWarning(isTransferring(panel));

  if (!panel.open) return null;
  const close = () => (hasUnfinished(panel) ? setConfirming(true) : uploads.close());

  return (
    <>
      {/* Blank space after the page, as tall as the panel: the page's end scrolls up above it. */}
      <Room aria-hidden style={{ height: room }} data-testid="uploader-room" />
      <Panel ref={element} aria-label={t('uploader.region')} data-testid="uploader-panel" data-collapsed={panel.collapsed}>
        <Head>
          <Title data-testid="uploader-title">{t('uploader.title', { done: panel.finished, total: panel.rows.length })}</Title>
          <IconButton
            type="button"
            onClick={() => uploads.setCollapsed(!panel.collapsed)}
            aria-label={t(panel.collapsed ? 'uploader.expand' : 'uploader.collapse')}
            aria-expanded={!panel.collapsed}
            data-testid="uploader-collapse"
          >
            <span style={{ display: 'inline-flex', transform: panel.collapsed ? 'rotate(180deg)' : undefined }}>
              <ChevronDownIcon />
            </span>
          </IconButton>
          <IconButton type="button" onClick={close} aria-label={t('uploader.close')} data-testid="uploader-close">
            ×
          </IconButton>
        </Head>
        {!panel.collapsed && (
          <>
            {/* Only while something would be lost by closing or leaving: not over finished files. */}
            {hasUnfinished(panel) && <Hint data-testid="uploader-hint">{t('uploader.hint')}</Hint>}
            <Scroller>
              <UploadTable rows={panel.rows} />
            </Scroller>
          </>
        )}
        {confirming && (
          <Suspense fallback={null}>
            <CloseConfirm
              onClose={() => setConfirming(false)}
              onConfirm={() => {
                setConfirming(false);
                uploads.close();
              }}
            />
          </Suspense>
        )}
      </Panel>
    </>
  );
}
