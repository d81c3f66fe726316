import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import type { PersonalResource } from '../../schemas/media-library';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { Card, Heading, Overlay } from '../kit/dialog-styles';
import { styled } from '../theme/stitches';
import { MediaScreen } from './MediaScreen';
import { DialogFooter } from '../kit/form-fields';
import { LinkButton } from '../kit/table';

const WideCard = styled(Card, { width: rem(960) });

function Player({ resource }: { resource: PersonalResource }) {
  const video = useRef<HTMLVideoElement>(null);
  return <MediaScreen video={video} playlistUrl={resource.playlistUrl} label={resource.title} autoPlay />;
}

/** Play a ready resource or clip in a dialog; the video stops when the dialog closes. */
export function PlayAction({ resource }: { resource: PersonalResource }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const playable = resource.status === 'ready' && !resource.invalid && resource.playlistUrl !== null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <LinkButton type="button" disabled={!playable} data-testid="resource-play">
          {t('media.play')}
          <VisuallyHidden> {resource.title}</VisuallyHidden>
        </LinkButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <WideCard data-testid="play-dialog" aria-describedby={undefined}>
          <Heading>{resource.title}</Heading>
          <Player resource={resource} />
          <DialogFooter>
            <Dialog.Close asChild>
              <ActionButton type="button" tone="outline">
                {t('media.close')}
              </ActionButton>
            </Dialog.Close>
          </DialogFooter>
        </WideCard>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
