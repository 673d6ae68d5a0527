import type { Plugin } from 'vite';
export function browserBundleGuard(): Plugin;
