import { describe, expect, it } from 'vitest';
import { adminHomeSearchSchema } from '../../src/schemas/search-params';
import { adminHomeSearchOf, classListInputsOf, type ClassListInputs } from '../../src/ui/admin/admin-api';

/** /admin/home's address: a reloaded or shared link shows the same filtered page of classes. */
describe('the course management address', () => {
  const anyClass = { acteId: '', orgaId: '', teacId: '', tagId: '', q: '' };

  it('names the filters set and the page, and reads them back as the list they were', () => {
    const inputs: ClassListInputs = { filters: { ...anyClass, acteId: 'acte-2', tagId: 'tag-9', q: 'Linear' }, pageIndex: 3 };
    const search = adminHomeSearchOf(inputs);
    expect(search).toEqual({ acteId: 'acte-2', tagId: 'tag-9', q: 'Linear', page: 3 });
    expect(classListInputsOf(adminHomeSearchSchema.parse(search))).toEqual(inputs);
  });

  it('leaves out what is "any" and the first page, so the plain list has the plain address', () => {
    expect(adminHomeSearchOf({ filters: anyClass, pageIndex: 1 })).toEqual({});
    expect(classListInputsOf(adminHomeSearchSchema.parse({}))).toEqual({ filters: anyClass, pageIndex: 1 });
  });

  it('drops a malformed value instead of failing the page', () => {
    const search = adminHomeSearchSchema.parse({ page: 0, q: 'x'.repeat(500), acteId: { nested: true } });
    expect(search).toEqual({ acteId: undefined, orgaId: undefined, teacId: undefined, tagId: undefined, q: undefined, page: undefined });
    // The router parses numbers in addresses: a numeric search text or id is still text.
    expect(adminHomeSearchSchema.parse({ q: 2024, orgaId: 7 })).toMatchObject({ q: '2024', orgaId: '7' });
  });
});
