import {
  classCreateBodySchema,
  classEditBodySchema,
  type ClassCreateBody,
  type ClassEditBody,
  type ManagedClass,
} from '../../schemas/admin-classes';
import type { FieldProblem } from '../../schemas/field-problems';
import { bodyProblemsOf } from '../shared/form-problems';

/** The class form's fields, named as the request body names them (so a server problem finds its field). */
export const CLASS_FORM_FIELDS = [
  'teclName',
  'courseNo',
  'subjId',
  'acteId',
  'teacId',
  'orgaId',
  'visibility',
  'tagIds',
  'description',
] as const;
export type ClassField = (typeof CLASS_FORM_FIELDS)[number];

/** The class form's state: '' for a select left on its default. */
export type ClassForm = {
  teclName: string;
  courseNo: string;
  subjId: string;
  acteId: string;
  teacId: string;
  orgaId: string;
  visibility: ManagedClass['visibility'];
  tagIds: string[];
  description: string;
};

export const classFormOf = (cls: ManagedClass | null): ClassForm =>
  cls === null
    ? { teclName: '', courseNo: '', subjId: '', acteId: '', teacId: '', orgaId: '', visibility: 'campus', tagIds: [], description: '' }
    : {
        teclName: cls.teclName,
        courseNo: cls.courseNo,
        subjId: cls.subject.subjId,
        acteId: cls.term.acteId,
        teacId: cls.teacher.teacId,
        orgaId: cls.organisation.orgaId,
        visibility: cls.visibility,
        tagIds: cls.tags.map((tag) => tag.tagId),
        description: cls.description,
      };

/** What an edit changed; nothing changed sends the name again, which the server accepts as no change. */
export function editBodyOf(cls: ManagedClass, form: ClassForm): ClassEditBody {
  const before = classFormOf(cls);
  const body: ClassEditBody = {};
  if (form.teclName.trim() !== before.teclName) body.teclName = form.teclName.trim();
  if (form.courseNo.trim() !== before.courseNo) body.courseNo = form.courseNo.trim();
  if (form.description !== before.description) body.description = form.description;
  if (form.subjId !== before.subjId) body.subjId = form.subjId;
  if (form.acteId !== before.acteId) body.acteId = form.acteId;
  if (form.teacId !== before.teacId && form.teacId !== '') body.teacId = form.teacId;
  if (form.orgaId !== before.orgaId && form.orgaId !== '') body.orgaId = form.orgaId;
  if (form.visibility !== before.visibility) body.visibility = form.visibility;
  if ([...form.tagIds].sort().join() !== [...before.tagIds].sort().join()) body.tagIds = form.tagIds;
  return Object.keys(body).length === 0 ? { teclName: before.teclName } : body;
}

/** A new class as the form describes it; a select left on its default is not sent (the server's default). */
export const createBodyOf = (form: ClassForm): ClassCreateBody => ({
  teclName: form.teclName.trim(),
  courseNo: form.courseNo.trim(),
  subjId: form.subjId,
  acteId: form.acteId,
  description: form.description,
  visibility: form.visibility,
  tagIds: form.tagIds,
  ...(form.teacId === '' ? {} : { teacId: form.teacId }),
  ...(form.orgaId === '' ? {} : { orgaId: form.orgaId }),
});

const TEACHER_REQUIRED: FieldProblem = { in: 'body', field: 'teacId', rule: 'required', values: {} };

/**
 * What is wrong before anything is sent: the body checked with the schema the server checks it
 * with (src/schemas/admin-classes.ts), so the browser and the server find the same problems; and
 * an administrator, who is nobody's default teacher, must name the class's teacher.
 */
export function classFormProblems(cls: ManagedClass | null, form: ClassForm, isAdministrator: boolean): FieldProblem[] {
  if (cls !== null) return bodyProblemsOf(classEditBodySchema, editBodyOf(cls, form));
  const problems = bodyProblemsOf(classCreateBodySchema, createBodyOf(form));
  return isAdministrator && form.teacId === '' ? [...problems, TEACHER_REQUIRED] : problems;
}
