import type { ClassEditBody, ManagedClass } from '../../schemas/admin-classes';

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
