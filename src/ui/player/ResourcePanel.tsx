import { useState } from 'react';
import type { DetailResource } from '../../schemas/detail';
import { ResourceList } from '../detail/ResourceList';
import { downloadPack } from '../downloads/download-api';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Panel = styled('section', { padding: `${rem(4)} ${rem(16)} ${rem(12)}`, borderRadius: '$md', backgroundColor: '$surface' });

const Head = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: `${rem(10)} 0` });

const Heading = styled('h2', { margin: 0, fontSize: rem(16), fontWeight: 700 });

const PackButton = styled('button', {
  padding: `${rem(5)} ${rem(12)}`,
  borderRadius: rem(16),
  border: '1px solid $primary',
  backgroundColor: '$surface',
  color: '$primaryText',
  fontSize: rem(13),
  fontWeight: 600,
  cursor: 'pointer',
  '&:disabled': { cursor: 'progress', opacity: 0.6 },
});

/** The playing lesson's files and the class's own, one by one or all as a zip named after the class. */
export function ResourcePanel({ resources, packName }: { resources: readonly DetailResource[]; packName: string }) {
  const { t } = useI18n();
  const [packing, setPacking] = useState(false);
  if (resources.length === 0) return null;
  const downloadable = resources.filter((resource) => !resource.invalid);
  const packAll = () => {
    setPacking(true);
    downloadPack(
      downloadable.map((resource) => resource.id),
      packName,
    )
      .catch((error: unknown) => console.warn('pack download failed', error))
      .finally(() => setPacking(false));
  };
  return (
    <Panel data-testid="player-resources">
      <Head>
        <Heading>{t('player.resources')}</Heading>
        {downloadable.length > 1 && (
          <PackButton type="button" disabled={packing} onClick={packAll} data-testid="resources-pack">
            {t('player.downloadAll')}
          </PackButton>
        )}
      </Head>
      <ResourceList resources={resources} />
    </Panel>
  );
}
