/**
 * Generated SVG artwork of a demo tenant: logos, class covers and home banners. Plain text SVG
 * keeps the seed free of image tooling.
 *
 * The platform logo, the covers and the banners are built-in artwork that follows the theme the
 * user picks (docs/theming.md): an <img> cannot read the page's CSS variables, so they are drawn
 * white on a transparent ground, and the SPA paints the theme colour behind them (LessonCover,
 * the home banner, the header logos). A school's own picture (a photo) covers that colour and
 * shows as it is. The school logo is the school's own mark and keeps the school's colour.
 */

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A shield with the school's initials. */
export const schoolLogoSvg = (shortName: string, color: string) =>
  svg(
    96,
    96,
    `<path d="M48 4 L88 18 V48 C88 72 70 86 48 92 C26 86 8 72 8 48 V18 Z" fill="${color}"/>` +
      `<text x="48" y="60" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(shortName)}</text>`,
  );

/** The platform word mark, white on transparent: a play button and 'Lectern', laid on the theme colour. */
export const platformLogoSvg = () =>
  svg(
    180,
    48,
    '<rect x="10" y="10" width="28" height="28" rx="7" fill="none" stroke="#fff" stroke-width="2.5"/>' +
      '<path d="M20 17 L31 24 L20 31 Z" fill="#fff"/>' +
      '<text x="48" y="33" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="#fff">Lectern</text>',
  );

/** A 16:9 class cover: a white geometric motif that differs per number, on the theme colour. */
export function coverSvg(n: number): string {
  const motifs = [
    '<circle cx="460" cy="90" r="120" fill="#fff" opacity="0.14"/><circle cx="540" cy="300" r="60" fill="#fff" opacity="0.1"/>',
    '<rect x="380" y="-40" width="240" height="240" transform="rotate(30 500 80)" fill="#fff" opacity="0.14"/>',
    '<path d="M0 270 L320 60 L640 270 Z" fill="#fff" opacity="0.14"/>',
    '<path d="M0 200 Q160 120 320 200 T640 200 V360 H0 Z" fill="#fff" opacity="0.16"/>',
  ];
  return svg(640, 360, motifs[(n - 1) % motifs.length]!);
}

/** A wide home banner with a title and a subtitle, white on the theme colour. */
export const bannerSvg = (title: string, subtitle: string) =>
  svg(
    1920,
    480,
    '<circle cx="1600" cy="240" r="300" fill="#fff" opacity="0.1"/><circle cx="1760" cy="420" r="140" fill="#fff" opacity="0.08"/>' +
      `<text x="160" y="220" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
      `<text x="160" y="300" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="#fff" opacity="0.9">${escapeXml(subtitle)}</text>`,
  );
