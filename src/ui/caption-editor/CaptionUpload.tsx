import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CAPTION_BODY_MAX_BYTES, CAPTION_LANGUAGES, type CaptionLanguage, type CaptionTrack } from '../../schemas/captions';
import { ActionButton } from '../kit/buttons';
import { Select } from '../kit/form-fields';
import { useI18n } from '../i18n/i18n-context';
import type { Problem } from '../shared/form-problems';
import { useFormProblems } from '../shared/use-form-problems';
import { CAPTION_TRACKS, uploadCaptionFile } from './caption-api';
import { FileInput, Panel, UploadForm } from './caption-editor-styles';
import { captionFormatOf } from './caption-file';
import { languageName } from './track-labels';

type FormField = 'file' | 'language';

/** The request's fields as the form shows them: the file's text and its format are the file. */
const placeOf = (field: string): FormField | null => {
  if (field === 'text' || field === 'format') return 'file';
  return field === 'language' ? 'language' : null;
};

/** What the form can tell before reading the file: one is chosen, a WebVTT or SRT file, not too large to send. */
function fileProblem(file: File | null): Problem | null {
  if (file === null) return { key: 'field.required', params: {} };
  if (captionFormatOf(file.name) === null) return { key: 'captionEditor.problem.fileType', params: {} };
  if (file.size > CAPTION_BODY_MAX_BYTES)
    return { key: 'captionEditor.problem.fileSize', params: { mb: CAPTION_BODY_MAX_BYTES / 1_048_576 } };
  return null;
}

/**
 * Uploading a WebVTT or SRT file as a new track: the file is read as text here and sent as JSON
 * with its language (docs/captions.md "Files"). A file the server cannot read is refused with
 * the line at fault, said beside the file field in the page's language; a language that already
 * has a person's track, beside the language. The new track opens in the editor.
 */
export function CaptionUpload({ vodId, onUploaded }: { vodId: string; onUploaded: (track: CaptionTrack) => void }) {
  const { t, language: pageLanguage } = useI18n();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState<CaptionLanguage>(pageLanguage);
  const uploading = useMutation({
    mutationFn: async ({ chosen, format }: { chosen: File; format: 'vtt' | 'srt' }) =>
      uploadCaptionFile(vodId, { language, format, text: await chosen.text() }),
    onSuccess: async (track) => {
      await queryClient.invalidateQueries({ queryKey: [CAPTION_TRACKS, vodId], exact: true });
      onUploaded(track);
    },
  });
  const problem = fileProblem(file);
  const { formRef, control, message, changed, submit, formProblem } = useFormProblems(uploading, {
    checked: problem === null ? {} : { file: problem },
    placeOf,
    fallback: t('captionEditor.uploadFailed'),
  });
  const send = () => {
    const format = file === null ? null : captionFormatOf(file.name);
    if (file !== null && format !== null) uploading.mutate({ chosen: file, format });
  };
  return (
    <Panel aria-labelledby={headingId} css={{ marginTop: '24px' }}>
      <h2 id={headingId}>{t('captionEditor.uploadTitle')}</h2>
      <UploadForm ref={formRef} onSubmit={submit(send)} noValidate data-testid="caption-upload">
        <label>
          {t('captionEditor.file')}
          <FileInput
            type="file"
            accept=".vtt,.srt,text/vtt"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              changed();
            }}
            {...control('file')}
            data-testid="caption-file"
          />
          {message('file')}
        </label>
        <label>
          {t('captionEditor.languageField')}
          <Select
            value={language}
            onChange={(event) => {
              setLanguage(event.target.value as CaptionLanguage);
              changed();
            }}
            {...control('language')}
            data-testid="caption-language"
          >
            {CAPTION_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(t, { language: code })}
              </option>
            ))}
          </Select>
          {message('language')}
        </label>
        <ActionButton type="submit" css={{ marginTop: '26px' }} disabled={uploading.isPending} data-testid="caption-upload-send">
          {t(uploading.isPending ? 'captionEditor.uploading' : 'captionEditor.upload')}
        </ActionButton>
      </UploadForm>
      {formProblem('caption-upload-problem')}
    </Panel>
  );
}
