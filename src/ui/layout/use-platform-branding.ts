import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { platformInfoQuery } from './branding-api';

/** The browser tab shows the platform's name and icon (SPEC §3 "Platform info"); `enabled` false holds the request. */
export function usePlatformBranding(enabled = true): void {
  const platform = useQuery({ ...platformInfoQuery(), enabled }).data ?? null;
  useEffect(() => {
    if (platform === null) return;
    if (platform.poapName !== '') document.title = platform.poapName;
    if (platform.browserImgUrl === '') return;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.head.appendChild(document.createElement('link'));
    icon.rel = 'icon';
    icon.href = platform.browserImgUrl;
  }, [platform]);
}
