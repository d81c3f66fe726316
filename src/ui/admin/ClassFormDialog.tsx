import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  COURSE_NO_MAX,
  TECL_DESCRIPTION_MAX,
  TECL_NAME_MAX,
  TECL_TAGS_MAX,
  TECL_VISIBILITIES,
  type ManagedClass,
} from '../../schemas/admin-classes';
import { DialogActions, DialogFrame } from '../kit/dialog';
import { DialogForm, Field, Label, Select } from '../kit/form-fields';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { orgaRows } from '../lists/filters/orga-tree';
import { OrganisationOptions } from './OrganisationOptions';
import { organisationsQuery, tagsQuery, termsQuery } from '../lists/catalogue-api';
import { showSuccessToast } from '../kit/toast/toast-store';
import { byFirstName } from '../shared/form-problems';
import { useFormProblems } from '../shared/use-form-problems';
import { ADMIN_CLASSES, adminLookupsQuery, createClass, editClass } from './admin-api';
import { Checks, FieldGrid } from './admin-styles';
import { CLASS_FORM_FIELDS, classFormOf, classFormProblems, createBodyOf, editBodyOf, type ClassForm } from './class-form';

type Props = { cls: ManagedClass | null; isAdministrator: boolean; onClose: () => void };

const placeOf = byFirstName(CLASS_FORM_FIELDS);

/**
 * Create a class (`cls` null) or edit one. Nothing is sent until the fields pass the server's own
 * schema (class-form.ts); once a save was tried, each field says what is wrong with it as it is
 * typed. The server's refusals (a subject gone meanwhile, a term a class with lessons keeps) show
 * beside their field too, or above the buttons when they are about the whole class. An edit sends
 * only what changed (a class with lessons keeps its term: resending it would be harmless,
 * changing it a 409).
 */
export function ClassFormDialog({ cls, isAdministrator, onClose }: Props) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const lookups = useQuery(adminLookupsQuery()).data;
  const terms = useQuery(termsQuery()).data ?? [];
  const organisations = orgaRows(useQuery(organisationsQuery()).data ?? []);
  const tags = useQuery(tagsQuery()).data ?? [];
  const [form, setForm] = useState<ClassForm>(() => classFormOf(cls));
  const saving = useMutation({
    mutationFn: async () => (cls === null ? createClass(createBodyOf(form)) : editClass(cls.teclId, editBodyOf(cls, form))),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CLASSES] });
      showSuccessToast(t(cls === null ? 'admin.form.created' : 'admin.form.saved', { name: saved.teclName }));
      onClose();
    },
  });
  const checked = classFormProblems(cls, form, isAdministrator);
  const { formRef, control, message, changed, submit, formProblem } = useFormProblems(saving, {
    checked,
    placeOf,
    fallback: t('admin.failed'),
  });
  const set = <K extends keyof ClassForm>(name: K, value: ClassForm[K]) => {
    changed();
    setForm((previous) => ({ ...previous, [name]: value }));
  };
  const toggleTag = (tagId: string, on: boolean) => set('tagIds', on ? [...form.tagIds, tagId] : form.tagIds.filter((id) => id !== tagId));

  return (
    <DialogFrame
      title={t(cls === null ? 'admin.form.createTitle' : 'admin.form.editTitle')}
      testId="class-form"
      width="wide"
      onClose={onClose}
    >
      <DialogForm ref={formRef} onSubmit={submit(() => saving.mutate())} noValidate>
        <FieldGrid>
          <Label>
            {t('admin.form.name')}
            <Field
              value={form.teclName}
              maxLength={TECL_NAME_MAX}
              required
              onChange={(e) => set('teclName', e.target.value)}
              data-testid="form-name"
              {...control('teclName')}
            />
            {message('teclName')}
          </Label>
          <Label>
            {t('admin.form.courseNo')}
            <Field
              value={form.courseNo}
              maxLength={COURSE_NO_MAX}
              required
              onChange={(e) => set('courseNo', e.target.value)}
              data-testid="form-course-no"
              {...control('courseNo')}
            />
            {message('courseNo')}
          </Label>
          <Label>
            {t('admin.form.subject')}
            <Select
              value={form.subjId}
              required
              onChange={(e) => set('subjId', e.target.value)}
              data-testid="form-subject"
              {...control('subjId')}
            >
              <option value="">{t('admin.form.choose')}</option>
              {(lookups?.subjects ?? []).map((subject) => (
                <option key={subject.subjId} value={subject.subjId}>
                  {subject.subjCode} {language === 'zh' ? subject.subjName : subject.subjNameEn}
                </option>
              ))}
            </Select>
            {message('subjId')}
          </Label>
          <Label>
            {t('admin.form.term')}
            <Select
              value={form.acteId}
              required
              onChange={(e) => set('acteId', e.target.value)}
              data-testid="form-term"
              {...control('acteId')}
            >
              <option value="">{t('admin.form.choose')}</option>
              {terms.map((term) => (
                <option key={term.acteId} value={term.acteId}>
                  {term.acteName}
                </option>
              ))}
            </Select>
            {message('acteId')}
          </Label>
          <Label>
            {t('admin.form.teacher')}
            <Select
              value={form.teacId}
              onChange={(e) => set('teacId', e.target.value)}
              disabled={!isAdministrator}
              required={isAdministrator}
              data-testid="form-teacher"
              {...control('teacId')}
            >
              <option value="">{t(isAdministrator ? 'admin.form.choose' : 'admin.form.me')}</option>
              {(lookups?.teachers ?? []).map((teacher) => (
                <option key={teacher.teacId} value={teacher.teacId}>
                  {teacher.teacName}
                </option>
              ))}
            </Select>
            {message('teacId')}
          </Label>
          <Label>
            {t('admin.form.organisation')}
            <Select
              value={form.orgaId}
              onChange={(e) => set('orgaId', e.target.value)}
              data-testid="form-organisation"
              {...control('orgaId')}
            >
              <option value="">{t('admin.form.subjectOrganisation')}</option>
              <OrganisationOptions rows={organisations} />
            </Select>
            {message('orgaId')}
          </Label>
          <Label>
            {t('admin.form.visibility')}
            <Select
              value={form.visibility}
              onChange={(e) => set('visibility', e.target.value as ClassForm['visibility'])}
              data-testid="form-visibility"
              {...control('visibility')}
            >
              {TECL_VISIBILITIES.map((visibility) => (
                <option key={visibility} value={visibility}>
                  {t(`admin.visibility.${visibility}`)}
                </option>
              ))}
            </Select>
            {message('visibility')}
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
          {message('tagIds')}
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
            {...control('description')}
          />
          {message('description')}
        </Label>
        {formProblem('form-problem')}
        <DialogActions>
          <ActionButton type="submit" disabled={saving.isPending} data-testid="form-save">
            {t(cls === null ? 'admin.form.create' : 'admin.form.save')}
          </ActionButton>
        </DialogActions>
      </DialogForm>
    </DialogFrame>
  );
}
