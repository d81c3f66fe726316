import { useEffect, useState } from 'react';
import { parseDefaultCover, type DefaultCoverConfig } from './default-cover';
import { fetchStyleValue } from './style-entry-api';

/**
 * The school's DefaultCover setting, read once per page load and shared by every card: a page
 * of twenty cards makes one call. A failure means "no default pictures".
 */
let pending: Promise<DefaultCoverConfig | null> | null = null;

function loadDefaultCover(): Promise<DefaultCoverConfig | null> {
  pending ??= fetchStyleValue('DefaultCover').then(parseDefaultCover, (error: unknown) => {
    console.error('DefaultCover could not be loaded', error);
    return null;
  });
  return pending;
}

export function useDefaultCover(): DefaultCoverConfig | null {
  const [config, setConfig] = useState<DefaultCoverConfig | null>(null);
  useEffect(() => {
    let current = true;
    void loadDefaultCover().then((loaded) => current && setConfig(loaded));
    return () => {
      current = false;
    };
  }, []);
  return config;
}
