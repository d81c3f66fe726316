import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { useI18n } from '../i18n/i18n-context';
import { styled } from '../theme/stitches';
import { Card } from '../kit/auth-screen-styles';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';

const Hint = styled('p', { margin: '-12px 0 16px', fontSize: '13px', color: '$textMuted' });

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' });

const Pick = styled('button', {
  width: '100%',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '2px 12px',
  padding: '8px 12px',
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  textAlign: 'left',
  cursor: 'pointer',
  fontSize: '14px',
  color: '$text',
  '&:hover': { borderColor: '$primary', backgroundColor: '$primaryLight' },
  '& code': { color: '$textMuted', fontSize: '13px' },
  '& small': { gridRow: 'span 2', alignSelf: 'center', color: '$primaryText' },
});

/** Demo mode only: the seeded accounts, one click fills the form. */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { t } = useI18n();
  return (
    <Card aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title">{t('login.demoTitle')}</h2>
      <Hint>{t('login.demoHint')}</Hint>
      <List>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.username}>
            {/* Named by what it shows (WCAG 2.5.3), "Use" said first for screen readers. */}
            <Pick type="button" onClick={() => onPick(account)}>
              <strong>
                <VisuallyHidden>{t('login.demoUse', { username: '' }).trim()} </VisuallyHidden>
                {account.username}
              </strong>
              <small>{t(account.roleKey)}</small>
              <code>{account.password}</code>
            </Pick>
          </li>
        ))}
      </List>
    </Card>
  );
}
