/** Readable fixed ids for seeded rows: `tecl-1-0007` is teaching class 7 of tenant 1. */
export const seedId = (kind: string, tenantId: string, n: number | string): string =>
  `${kind}-${tenantId}-${typeof n === 'number' ? String(n).padStart(4, '0') : n}`;
