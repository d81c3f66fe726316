import { describe, expect, it } from 'vitest';
import { chooseCover, parseDefaultCover, pickDefaultCover } from '../../src/ui/covers/default-cover';

const value = JSON.stringify({
  showType: 1,
  styleType: 1,
  picUrls: [
    { order: 3, url: '/c3.svg' },
    { order: 1, url: '/c1.svg' },
    { order: 2, url: '/c2.svg' },
    { order: 4, url: '/c4.svg' },
  ],
});

describe('DefaultCover (SPEC §3)', () => {
  it('reads showType, styleType and picUrls; anything else is no setting', () => {
    expect(parseDefaultCover(value)).toMatchObject({ showType: 1, styleType: 1 });
    expect(parseDefaultCover(null)).toBeNull();
    expect(parseDefaultCover('')).toBeNull();
    expect(parseDefaultCover('{not json')).toBeNull();
    expect(parseDefaultCover(JSON.stringify({ showType: 1 }))).toBeNull();
  });

  it('spreads the pictures over classes (showType 1), always the same one for a class', () => {
    const config = parseDefaultCover(value);
    const picked = ['tecl-1-0002', 'tecl-1-0004', 'tecl-1-0006', 'tecl-1-0008', 'tecl-1-0010', 'tecl-1-0012'].map((id) =>
      pickDefaultCover(config, id),
    );
    expect(new Set(picked).size).toBeGreaterThan(1);
    for (const url of picked) expect(['/c1.svg', '/c2.svg', '/c3.svg', '/c4.svg']).toContain(url);
    expect(pickDefaultCover(config, 'tecl-1-0002')).toBe(picked[0]);
  });

  it('shows the first picture by order for any other showType', () => {
    const config = parseDefaultCover(JSON.stringify({ ...JSON.parse(value), showType: 2 }));
    expect(pickDefaultCover(config, 'tecl-1-0002')).toBe('/c1.svg');
    expect(pickDefaultCover(config, 'anything else')).toBe('/c1.svg');
  });

  it('has no picture without a setting or without pictures', () => {
    expect(pickDefaultCover(null, 'tecl-1-0002')).toBeNull();
    expect(pickDefaultCover({ showType: 1, styleType: 1, picUrls: [] }, 'tecl-1-0002')).toBeNull();
  });

  it("keeps a class's own picture; styleType 1 titles the class's pictures, own and default alike, so a grid looks alike", () => {
    const config = parseDefaultCover(value);
    expect(chooseCover({ own: '/own.jpg' }, config, 'tecl-1-0001')).toEqual({ url: '/own.jpg', isDefault: false, titled: true });
    expect(chooseCover({ own: null }, config, 'tecl-1-0002')).toMatchObject({ isDefault: true, titled: true });
    expect(chooseCover({ own: '' }, config, 'tecl-1-0002').isDefault).toBe(true);
    const plain = parseDefaultCover(JSON.stringify({ ...JSON.parse(value), styleType: 0 }));
    expect(chooseCover({ own: null }, plain, 'tecl-1-0002').titled).toBe(false);
    expect(chooseCover({ own: '/own.jpg' }, plain, 'tecl-1-0001').titled).toBe(false);
    expect(chooseCover({ own: null }, null, 'tecl-1-0002')).toEqual({ url: null, isDefault: true, titled: false });
  });

  it("shows a recording's poster first, never written over: it is a frame of the video", () => {
    const config = parseDefaultCover(value);
    expect(chooseCover({ poster: '/poster.jpg', own: '/own.jpg' }, config, 'tecl-1-0001')).toEqual({
      url: '/poster.jpg',
      isDefault: false,
      titled: false,
    });
    expect(chooseCover({ poster: null, own: '/own.jpg' }, config, 'tecl-1-0001')).toMatchObject({ url: '/own.jpg', titled: true });
  });
});
