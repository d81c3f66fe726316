import { useEffect } from 'react';
import { fetchPlatformInfo } from './branding-api';
import { useApiData } from './use-api-data';

/** The browser tab shows the platform's name and icon (SPEC §3 "Platform info"). */
export function usePlatformBranding(): void {
  const platform = useApiData(fetchPlatformInfo);
  useEffect(() => {
    if (platform === null) return;
    if (platform.poapName !== '') document.title = platform.poapName;
    if (platform.browserImgUrl === '') return;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.head.appendChild(document.createElement('link'));
    icon.rel = 'icon';
    icon.href = platform.browserImgUrl;
  }, [platform]);
}
