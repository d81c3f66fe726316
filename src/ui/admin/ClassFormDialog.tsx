import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  COURSE_NO_MAX,
  TECL_DESCRIPTION_MAX,
  TECL_NAME_MAX,
  TECL_TAGS_MAX,
  TECL_VISIBILITIES,
  type ClassCreateBody,
  type ManagedClass,
} from '../../schemas/admin-classes';
import { DialogActions } from '../clip-manage/DialogActions';
import { DialogForm, Field, Label, Select } from '../clip-manage/media-styles';
import { ActionButton } from '../detail/detail-buttons';
import { useI18n } from '../i18n/i18n-context';
import { orgaRows } from '../lists/filters/orga-tree';
import { OrganisationOptions } from './OrganisationOptions';
import { organisationsQuery, tagsQuery, termsQuery } from '../lists/catalogue-api';
import { showSuccessToast } from '../toast/toast-store';
import { ADMIN_CLASSES, adminLookupsQuery, createClass, editClass } from './admin-api';
import { AdminDialog } from './AdminDialog';
import { Checks, FieldGrid, Problem } from './admin-styles';
import { classFormOf, editBodyOf, type ClassForm } from './class-form';
import { serverProblem } from './server-problem';

type Props = { cls: ManagedClass | null; isAdministrator: boolean; onClose: () => void };

/**
 * Create a class (`cls` null) or edit one. The server checks every field against the tenant; its
 * 400 names the field and is shown above the buttons. An edit sends only what changed (a class
 * with lessons keeps its term: resending it would be harmless, changing it a 409).
 */
export function ClassFormDialog({ cls, isAdministrator, onClose }: Props) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const lookups = useQuery(adminLookupsQuery()).data;
  const terms = useQuery(termsQuery()).data ?? [];
  const organisations = orgaRows(useQuery(organisationsQuery()).data ?? []);
  const tags = useQuery(tagsQuery()).data ?? [];
  const [form, setForm] = useState<ClassForm>(() => classFormOf(cls));
  const set = <K extends keyof ClassForm>(name: K, value: ClassForm[K]) => setForm((previous) => ({ ...previous, [name]: value }));
  const saving = useMutation({
    mutationFn: async () => {
      if (cls !== null) return editClass(cls.teclId, editBodyOf(cls, form));
      const body: ClassCreateBody = {
        teclName: form.teclName.trim(),
        courseNo: form.courseNo.trim(),
        subjId: form.subjId,
        acteId: form.acteId,
        description: form.description,
        visibility: form.visibility,
        tagIds: form.tagIds,
        ...(form.teacId === '' ? {} : { teacId: form.teacId }),
        ...(form.orgaId === '' ? {} : { orgaId: form.orgaId }),
      };
      return createClass(body);
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(t(cls === null ? 'admin.form.created' : 'admin.form.saved', { name: saved.teclName }));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.mutate();
  };
  const toggleTag = (tagId: string, on: boolean) => set('tagIds', on ? [...form.tagIds, tagId] : form.tagIds.filter((id) => id !== tagId));

  return (
    <AdminDialog title={t(cls === null ? 'admin.form.createTitle' : 'admin.form.editTitle')} testId="class-form" wide onClose={onClose}>
      <DialogForm onSubmit={submit} noValidate>
        <FieldGrid>
          <Label>
            {t('admin.form.name')}
            <Field
              value={form.teclName}
              maxLength={TECL_NAME_MAX}
              required
              onChange={(e) => set('teclName', e.target.value)}
              data-testid="form-name"
            />
          </Label>
          <Label>
            {t('admin.form.courseNo')}
            <Field
              value={form.courseNo}
              maxLength={COURSE_NO_MAX}
              required
              onChange={(e) => set('courseNo', e.target.value)}
              data-testid="form-course-no"
            />
          </Label>
          <Label>
            {t('admin.form.subject')}
            <Select value={form.subjId} required onChange={(e) => set('subjId', e.target.value)} data-testid="form-subject">
              <option value="">{t('admin.form.choose')}</option>
              {(lookups?.subjects ?? []).map((subject) => (
                <option key={subject.subjId} value={subject.subjId}>
                  {subject.subjCode} {language === 'zh' ? subject.subjName : subject.subjNameEn}
                </option>
              ))}
            </Select>
          </Label>
          <Label>
            {t('admin.form.term')}
            <Select value={form.acteId} required onChange={(e) => set('acteId', e.target.value)} data-testid="form-term">
              <option value="">{t('admin.form.choose')}</option>
              {terms.map((term) => (
                <option key={term.acteId} value={term.acteId}>
                  {term.acteName}
                </option>
              ))}
            </Select>
          </Label>
          <Label>
            {t('admin.form.teacher')}
            <Select
              value={form.teacId}
              onChange={(e) => set('teacId', e.target.value)}
              disabled={!isAdministrator}
              data-testid="form-teacher"
            >
              <option value="">{t(isAdministrator ? 'admin.form.choose' : 'admin.form.me')}</option>
              {(lookups?.teachers ?? []).map((teacher) => (
                <option key={teacher.teacId} value={teacher.teacId}>
                  {teacher.teacName}
                </option>
              ))}
            </Select>
          </Label>
          <Label>
            {t('admin.form.organisation')}
            <Select value={form.orgaId} onChange={(e) => set('orgaId', e.target.value)} data-testid="form-organisation">
              <option value="">{t('admin.form.subjectOrganisation')}</option>
              <OrganisationOptions rows={organisations} />
            </Select>
          </Label>
          <Label>
            {t('admin.form.visibility')}
            <Select
              value={form.visibility}
              onChange={(e) => set('visibility', e.target.value as ClassForm['visibility'])}
              data-testid="form-visibility"
            >
              {TECL_VISIBILITIES.map((visibility) => (
                <option key={visibility} value={visibility}>
                  {t(`admin.visibility.${visibility}`)}
                </option>
              ))}
            </Select>
          </Label>
        </FieldGrid>
        <Label as="div">
          {t('admin.form.tags', { max: TECL_TAGS_MAX })}
          <Checks>
            {tags.map((tag) => (
              <label key={tag.tagId}>
                <input
                  type="checkbox"
                  checked={form.tagIds.includes(tag.tagId)}
                  disabled={!form.tagIds.includes(tag.tagId) && form.tagIds.length >= TECL_TAGS_MAX}
                  onChange={(e) => toggleTag(tag.tagId, e.target.checked)}
                />
                {tag.tagName}
              </label>
            ))}
          </Checks>
        </Label>
        <Label>
          {t('admin.form.description')}
          <Field
            as="textarea"
            rows={3}
            value={form.description}
            maxLength={TECL_DESCRIPTION_MAX}
            onChange={(e) => set('description', e.target.value)}
            css={{ height: 'auto', padding: '8px 12px', resize: 'vertical' }}
            data-testid="form-description"
          />
        </Label>
        {saving.isError && (
          <Problem role="alert" data-testid="form-problem">
            {serverProblem(t, saving.error, t('admin.failed'))}
          </Problem>
        )}
        <DialogActions>
          <ActionButton type="submit" disabled={saving.isPending} data-testid="form-save">
            {t(cls === null ? 'admin.form.create' : 'admin.form.save')}
          </ActionButton>
        </DialogActions>
      </DialogForm>
    </AdminDialog>
  );
}
