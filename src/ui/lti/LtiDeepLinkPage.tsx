import { useSearch } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import type { LtiDeepLinkAnswer, LtiPickerChoices } from '../../schemas/lti-deep-link';
import { LTI_PICKER_QUERY_MAX } from '../../schemas/lti-deep-link';
import { loadPickerChoices, sendPickerAnswer } from '../../services/lti/deep-link-picker';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useI18n } from '../i18n/i18n-context';
import { Corner } from '../kit/auth-screen-styles';
import { ActionButton } from '../kit/buttons';
import { Field, FormProblem } from '../kit/form-fields';
import { PageHeading, PageSection, PageText } from '../kit/page-frame';
import { Toolbar } from '../kit/toolbar';
import { useSchoolLook } from '../theme/use-school-look';
import { callFailureOf, callFailureText, type CallFailure } from './call-failure';
import { PickerList, type PickerRow } from './PickerList';
import { answerOf, EMPTY_SELECTION, presented, toggled, type Selection } from './picker-selection';
import { PlatformReturnForm } from './PlatformReturnForm';

/**
 * /lti/deep-link: the picker of an LTI deep-linking launch, inside the LMS's frame (docs/lti.md
 * "Deep linking"). The teacher searches their classes, recordings and clips (on the server),
 * chooses one or several, each recording or clip as a link or an embedded player when the
 * platform takes one, and adds them, or cancels; either way the server signs the answer and this
 * page posts it to the platform. Signed in by the launch's page with the tab's session alone, so
 * blocked third-party cookies change nothing.
 */
const minutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60));

export function LtiDeepLinkPage() {
  const { t, language } = useI18n();
  // The teacher's school's look, as on Lectern's own pages: the picker is outside their layout.
  useSchoolLook();
  const launchId = useSearch({ strict: false, select: (search) => search.launch });
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [choices, setChoices] = useState<LtiPickerChoices | null>(null);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<LtiDeepLinkAnswer | null>(null);

  useEffect(() => {
    if (!launchId) return;
    let current = true;
    loadPickerChoices(launchId, query)
      .then((loaded) => current && (setChoices(loaded), setFailure(null)))
      .catch((refusal: unknown) => current && setFailure(callFailureOf(refusal)));
    return () => {
      current = false;
    };
  }, [launchId, query]);

  const send = (cancel: boolean) => {
    if (!launchId || sending) return;
    setSending(true);
    sendPickerAnswer(launchId, cancel ? { items: [], message: t('ltiPicker.cancelled') } : answerOf(selection))
      .then(setAnswer)
      .catch((refusal: unknown) => {
        setFailure(callFailureOf(refusal));
        setSending(false);
      });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed);
  };

  const offer = choices?.offer;
  const rows: Record<'classes' | 'recordings' | 'clips', PickerRow[]> = {
    classes: choices?.classes.map((row) => ({ kind: 'class', id: row.id, title: row.name, detail: null })) ?? [],
    recordings:
      choices?.recordings.map((row) => ({
        kind: 'vod',
        id: row.id,
        title: row.title,
        detail: `${row.className} · ${t('ltiPicker.minutes', { minutes: minutesOf(row.durationS) })}`,
      })) ?? [],
    clips:
      choices?.clips.map((row) => ({
        kind: 'clip',
        id: row.id,
        title: row.title,
        detail: t('ltiPicker.minutes', { minutes: minutesOf(row.durationS) }),
      })) ?? [],
  };
  const emptyText = query === '' ? t('ltiPicker.empty') : t('ltiPicker.noMatch', { query });
  const error = failure === null ? null : t('ltiPicker.failed', { message: callFailureText(language, failure, t('login.networkError')) });

  return (
    <PageSection>
      <Corner>
        <LanguageSwitch />
      </Corner>
      <PageHeading>{t('ltiPicker.heading')}</PageHeading>
      {offer?.title ? <PageText>{t('ltiPicker.asked', { title: offer.title })}</PageText> : null}
      {error !== null ? <FormProblem role="alert">{error}</FormProblem> : null}
      {answer !== null ? (
        <>
          <p role="status">{t('ltiPicker.sending')}</p>
          <PlatformReturnForm answer={answer} />
        </>
      ) : offer === undefined ? (
        failure === null && launchId ? (
          <p role="status">{t('ltiPicker.loading')}</p>
        ) : null
      ) : (
        <>
          <Toolbar as="form" role="search" onSubmit={search}>
            <Field
              type="search"
              // The search box takes the row's width, its button beside it.
              css={{ flex: '1 1 16rem' }}
              aria-label={t('ltiPicker.search')}
              placeholder={t('ltiPicker.search')}
              maxLength={LTI_PICKER_QUERY_MAX}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <ActionButton type="submit" tone="outline">
              {t('ltiPicker.searchButton')}
            </ActionButton>
          </Toolbar>
          <PageText>{offer.links ? t(offer.multiple ? 'ltiPicker.chooseMany' : 'ltiPicker.chooseOne') : t('ltiPicker.noLinks')}</PageText>
          {(['classes', 'recordings', 'clips'] as const).map((kind) => (
            <PickerList
              key={kind}
              legend={t(`ltiPicker.${kind}`)}
              rows={rows[kind]}
              emptyText={emptyText}
              selection={selection}
              offer={offer}
              onToggle={(row) => setSelection((chosen) => toggled(chosen, row, offer))}
              onPresent={(key, presentation) => setSelection((chosen) => presented(chosen, key, presentation, offer))}
            />
          ))}
          <Toolbar>
            <span role="status">{t('ltiPicker.chosen', { count: selection.size })}</span>
            <span>
              <ActionButton type="button" tone="outline" disabled={sending} onClick={() => send(true)}>
                {t('ltiPicker.cancel')}
              </ActionButton>{' '}
              <ActionButton type="button" disabled={sending || selection.size === 0} onClick={() => send(false)}>
                {t('ltiPicker.add')}
              </ActionButton>
            </span>
          </Toolbar>
        </>
      )}
    </PageSection>
  );
}
