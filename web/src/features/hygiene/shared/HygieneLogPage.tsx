import { useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { CsvColumn } from '../../../lib/csv.ts';
import { useSelectedRestaurant } from '../../../lib/restaurant-selection.tsx';
import type { SelectableRestaurant } from '../../../lib/restaurant-selection.tsx';
import { CreateButton } from '../../../ui/CreateButton.tsx';
import { CrudPage } from '../../../ui/CrudPage.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { usePermissions, type Permissions } from '../../../ui/usePermissions.ts';
import type { SaveRefusal } from '../../../ui/useDialogForm.ts';
import { useToast } from '../../../ui/useToast.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { PeriodPicker, type Period } from './PeriodPicker.tsx';

/** What a log's content gets from the page: the restaurant, the rights and the dialog's state. */
export interface HygieneLogContext {
  restaurant: SelectableRestaurant;
  permissions: Permissions;
  /** The 'new record' dialog is open. */
  creating: boolean;
  onCreate(): void;
  onCreateClosed(): void;
}

interface HygieneLogPageProps {
  title: string;
  selectMessage: string;
  /** The header's button opening the record dialog ('Nouveau relevé', 'Nouvel enregistrement'…). */
  newLabel: string;
  children: (context: HygieneLogContext) => ReactNode;
}

/**
 * A hygiene log's page: its header with the button opening the record dialog (disabled without a
 * restaurant or the right to create), then the log of the selected restaurant.
 */
export function HygieneLogPage({ title, selectMessage, newLabel, children }: HygieneLogPageProps) {
  const selection = useSelectedRestaurant();
  const permissions = usePermissions('HYGIENE');
  const [creating, setCreating] = useState(false);
  return (
    <CrudPage
      title={title}
      permissions={permissions}
      selection={selection}
      selectMessage={selectMessage}
      create={{ label: newLabel, onClick: () => setCreating(true) }}
    >
      {(selected) =>
        children({
          restaurant: selected,
          permissions,
          creating,
          onCreate: () => setCreating(true),
          onCreateClosed: () => setCreating(false),
        })
      }
    </CrudPage>
  );
}

interface RecordSaveOptions<I, F extends string> {
  /** Sends the record (the page's mutation). */
  record(input: I): Promise<unknown>;
  /** The dialog's fields, for the refusals shown under them. */
  fields: readonly F[];
  messages: { created: string; saveFailed: string };
  /** Closes the dialog (and whatever else the page does after a save). */
  onSaved(): void;
  /** The log's name in the console when a save fails; none: nothing logged. */
  log?: string;
}

/**
 * The record dialog's save: sends, then closes and confirms with a toast. A refusal rejects: the
 * dialog's form hook shows it as `refusal` says, split between its fields and its top. Render
 * `toast` once in the page.
 */
export function useRecordSave<I, F extends string>({
  record,
  fields,
  messages,
  onSaved,
  log,
}: RecordSaveOptions<I, F>) {
  const { show, toast } = useToast();
  const save = async (input: I) => {
    await record(input);
    onSaved();
    show(messages.created);
  };
  const refusal: SaveRefusal<F> = { fields, failed: messages.saveFailed, logLabel: log };
  return { save, toast, refusal };
}

interface PeriodToolbarProps<T> {
  restaurantId: string;
  period: Period;
  timeZone: string | null | undefined;
  /** Null while loading: the exports wait for the rows. */
  rows: readonly T[] | null | undefined;
  /** The CSV file's name before its period: `${csvName}-${from}-${to}`. */
  csvName: string;
  columns: readonly CsvColumn<T>[];
}

/** The period picker and, on its right, the exports of the rows shown and of the period. */
export function PeriodToolbar<T>({
  restaurantId,
  period,
  timeZone,
  rows,
  csvName,
  columns,
}: PeriodToolbarProps<T>) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
    >
      <PeriodPicker period={period} timeZone={timeZone} />
      <ExportButtons
        restaurantId={restaurantId}
        range={period.range}
        disabled={!rows || rows.length === 0}
        csv={{
          filename: `${csvName}-${period.range.from}-${period.range.to}`,
          columns,
          rows: rows ?? [],
        }}
      />
    </Stack>
  );
}

interface EmptyLogProps {
  icon: ReactNode;
  title: string;
  newLabel: string;
  canCreate: boolean;
  onCreate(): void;
}

/** A log with nothing in the period, and the button recording the first entry. */
export function EmptyLog({ icon, title, newLabel, canCreate, onCreate }: EmptyLogProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={<CreateButton label={newLabel} disabled={!canCreate} onClick={onCreate} />}
    />
  );
}
