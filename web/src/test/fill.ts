import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` in a field the way a paste does, at the caret (the end of what the field holds, as
 * `type` would): one input event, so one render of the form, where `type` costs one per key. For
 * the values a test fills in on its way to what it checks; a test of typing itself (a key the
 * field refuses, a value read as it is typed, a keyboard-driven list) keeps `type`.
 */
export async function fill(user: Pick<UserEvent, 'click' | 'paste'>, field: Element, text: string) {
  await user.click(field);
  await user.paste(text);
}
