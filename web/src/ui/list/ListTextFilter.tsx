import { useEffect, useRef, useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ListController } from './useListState.ts';

/** How long typing must pause before a text filter is applied (and the server asked). */
export const TEXT_FILTER_DELAY_MS = 300;

type ListTextFilterProps<F extends string> = Omit<TextFieldProps, 'value' | 'onChange'> & {
  list: ListController<string, F>;
  name: F;
};

/**
 * A list's text filter: each keystroke shows at once, the list (the address, then the server)
 * follows once typing pauses. What is typed lives here, so a keystroke redraws the field and not
 * the list; it gives way to the address when the filters change from outside (list.resets).
 */
export function ListTextFilter<F extends string>({ list, name, ...field }: ListTextFilterProps<F>) {
  const [draft, setDraft] = useState<string | null>(null);
  const [seenResets, setSeenResets] = useState(list.resets);
  if (seenResets !== list.resets) {
    setSeenResets(list.resets);
    setDraft(null);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A reset cancels what was about to be applied.
  useEffect(() => clearTimeout(timer.current), [list.resets]);
  const { setFilter } = list;
  return (
    <TextField
      size="small"
      {...field}
      value={draft ?? list.state.filters[name]}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => setFilter(name, text, { typing: true }),
          TEXT_FILTER_DELAY_MS,
        );
      }}
    />
  );
}
