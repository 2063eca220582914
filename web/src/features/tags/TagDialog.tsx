import type { SaveErrors } from '../../lib/save-errors.ts';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { NameField } from '../../ui/FormFields.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { tagMessages as t } from './messages.ts';
import { tagSchema, type TagFormValues } from './schema.ts';

export const TAG_FORM_FIELDS: readonly (keyof TagFormValues)[] = ['name'];

/** What the dialog shows after a refused save: the message under the name, or above it. */
export type TagSaveErrors = SaveErrors<keyof TagFormValues>;

interface TagDialogProps {
  open: boolean;
  /** The tag being renamed; absent: a new tag. */
  tag?: { name: string } | undefined;
  /** Resolves with the errors to show, or nothing when saved (the caller closes the dialog). */
  onSave(name: string): Promise<TagSaveErrors | void>;
  onClose(): void;
}

const TITLE_ID = 'tag-dialog-title';

/** The create/edit dialog of /tags (spec 001 §5: the name is required). */
export const TagDialog = formDialog<TagDialogProps>(TITLE_ID, TagForm);

function TagForm({ tag, onSave, onClose }: TagDialogProps) {
  const mode = tag ? 'edit' : 'create';
  // A name already taken (the server's 409) stays under the field until it is edited.
  const { content, field } = useDialogForm<TagFormValues>({
    initialValues: { name: tag?.name ?? '' },
    validationSchema: tagSchema,
    onSave: (values) => onSave(values.name.trim()),
  });

  return (
    <FormDialogContent
      titleId={TITLE_ID}
      titles={t.dialog}
      mode={mode}
      {...content}
      onClose={onClose}
    >
      <NameField {...field('name', 'tag')} label={t.dialog.name} />
    </FormDialogContent>
  );
}
