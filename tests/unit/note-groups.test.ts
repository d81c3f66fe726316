import { describe, expect, it } from 'vitest';
import { NOTE_STATUS } from '../../src/constants';
import type { NoteSummary } from '../../src/schemas/notes';
import { groupNotes } from '../../src/ui/my-note/note-groups';

const note = (
  id: string,
  teclId: string | null,
  teclName: string | null,
  courId: string | null,
  courBeginTime: string | null,
): NoteSummary => ({
  id,
  title: id,
  vodId: `v-${id}`,
  courId,
  teclId,
  teclName,
  courName: courId,
  courBeginTime,
  vodTitle: null,
  authorName: 'me',
  mine: true,
  actions: [],
  status: NOTE_STATUS.draft,
  revision: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe("my-note's list", () => {
  it('groups by class (by name, gone recordings last), then lesson (newest first), keeping the given order inside', () => {
    const groups = groupNotes(
      [
        note('n1', 't2', 'Physics', 'c1', '2026-03-02T08:00:00.000Z'),
        note('n2', null, null, null, null),
        note('n3', 't1', 'Algebra', 'c2', '2026-03-01T08:00:00.000Z'),
        note('n4', 't2', 'Physics', 'c3', '2026-03-09T08:00:00.000Z'),
        note('n5', 't2', 'Physics', 'c1', '2026-03-02T08:00:00.000Z'),
      ],
      new Intl.Collator('en'),
    );
    expect(groups.map((group) => group.teclName)).toEqual(['Algebra', 'Physics', null]);
    expect(groups[1]!.lessons.map((lesson) => lesson.key)).toEqual(['c3', 'c1']);
    expect(groups[1]!.lessons[1]!.notes.map((n) => n.id)).toEqual(['n1', 'n5']);
  });

  it('sorts Chinese class names by pinyin under a Chinese collator', () => {
    const groups = groupNotes([note('a', 't1', '物理', 'c1', null), note('b', 't2', '代数', 'c2', null)], new Intl.Collator('zh-CN'));
    expect(groups.map((group) => group.teclName)).toEqual(['代数', '物理']);
  });
});
