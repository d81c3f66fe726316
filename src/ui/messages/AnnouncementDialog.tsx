import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX, announcementBodySchema, type AnnouncementBody } from '../../schemas/messages';
import { DialogActions, DialogFrame } from '../kit/dialog';
import { DialogForm, Field, Label } from '../kit/form-fields';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { bodyProblemsOf, byFirstName } from '../shared/form-problems';
import { useFormProblems } from '../shared/use-form-problems';
import { controlBox } from '../theme/control-box';
import { styled } from '../theme/stitches';
import { showSuccessToast } from '../kit/toast/toast-store';
import { INBOX, sendAnnouncement } from './inbox-api';

const FIELDS = ['title', 'content'] as const;
type AnnouncementField = (typeof FIELDS)[number];
const placeOf = byFirstName(FIELDS);

const ContentField = styled('textarea', {
  ...controlBox,
  height: 'auto',
  minHeight: rem(180),
  padding: `${rem(8)} ${rem(12)}`,
  lineHeight: 1.6,
  resize: 'vertical',
});
const Count = styled('span', { alignSelf: 'flex-end', fontSize: rem(13), fontWeight: 400, color: '$textMuted' });
const Recipients = styled('p', { margin: 0, fontSize: rem(14), lineHeight: 1.5, '& strong': { fontWeight: 600 } });

/**
 * Write an announcement and send it (docs/personal-center.md "Messages", `announce`): a system
 * message to every active user of the administrator's school, themself included, which the API
 * allows administrators only. Nothing is sent until the title and text pass the server's own
 * schema (1 to 100 and 1 to 2,000 characters once trimmed); once a send was tried each field says
 * what is wrong with it as it is typed. A refusal shows above the buttons in the reader's language;
 * a sent announcement closes the dialog, says how many it reached, and arrives in the inbox.
 */
export function AnnouncementDialog({ onClose }: { onClose: () => void }) {
  const { t, tc } = useI18n();
  const queryClient = useQueryClient();
  const [body, setBody] = useState<AnnouncementBody>({ title: '', content: '' });
  const sending = useMutation({
    mutationFn: () => sendAnnouncement(body),
    onSuccess: async (sent) => {
      showSuccessToast(tc('inbox.announce.sent', sent));
      onClose();
      await queryClient.invalidateQueries({ queryKey: [INBOX] });
    },
  });
  const checked = bodyProblemsOf(announcementBodySchema, body);
  const { formRef, control, message, changed, submit, formProblem } = useFormProblems(sending, {
    checked,
    placeOf,
    fallback: t('inbox.announce.failed'),
  });
  const set = (name: AnnouncementField, value: string) => {
    changed();
    setBody((previous) => ({ ...previous, [name]: value }));
  };

  return (
    <DialogFrame title={t('inbox.announce.title')} description={t('inbox.announce.hint')} testId="announce-dialog" onClose={onClose}>
      <DialogForm ref={formRef} onSubmit={submit(() => sending.mutate())} noValidate>
        <Recipients data-testid="announce-recipients">
          <strong>{t('inbox.announce.to')}</strong> {t('inbox.announce.everyone')}
        </Recipients>
        <Label>
          {t('inbox.announce.titleField')}
          <Field
            value={body.title}
            required
            onChange={(e) => set('title', e.target.value)}
            data-testid="announce-title"
            {...control('title')}
          />
          {message('title')}
          <Count aria-hidden="true">{t('inbox.announce.count', { n: body.title.length, max: ANNOUNCEMENT_TITLE_MAX })}</Count>
        </Label>
        <Label>
          {t('inbox.announce.content')}
          <ContentField
            value={body.content}
            required
            onChange={(e) => set('content', e.target.value)}
            data-testid="announce-content"
            {...control('content')}
          />
          {message('content')}
          <Count aria-hidden="true">{t('inbox.announce.count', { n: body.content.length, max: ANNOUNCEMENT_CONTENT_MAX })}</Count>
        </Label>
        {formProblem('announce-problem')}
        <DialogActions>
          <ActionButton type="submit" disabled={sending.isPending} data-testid="announce-send">
            {t('inbox.announce.send')}
          </ActionButton>
        </DialogActions>
      </DialogForm>
    </DialogFrame>
  );
}
