import type { ResourceNode } from '../../schemas/rbac';

/** Reading a resource node's fields (SPEC §3 "Resource node": fields are name/description pairs). */
export function nodeField(node: Pick<ResourceNode, 'fields'>, name: string): string | null {
  return node.fields.find((field) => field.name === name)?.description ?? null;
}

export function isFlagSet(node: Pick<ResourceNode, 'fields'>, name: 'isLink' | 'isInnerSite'): boolean {
  return nodeField(node, name) === 'true';
}

const ABSOLUTE_HTTP = /^https?:\/\//i;

export function isAbsoluteHttp(url: string): boolean {
  return ABSOLUTE_HTTP.test(url);
}
