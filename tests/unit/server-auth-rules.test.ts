import { describe, expect, it } from 'vitest';
import { hashPassword, sha256Hex, verifyPasswordDigest } from '../../server/auth/passwords';
import { safeReturnUri } from '../../server/http/public/logout';
import { buildResourceTree } from '../../server/rbac/resource-tree';

describe('password storage', () => {
  it('stores a salted scrypt of the SHA-256 digest that verifies only that digest', async () => {
    const stored = await hashPassword('Student@12345');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain(sha256Hex('Student@12345'));
    expect(await verifyPasswordDigest(sha256Hex('Student@12345'), stored)).toBe(true);
    expect(await verifyPasswordDigest(sha256Hex('student@12345'), stored)).toBe(false);
    expect(await hashPassword('Student@12345')).not.toBe(stored);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPasswordDigest(sha256Hex('x'), 'plain-text')).toBe(false);
  });
});

describe('logout return address', () => {
  it('allows site-relative paths and same-host URLs only', () => {
    expect(safeReturnUri('/#/login?type=cas', 'campus.edu')).toBe('/#/login?type=cas');
    expect(safeReturnUri('https://campus.edu/#/login', 'campus.edu')).toBe('https://campus.edu/#/login');
    expect(safeReturnUri('//evil.example/x', 'campus.edu')).toBeNull();
    expect(safeReturnUri('https://evil.example/', 'campus.edu')).toBeNull();
    expect(safeReturnUri('javascript:alert(1)', 'campus.edu')).toBeNull();
  });
});

describe('resource tree', () => {
  const node = (id: string, parentId: string | null, sortIndex: number) => ({
    id,
    parentId,
    sortIndex,
    sign: `s-${id}`,
    name: id,
    url: '',
    authority: '',
    fields: [],
  });

  it('nests granted nodes under granted parents and sorts siblings by sortIndex', () => {
    const tree = buildResourceTree([node('c2', 'root', 2), node('root', null, 0), node('c1', 'root', 1), node('g', 'c2', 0)]);
    expect(tree.map((n) => n.id)).toEqual(['root']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['c1', 'c2']);
    expect(tree[0]!.children[1]!.children.map((n) => n.id)).toEqual(['g']);
  });

  it('makes a node whose parent is not granted a root, and can sort descending', () => {
    const tree = buildResourceTree([node('a', 'hidden', 1), node('b', null, 2)], 'desc');
    expect(tree.map((n) => n.id)).toEqual(['b', 'a']);
  });
});
