import { describe, expect, it } from 'vitest';
import { chooseSchool } from '../../src/ui/login/school-choice';

const schools = [
  { tenantId: '1', schoolName: 'North', schoolLogo: '' },
  { tenantId: '2', schoolName: 'South', schoolLogo: '' },
];

describe('the school the login form signs in to', () => {
  it('follows ?tenant= first, then the school chosen last, then the default', () => {
    expect(chooseSchool('2', '1', '1', schools)).toBe('2');
    expect(chooseSchool(undefined, '2', '1', schools)).toBe('2');
    expect(chooseSchool(undefined, null, '1', schools)).toBe('1');
  });

  it('falls back to the first listed school when the wanted one is not served', () => {
    expect(chooseSchool(undefined, '9', '1', schools)).toBe('1');
    expect(chooseSchool('9', null, '1', [schools[1]!])).toBe('2');
  });

  it('keeps the wanted school while the list is loading or unavailable', () => {
    expect(chooseSchool(undefined, '2', '1', null)).toBe('2');
    expect(chooseSchool('3', null, '1', [])).toBe('3');
  });
});
