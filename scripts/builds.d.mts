export const spaDir: string;
export const serverBundle: string;
export function ensureSpaBuild(log?: (line: string) => void): void;
export function ensureServerBuild(log?: (line: string) => void): Promise<void>;
