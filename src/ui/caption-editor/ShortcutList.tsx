import { Fragment, useId } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { Kbd, Panel, ShortcutTable } from './caption-editor-styles';
import { EDITOR_SHORTCUTS } from './editor-keys';

/** The editor's keyboard shortcuts, on the page (docs/captions.md "The editor" lists the same). */
export function ShortcutList() {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId} data-testid="caption-shortcuts">
      <h2 id={headingId}>{t('captionEditor.keys')}</h2>
      <ShortcutTable>
        {EDITOR_SHORTCUTS.map(({ presses, what }) => (
          <Fragment key={what}>
            <dt>
              {presses.map((keys, press) => (
                <Fragment key={keys.join('+')}>
                  {press > 0 && ' / '}
                  {keys.map((key, at) => (
                    <Fragment key={key}>
                      {at > 0 && '+'}
                      <Kbd>{key}</Kbd>
                    </Fragment>
                  ))}
                </Fragment>
              ))}
            </dt>
            <dd>{t(what)}</dd>
          </Fragment>
        ))}
      </ShortcutTable>
    </Panel>
  );
}
