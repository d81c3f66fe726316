/**
 * Generated SVG artwork of a demo tenant: logos, class covers and home banners, in the tenant's
 * brand colour. Plain text SVG keeps the seed free of image tooling.
 */

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A shield with the school's initials. */
export const schoolLogoSvg = (shortName: string, color: string) =>
  svg(96, 96, `<path d="M48 4 L88 18 V48 C88 72 70 86 48 92 C26 86 8 72 8 48 V18 Z" fill="${color}"/>` +
    `<text x="48" y="60" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(shortName)}</text>`);

/** The platform word mark: a play triangle and 'Lectern'. */
export const platformLogoSvg = (color: string) =>
  svg(220, 48, `<rect x="2" y="6" width="36" height="36" rx="8" fill="${color}"/><path d="M15 15 L29 24 L15 33 Z" fill="#fff"/>` +
    `<text x="48" y="34" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="${color}">Lectern</text>`);

/** A 16:9 class cover: a diagonal gradient with a geometric motif that differs per number. */
export function coverSvg(n: number, color: string): string {
  const motifs = [
    '<circle cx="460" cy="90" r="120" fill="#fff" opacity="0.12"/>',
    '<rect x="380" y="-40" width="240" height="240" transform="rotate(30 500 80)" fill="#fff" opacity="0.12"/>',
    '<path d="M0 270 L320 60 L640 270 Z" fill="#fff" opacity="0.12"/>',
    '<path d="M0 200 Q160 120 320 200 T640 200 V360 H0 Z" fill="#fff" opacity="0.14"/>',
  ];
  return svg(640, 360,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1f2d3d"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#g)"/>${motifs[(n - 1) % motifs.length]}`);
}

/** A wide home banner with a title and a subtitle. */
export const bannerSvg = (title: string, subtitle: string, color: string) =>
  svg(1920, 480,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#10202f"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>` +
    '<rect width="1920" height="480" fill="url(#b)"/><circle cx="1600" cy="240" r="300" fill="#fff" opacity="0.08"/>' +
    `<text x="160" y="220" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
    `<text x="160" y="300" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="#fff" opacity="0.85">${escapeXml(subtitle)}</text>`);
