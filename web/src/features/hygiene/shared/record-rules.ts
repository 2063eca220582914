import * as Yup from 'yup';
import {
  HYGIENE_MESSAGES as M,
  pastInstantFromLocal,
  PROCESS_MESSAGES as P,
  RECORD_MESSAGES,
  RECORD_TEXT_LIMITS as L,
} from '@bo/domain';

// The record dialogs' rules that are the same in every log (the api's, from @bo/domain).

/** Free notes: trimmed, at most RECORD_TEXT_LIMITS.notes characters. */
export const notesRule = () => Yup.string().trim().max(L.notes, RECORD_MESSAGES.tooLong(L.notes));

/** When it was done: a wall time typed in `timeZone`, required, not in the future. */
export const pastDateTimeRule = (timeZone: string) => {
  const instant = (v: string | undefined) => pastInstantFromLocal(v ?? '', timeZone);
  return (
    Yup.string()
      .required(P.dateTimeInvalid)
      .test('valid', P.dateTimeInvalid, (v) => instant(v) !== null)
      // Minutes typed: the current minute is still "now".
      .test('past', M.inFuture, (v) => (instant(v)?.getTime() ?? 0) <= Date.now() + 60_000)
  );
};
