import { useState } from 'react';
import { DEFAULT_COVER_STYLE, pickDefaultCover } from '../../covers/default-cover';
import { useI18n } from '../../i18n/i18n-context';
import { rem } from '../../scaling/rem';
import { styled } from '../../theme/stitches';
import { colourOf, type LookDraft } from './look-draft';
import { Hint, PanelTitle } from './look-styles';
import { Panel } from '../../shared/page-layout';
import { THEME_COLOURS } from '../../theme/theme-catalogue';
import { LIGHT_SHADE_LEVEL, themeColours, type ThemeColours } from '../../theme/theme-variables';

/** A small mock of the signed-in pages, drawn from the draft: the header, the home banner, a course card, the footer. */
const Frame = styled('div', {
  overflow: 'hidden',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$page',
  fontSize: rem(13),
});
const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(10),
  height: rem(48),
  padding: `0 ${rem(14)}`,
  backgroundColor: '#fff',
  boxShadow: '0 1px 0 #dee0e3',
  '& img': { height: rem(28), width: 'auto', display: 'block' },
});
const Mark = styled('span', { fontWeight: 700, fontSize: rem(16), color: '#1f2329' });
const Nav = styled('span', { marginLeft: rem(10), paddingBottom: rem(2), color: '#1f2329' });
const Banner = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: rem(6),
  height: rem(120),
  padding: `0 ${rem(24)}`,
  color: '#fff',
  backgroundImage: 'linear-gradient(135deg, rgba(255, 255, 255, 0.12), rgba(31, 45, 61, 0.35))',
  '& strong': { fontSize: rem(20) },
});
const Cards = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: rem(12), padding: rem(14) });
const Card = styled('div', {
  overflow: 'hidden',
  borderRadius: rem(6),
  backgroundColor: '#fff',
  boxShadow: '0 1px 2px rgba(31, 35, 41, 0.06)',
});
const Cover = styled('div', {
  position: 'relative',
  aspectRatio: '16 / 9',
  backgroundImage: 'linear-gradient(135deg, rgba(31, 45, 61, 0) 25%, rgba(31, 45, 61, 0.85))',
  '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  '& span': {
    position: 'absolute',
    left: rem(8),
    right: rem(8),
    bottom: rem(6),
    color: '#fff',
    fontWeight: 700,
    textShadow: '0 1px 4px rgba(0,0,0,0.45)',
  },
});
const CardText = styled('div', {
  padding: `${rem(8)} ${rem(10)}`,
  display: 'flex',
  flexDirection: 'column',
  gap: rem(4),
  color: '#1f2329',
});
const Tag = styled('span', { alignSelf: 'flex-start', padding: `0 ${rem(6)}`, borderRadius: rem(3), fontSize: rem(12) });
const Foot = styled('div', {
  padding: `${rem(10)} ${rem(14)}`,
  color: '#646a73',
  textAlign: 'center',
  whiteSpace: 'pre-line',
  borderTop: '1px solid #dee0e3',
});

/** A picture that steps aside when it does not load, as the header's logos do. */
function Picture({ src, alt, testId, css }: { src: string; alt: string; testId: string; css?: Record<string, string> }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src === '' || failed === src) return null;
  return <img src={src} alt={alt} data-testid={testId} onError={() => setFailed(src)} style={css} />;
}

/** The shades the pages would draw the colour with (theme-variables.ts); the default theme's while the colour is wrong. */
function coloursOf(skinColor: string): ThemeColours {
  const parsed = colourOf(skinColor);
  const derived = themeColours(parsed.ok ? parsed.hex : THEME_COLOURS.light);
  return 'warning' in derived ? coloursOf('default') : derived;
}

export function LookPreview({ draft, schoolName }: { draft: LookDraft; schoolName: string }) {
  const { t } = useI18n();
  const colours = coloursOf(draft.skinColor);
  const light = colours.shades[LIGHT_SHADE_LEVEL - 1];
  const cover = pickDefaultCover(draft.DefaultCover.picUrls.length === 0 ? null : draft.DefaultCover, 'preview');
  const titled = cover === null || draft.DefaultCover.styleType === DEFAULT_COVER_STYLE.titled;
  const courses = [t('look.preview.course1'), t('look.preview.course2')];
  return (
    <Panel as="aside" aria-labelledby="look-preview-title">
      <PanelTitle id="look-preview-title">{t('look.preview.title')}</PanelTitle>
      <Frame data-testid="look-preview" data-colour={colours.colour} aria-hidden="true">
        <Bar>
          <Picture src={draft.SchoolLogo} alt="" testId="look-preview-school-logo" />
          {draft.PlatformLogo === '' ? (
            <Mark>{t('app.name')}</Mark>
          ) : (
            <Picture
              src={draft.PlatformLogo}
              alt=""
              testId="look-preview-platform-logo"
              css={{ backgroundColor: colours.fill, borderRadius: '4px' }}
            />
          )}
          <Nav css={{ color: colours.text, borderBottom: `2px solid ${colours.ground}`, fontWeight: 600 }}>{t('menu.p2-front-home')}</Nav>
          <Nav>{t('menu.p2-front-live')}</Nav>
          <Nav>{t('menu.p2-front-video')}</Nav>
        </Bar>
        <Banner css={{ backgroundColor: colours.ground }} data-testid="look-preview-banner">
          <strong>{schoolName}</strong>
          <span>{t('look.preview.banner')}</span>
        </Banner>
        <Cards>
          {courses.map((name, index) => (
            <Card key={name}>
              <Cover css={{ backgroundColor: colours.ground }}>
                {cover === null ? null : <img src={pickDefaultCover(draft.DefaultCover, `preview-${index}`) ?? cover} alt="" />}
                {titled ? <span>{name}</span> : null}
              </Cover>
              <CardText>
                <strong>{name}</strong>
                {draft.CourseNo === 1 ? <span>{t('look.preview.courseNo', { no: `MATH10${index + 1}` })}</span> : null}
                <Tag css={{ color: colours.text, backgroundColor: light }}>{t('look.preview.tag')}</Tag>
              </CardText>
            </Card>
          ))}
        </Cards>
        {draft.footer.trim() === '' ? null : <Foot>{draft.footer}</Foot>}
      </Frame>
      <Hint css={{ marginTop: rem(12) }}>{t('look.preview.hint')}</Hint>
    </Panel>
  );
}
