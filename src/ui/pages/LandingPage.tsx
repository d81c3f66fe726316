import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasSessionToken } from '../../services/auth/session';
import { useI18n } from '../i18n/i18n-context';
import { AuthScreen } from '../login/AuthScreen';
import { Card } from '../kit/auth-screen-styles';
import { schoolInfoQuery } from '../login/school-api';
import { styled } from '../theme/stitches';
import { landingSummaryQuery } from './public-info-api';

const School = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$16',
  mb: '$24',
  '& img': { height: '48px', width: 'auto' },
  '& h2': { margin: 0 },
});

const Figure = styled('p', { m: 0, mb: '$12', fontSize: '20px', fontWeight: 600, color: '$text' });

const Subjects = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$8',
  listStyle: 'none',
  m: 0,
  mb: '$20',
  p: 0,
  '& li': { py: '$4', px: '$12', borderRadius: '999px', backgroundColor: '$primaryLight', color: '$text', fontSize: '14px' },
});

const Action = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: '44px',
  borderRadius: '$sm',
  backgroundColor: '$primaryFill',
  color: '#fff',
  fontSize: '16px',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$primaryText' },
});

/**
 * /kiaf/homepage: the platform's public front page (docs/routes.md): the school's name and
 * logo, how many lessons are on air now and a few of their subjects, how many recordings came
 * this week, and the way in (sign in, or home for a signed-in tab). Nothing personal, nothing of
 * classes kept to their own students.
 */
export function LandingPage() {
  const { t, tc, language } = useI18n();
  const school = useQuery(schoolInfoQuery()).data;
  const summary = useQuery(landingSummaryQuery()).data;
  const signedIn = hasSessionToken();
  return (
    <AuthScreen>
      <Card aria-labelledby="landing-school" data-testid="landing">
        <School>
          {school?.schoolLogo ? <img src={school.schoolLogo} alt="" /> : null}
          <h2 id="landing-school">{school?.schoolName || t('app.name')}</h2>
        </School>
        {summary ? (
          <>
            <Figure data-testid="landing-live">{tc('landing.liveNow', summary.liveNow)}</Figure>
            {summary.liveSubjects.length > 0 ? (
              <Subjects aria-label={t('landing.onAir')}>
                {summary.liveSubjects.map((subject) => (
                  <li key={subject.name}>{language === 'zh' ? subject.name : subject.nameEn}</li>
                ))}
              </Subjects>
            ) : null}
            <Figure data-testid="landing-recordings">{tc('landing.recordingsThisWeek', summary.recordingsThisWeek)}</Figure>
          </>
        ) : null}
        <Action to={signedIn ? '/home' : '/login'} data-testid="landing-enter">
          {t(signedIn ? 'landing.enter' : 'landing.signIn')}
        </Action>
      </Card>
    </AuthScreen>
  );
}
