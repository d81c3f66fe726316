export const VLC_PACKAGES: [string, string][];
export const CEPH_PACKAGES: [string, string][];
export const NGINX_PACKAGES: [string, string][];
export const SPEECH_PACKAGES: [string, string][];
export const TESSERACT_PACKAGES: [string, string][];
export function missingPackages(wanted: readonly (readonly [string, string])[]): string[];
export function runningAsRoot(): boolean;
export function installPackages(names: readonly string[]): void;
