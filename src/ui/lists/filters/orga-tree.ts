import type { OrgaNode } from '../../../schemas/catalogue';

/** The organisation tree as rows with their depth, parents before children. */
export type OrgaRow = { orgaId: string; orgaName: string; depth: number };

export function orgaRows(nodes: readonly OrgaNode[], depth = 0): OrgaRow[] {
  return nodes.flatMap((node) => [{ orgaId: node.orgaId, orgaName: node.orgaName, depth }, ...orgaRows(node.children, depth + 1)]);
}
