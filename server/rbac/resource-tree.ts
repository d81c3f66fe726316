import { and, eq, inArray } from 'drizzle-orm';
import type { ResourceNode } from '../../src/schemas/rbac';
import type { Db } from '../db/client';
import { resources, roleResources, userRoles } from '../db/schema';

/** The resources a user's roles grant, as a tree (SPEC §3 "Resource node", §6). */
type FlatNode = Omit<ResourceNode, 'children'> & { parentId: string | null };

/** Pure: links granted nodes to their granted parents; orphans become roots; siblings sorted. */
export function buildResourceTree(nodes: FlatNode[], order: 'asc' | 'desc' = 'asc'): ResourceNode[] {
  const byId = new Map<string, ResourceNode>();
  for (const { parentId: _parent, ...node } of nodes) byId.set(node.id, { ...node, children: [] });
  const roots: ResourceNode[] = [];
  for (const node of nodes) {
    const current = byId.get(node.id)!;
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(current);
  }
  const direction = order === 'asc' ? 1 : -1;
  const sort = (list: ResourceNode[]) => {
    list.sort((a, b) => direction * (a.sortIndex - b.sortIndex) || a.id.localeCompare(b.id));
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

export async function grantedResources(db: Db, tenantId: string, userId: string): Promise<FlatNode[]> {
  const roleIds = db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  const granted = db.select({ id: roleResources.resourceId }).from(roleResources).where(inArray(roleResources.roleId, roleIds));
  const rows = await db
    .selectDistinct({
      id: resources.id,
      parentId: resources.parentId,
      sign: resources.sign,
      name: resources.name,
      url: resources.url,
      sortIndex: resources.sortIndex,
      authority: resources.authority,
      fields: resources.fields,
    })
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), inArray(resources.id, granted)));
  return rows;
}
