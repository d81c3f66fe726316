import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { ENROLMENT_CSV_MAX_CHARS, ENROLMENT_CSV_MAX_ROWS } from '../../schemas/admin-enrolment';
import { Field } from '../kit/form-fields';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { ADMIN_CLASSES } from './admin-api';
import { Checks, Muted, Problem } from './admin-styles';
import { ImportReport } from './ImportReport';
import { importStudents } from './enrolment-api';
import { serverProblem } from './server-problem';

/**
 * Enrol from a CSV file (docs/admin.md "Enrolment"): its first column holds usernames or student
 * codes. The file is read here as UTF-8 text and sent whole; Preview asks for the report without
 * enrolling anyone (dryRun), Import enrols the good rows and reports the others by row.
 */
export function CsvImport({ teclId }: { teclId: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [tooLong, setTooLong] = useState(false);
  const importing = useMutation({
    mutationFn: (dryRun: boolean) => importStudents(teclId, file?.text ?? '', dryRun),
    onSuccess: async (result) => {
      if (!result.dryRun) await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
    },
  });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    importing.reset();
    const chosen = event.target.files?.[0];
    if (chosen === undefined) return setFile(null);
    const text = await chosen.text();
    setTooLong(text.length > ENROLMENT_CSV_MAX_CHARS);
    setFile({ name: chosen.name, text });
  };
  const ready = file !== null && !tooLong && !importing.isPending;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '12px' }}>
      <Muted>{t('admin.import.hint', { rows: ENROLMENT_CSV_MAX_ROWS })}</Muted>
      <Checks>
        <Field
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-label={t('admin.import.file')}
          onChange={(event) => void choose(event)}
          css={{ paddingTop: '5px' }}
          data-testid="import-file"
        />
        <ActionButton type="button" tone="outline" disabled={!ready} onClick={() => importing.mutate(true)} data-testid="import-preview">
          {t('admin.import.preview')}
        </ActionButton>
        <ActionButton type="button" disabled={!ready} onClick={() => importing.mutate(false)} data-testid="import-run">
          {t('admin.import.run')}
        </ActionButton>
      </Checks>
      {tooLong && <Problem role="alert">{t('admin.import.tooLong', { max: ENROLMENT_CSV_MAX_CHARS })}</Problem>}
      {importing.isError && (
        <Problem role="alert" data-testid="import-problem">
          {serverProblem(t, importing.error, t('admin.failed'))}
        </Problem>
      )}
      {importing.data !== undefined && <ImportReport result={importing.data} />}
    </div>
  );
}
