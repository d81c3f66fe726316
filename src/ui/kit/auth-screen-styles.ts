import { styled } from '../theme/stitches';

export const LoginScreen = styled('div', {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '32px',
  padding: '48px 24px',
  background: 'linear-gradient(160deg, $primaryLight 0%, $page 55%)',
});

export const Brand = styled('div', {
  textAlign: 'center',
  '& h1': { margin: 0, fontSize: '32px', fontWeight: 700, color: '$primaryText' },
  '& p': { margin: '8px 0 0', fontSize: '16px', color: '$textMuted' },
});

export const Cards = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: '24px',
});

export const Card = styled('section', {
  width: '400px',
  maxWidth: '100%',
  padding: '32px',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '$card',
  '& h2': { margin: '0 0 24px', fontSize: '20px', fontWeight: 600 },
});

export const Field = styled('label', {
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  marginBottom: '18px',
  fontSize: '14px',
  color: '$textMuted',
});

/** What the sign-in screens' text fields and choices share. */
const field = {
  height: '40px',
  border: '1px solid $border',
  borderRadius: '$sm',
  fontSize: '15px',
  color: '$text',
  outline: 'none',
  '&:focus': { borderColor: '$primary', boxShadow: '0 0 0 2px $colors$primaryLight' },
} as const;

export const Input = styled('input', { ...field, padding: '0 12px' });

export const Select = styled('select', { ...field, padding: '0 8px', backgroundColor: '$surface' });

export const SubmitButton = styled('button', {
  width: '100%',
  height: '42px',
  border: 'none',
  borderRadius: '$sm',
  backgroundColor: '$primaryFill',
  color: '#fff',
  fontSize: '16px',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { backgroundColor: '$primaryText' },
  '&:disabled': { cursor: 'wait', opacity: 0.7 },
});

export const FormError = styled('p', {
  margin: '0 0 16px',
  padding: '8px 12px',
  borderRadius: '$sm',
  backgroundColor: '$dangerLight',
  color: '$danger',
  fontSize: '14px',
});

/** Why the user is here: e.g. signed out because the account signed in elsewhere. */
export const FormNotice = styled('p', {
  margin: '0 0 16px',
  padding: '8px 12px',
  borderRadius: '$sm',
  backgroundColor: '$primaryLight',
  color: '$text',
  fontSize: '14px',
});

export const Corner = styled('div', { position: 'absolute', top: '24px', right: '40px' });
