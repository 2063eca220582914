import { useMemo, useRef } from 'react';

/**
 * One Idempotency-Key per save (issue 9 item 6): when the server could not tell whether a save was
 * recorded (`writeOutcome: "UNKNOWN"`), pressing Enregistrer again with the same values sends the
 * same key, and the server answers the first record instead of writing a second one. Other values,
 * or the dialog opened again (its form is mounted afresh), make a new key.
 */

/** The key of the save in flight, which the Apollo link puts on its mutations (apollo.ts). */
let inFlight: string | null = null;

export const currentSaveKey = (): string | null => inFlight;

/** JSON with sorted keys: the same values give the same text whatever their order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

export interface SaveKey {
  /**
   * Runs `save` (which sends the mutation) with the key of `values`: the previous attempt's while
   * the values are the same, a new one otherwise.
   */
  run<T>(values: unknown, save: () => Promise<T>): Promise<T>;
  /** The save went through: the next one, even with the same values, is another save. */
  forget(): void;
}

/** The save key of a form; mount the form per opening of its dialog. */
export function useSaveKey(): SaveKey {
  const last = useRef<{ key: string; values: string } | null>(null);
  return useMemo<SaveKey>(
    () => ({
      async run(values, save) {
        const text = canonical(values);
        if (last.current?.values !== text) {
          last.current = { key: crypto.randomUUID(), values: text };
        }
        const { key } = last.current;
        inFlight = key;
        try {
          return await save();
        } finally {
          if (inFlight === key) inFlight = null;
        }
      },
      forget() {
        last.current = null;
      },
    }),
    [],
  );
}
