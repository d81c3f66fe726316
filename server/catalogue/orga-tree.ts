import type { OrgaNode } from '../../src/schemas/catalogue';

/**
 * The organisations of a tenant as a tree (GET /v1/list/orgas), siblings by sort index then
 * name. A node whose parent is missing becomes a root rather than vanishing from the filter.
 */
export type OrgaRow = { id: string; parentId: string | null; name: string; code: string; sortIndex: number };

export function buildOrgaTree(rows: OrgaRow[]): OrgaNode[] {
  const sorted = [...rows].sort((a, b) => a.sortIndex - b.sortIndex || a.name.localeCompare(b.name));
  const nodes = new Map(sorted.map((r) => [r.id, { orgaId: r.id, orgaName: r.name, orgaCode: r.code, children: [] as OrgaNode[] }]));
  const roots: OrgaNode[] = [];
  for (const row of sorted) {
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(row.id)!);
  }
  return roots;
}
