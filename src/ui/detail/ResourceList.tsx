import type { DetailResource } from '../../schemas/detail';
import { useState } from 'react';
import { downloadResource } from '../downloads/download-api';
import { formatFileSize } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { DownloadIcon, FileIcon } from '../icons/line-icons';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });

const Item = styled('li', {
  display: 'grid',
  gridTemplateColumns: `${rem(40)} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: rem(12),
  padding: `${rem(12)} 0`,
  '& + &': { borderTop: '1px solid #eef0f2' },
  // A withdrawn file is greyed by colour, not by opacity, so its texts keep their contrast.
  variants: { invalid: { true: { color: '$textMuted', '& > span:first-child': { backgroundColor: '$page', color: '$textMuted' } } } },
});

const TypeBadge = styled('span', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: rem(40),
  height: rem(40),
  borderRadius: '$md',
  backgroundColor: '$primaryLight',
  color: '$primaryText',
});

const Text = styled('div', { minWidth: 0 });

// Names run long ('… lecture notes, week 3'): two lines before they are cut.
const Name = styled('div', {
  fontSize: rem(15),
  fontWeight: 600,
  lineHeight: 1.4,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

const Meta = styled('div', {
  marginTop: rem(2),
  fontSize: rem(13),
  color: '$textMuted',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const Download = styled('button', {
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:disabled': { cursor: 'progress', opacity: 0.6 },
  alignItems: 'center',
  justifyContent: 'center',
  width: rem(36),
  height: rem(36),
  borderRadius: '50%',
  color: '$textMuted',
  '&:hover': { backgroundColor: '$primaryLight', color: '$primaryText' },
});

const Withdrawn = styled('span', {
  padding: `${rem(2)} ${rem(8)}`,
  borderRadius: '$sm',
  backgroundColor: '$page',
  color: '$textMuted',
  fontSize: rem(12),
});

/**
 * The class's files with their size; a withdrawn one is marked and cannot be downloaded. A
 * download goes through the API client (session header, refusals shown) and is then saved.
 */
export function ResourceList({ resources }: { resources: readonly DetailResource[] }) {
  const { t, language } = useI18n();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const download = (resource: DetailResource) => {
    setBusy((ids) => new Set(ids).add(resource.id));
    downloadResource(resource)
      .catch((error: unknown) => console.warn('download failed', error))
      .finally(() => setBusy((ids) => new Set([...ids].filter((id) => id !== resource.id))));
  };
  return (
    <List data-testid="resources">
      {resources.map((resource) => (
        <Item key={resource.id} invalid={resource.invalid} data-testid="resource" data-invalid={resource.invalid}>
          <TypeBadge>
            <FileIcon size={rem(20)} />
          </TypeBadge>
          <Text>
            <Name title={resource.title}>{resource.title}</Name>
            <Meta>
              {resource.fileName} · {formatFileSize(resource.sizeBytes, language)}
            </Meta>
          </Text>
          {resource.invalid ? (
            <Withdrawn>{t('detail.withdrawn')}</Withdrawn>
          ) : (
            <Download
              type="button"
              disabled={busy.has(resource.id)}
              onClick={() => download(resource)}
              aria-label={t('detail.download', { name: resource.fileName })}
              title={t('detail.download', { name: resource.fileName })}
              data-testid="resource-download"
              data-resource-id={resource.id}
            >
              <DownloadIcon size={rem(20)} />
            </Download>
          )}
        </Item>
      ))}
    </List>
  );
}
