import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { FormikValues } from 'formik';
import { MyPreferencesQuery } from '../../app/preferences.tsx';
import { useSession } from '../../app/session.tsx';
import type { PreferencesInput } from '../../gql/graphql';
import { readGraphQLError } from '../../lib/apollo.ts';
import { UpdatePreferencesMutation } from './documents.ts';
import { settingsMessages as t } from './messages.ts';
import type { Notify } from './types.ts';
import { useDialogForm } from '../../ui/useDialogForm.ts';

/**
 * Saves part of the preferences and writes the answer where the PreferencesProvider reads them
 * (`me { preferences }`): the theme, the formats and the idle timeout change at once, app-wide.
 * Resolves true when saved.
 */
export function usePreferenceSave(notify: Notify): (input: PreferencesInput) => Promise<boolean> {
  const { user } = useSession();
  const [update] = useMutation(UpdatePreferencesMutation);
  const userId = user?.id;
  return useCallback(
    async (input) => {
      try {
        await update({
          variables: { input },
          // Preferences have no id of their own: the answer is written under the user's.
          update(cache, { data }) {
            if (!data || !userId) return;
            // The typename makes the cache file them under User:<id>, like the query does.
            const me = {
              __typename: 'User' as const,
              id: userId,
              preferences: data.updatePreferences,
            };
            cache.writeQuery({ query: MyPreferencesQuery, data: { me } });
          },
        });
        notify(t.preferencesSaved);
        return true;
      } catch (error) {
        console.error('[settings] preferences not saved', error);
        notify(readGraphQLError(error).message ?? t.preferencesFailed, 'error');
        return false;
      }
    },
    [update, notify, userId],
  );
}

/**
 * The form of a group of preferences: it starts again from the saved values once they come back
 * through the preferences; the save toasts its own failure, so the form shows none.
 */
export function usePreferenceForm<V extends FormikValues>(
  saved: V,
  save: (values: V) => Promise<boolean>,
) {
  return useDialogForm<V>({
    initialValues: saved,
    enableReinitialize: true,
    onSave: save,
    failed: t.preferencesFailed,
    // Saving the same preferences twice changes nothing.
    idempotent: false,
  });
}
