import { describe, expect, it } from 'vitest';
import type { NoteDocument } from '../../src/schemas/notes';
import {
  classNotesToMarkdown,
  escapeText,
  markdownFileName,
  noteToMarkdown,
  type MarkdownContext,
} from '../../src/ui/my-note/note-markdown';

const context: MarkdownContext = {
  subtitle: 'Linear algebra · Lesson 3 · teacher01',
  momentUrl: (positionS) => `https://lectern.example/#/play-video?vodId=v1&t=${positionS}`,
  picture: (imageId) => (imageId === 'known' ? 'data:image/png;base64,AAAA' : null),
  pictureLabel: 'Picture in the note',
};

const run = (text: string, marks: Record<string, true> = {}) => ({ text, ...marks });

describe('a note as Markdown', () => {
  it('writes marks, code, time cards as one linked list, and pictures', () => {
    const content: NoteDocument = [
      {
        type: 'paragraph',
        children: [run('Plain, '), run('bold', { bold: true }), run(' and '), run(' both ', { bold: true, italic: true })],
      },
      { type: 'paragraph', children: [run('under', { underline: true }), run(' x'), run('f(x)', { code: true })] },
      { type: 'code-block', children: [run('const a = ```;')] },
      { type: 'mark-time-card', timeString: '00:01:05', content: 'first', children: [{ text: '' }] },
      { type: 'mark-time-card', timeString: '01:00:00', content: '', children: [{ text: '' }] },
      { type: 'image', imageId: 'known', children: [{ text: '' }] },
      { type: 'image', imageId: 'gone', children: [{ text: '' }] },
    ];
    expect(noteToMarkdown({ title: 'Week 3', content }, context)).toBe(
      [
        '# Week 3',
        '',
        '*Linear algebra · Lesson 3 · teacher01*',
        '',
        'Plain, **bold** and  ***both*** ',
        '',
        '<u>under</u> x`f(x)`',
        '',
        '````',
        'const a = ```;',
        '````',
        '',
        '- [00:01:05](<https://lectern.example/#/play-video?vodId=v1&t=65>) first',
        '- [01:00:00](<https://lectern.example/#/play-video?vodId=v1&t=3600>)',
        '',
        '![Picture in the note](data:image/png;base64,AAAA)',
        '',
        '*(Picture in the note)*',
        '',
      ].join('\n'),
    );
  });

  it('names the time without a link when the recording is gone', () => {
    const content: NoteDocument = [{ type: 'mark-time-card', timeString: '00:00:09', content: 'x', children: [{ text: '' }] }];
    expect(noteToMarkdown({ title: 't', content }, { ...context, momentUrl: () => null })).toContain('- **00:00:09** x');
  });

  it('escapes what Markdown would read as formatting, Chinese text untouched', () => {
    expect(escapeText('# not a heading')).toBe('\\# not a heading');
    expect(escapeText('1. not a list')).toBe('1\\. not a list');
    expect(escapeText('a*b*_c_ [link](x) <b>')).toBe('a\\*b\\*\\_c\\_ \\[link\\](x) \\<b\\>');
    expect(escapeText('特征值与特征向量')).toBe('特征值与特征向量');
    expect(escapeText('line one\nline two')).toBe('line one  \nline two');
  });

  it("puts a class's notes under its name, each a second-level heading", () => {
    const note = { title: 'A', content: [{ type: 'paragraph', children: [run('x')] }] as NoteDocument };
    const text = classNotesToMarkdown('线性代数 (1)', [
      { note, context },
      { note: { ...note, title: 'B' }, context },
    ]);
    expect(text.startsWith('# 线性代数 (1)\n\n## A\n')).toBe(true);
    expect(text).toContain('\n## B\n');
  });

  it('makes a safe file name', () => {
    expect(markdownFileName('Week 3: linear/maps?')).toBe('Week 3 linear maps.md');
    expect(markdownFileName('  ')).toBe('note.md');
    expect(markdownFileName('..\\..\\etc')).toBe('.. .. etc.md');
  });
});
