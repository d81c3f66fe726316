import { useState } from 'react';
import { SEARCH_MAX_LENGTH } from '../../../constants';
import { FieldInput, FieldLabel } from '../../kit/filter-styles';

type Props = { label: string; value: string; onCommit: (value: string) => void; testId: string };

/**
 * A name filter (course, teacher, classroom): typed freely, applied on Enter or when the field
 * is left, so a list is not asked again on every key.
 */
export function TextFilter({ label, value, onCommit, testId }: Props) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The value changed from outside (reset, back button): show it instead of the old draft.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <FieldLabel>
      {label}
      <FieldInput
        type="search"
        value={draft}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={label}
        data-testid={testId}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </FieldLabel>
  );
}
